// Hub results in the chat: two side by side (PreSet and Conventional), more than two one at a time with pages.
import { useState } from 'react';
import type { DataParts } from '../../../tools/engine/shared/messages.ts';
import { HubCardView } from '../../hub/HubCardView.tsx';
import { Pager } from '../../ui/Pager.tsx';
import { SearchedHeading } from '../../ui/SearchedHeading.tsx';
import { CardActions } from './CardActions.tsx';
import { GivenAnswers } from './GivenAnswers.tsx';

/** `searched`: the searched heading a page computed for these hubs (a number search led there). */
export function HubResultsPart({
  data,
  searched = null,
}: {
  data: DataParts['hub-results'];
  searched?: string | null;
}) {
  const [page, setPage] = useState(0);
  const paged = data.hubs.length > 2;
  const shown = paged ? data.hubs.slice(page, page + 1) : data.hubs;
  return (
    <section className="card hub-results" aria-label={data.title}>
      <SearchedHeading text={searched} />
      <h3 className="result-title">
        {data.success === false ? null : <span className="success">Success!</span>} {data.title}
      </h3>
      <GivenAnswers answers={data.answers ?? []} />
      {data.notes.map((n) => (
        <p key={n} className="notice">
          {n}
        </p>
      ))}
      <div className={shown.length === 2 ? 'hub-grid two' : 'hub-grid'}>
        {shown.map((hub) => (
          <HubCardView key={hub.hubAssemblyNumber} hub={hub} />
        ))}
      </div>
      {paged ? <Pager count={data.hubs.length} page={page} onPage={setPage} /> : null}
      <CardActions route={data.route} title={searched ?? data.title} />
    </section>
  );
}
