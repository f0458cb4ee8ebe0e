// Hub results in the chat: two side by side (PreSet and Conventional), more than two one at a time with pages.
import type { DataParts } from '../../../tools/engine/shared/messages.ts';
import { HubCardView } from '../../hub/HubCardView.tsx';
import { Pager, usePageShown } from '../../ui/Pager.tsx';
import { SearchedHeading } from '../../ui/SearchedHeading.tsx';
import { useEarlier, usePartKey } from '../chat-actions.tsx';
import { CardActions } from './CardActions.tsx';
import { GivenAnswers } from './GivenAnswers.tsx';
import { useOnPage } from './OpenAsPage.tsx';

/** `searched`: the searched heading a page computed for these hubs (a number search led there). */
export function HubResultsPart({
  data,
  searched = null,
}: {
  data: DataParts['hub-results'];
  searched?: string | null;
}) {
  const [page, setPage] = usePageShown(data.hubs.length, useOnPage(), usePartKey());
  const paged = data.hubs.length > 2;
  const shown = paged ? data.hubs.slice(page, page + 1) : data.hubs;
  // the answers these results stand on were changed since: they stay to read, their answers unchangeable
  const earlier = useEarlier();
  return (
    <section
      className={earlier ? 'card hub-results hub-results-earlier' : 'card hub-results'}
      aria-label={data.title}
    >
      {earlier ? (
        <p className="earlier-note" role="note">
          Earlier results: your answers changed after these. The newest are further down.
        </p>
      ) : null}
      <SearchedHeading text={searched} />
      <h3 className="result-title">
        {data.success === false ? null : <span className="success">Success!</span>} {data.title}
      </h3>
      <GivenAnswers answers={data.answers ?? []} earlier={earlier} />
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
