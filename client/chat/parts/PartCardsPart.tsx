// Rotors, drums, studs, kits and bearings: a picture, labelled rows and notes per part.

import { Link } from 'react-router';
import { listCountText } from '../../../tools/engine/shared/display/format.ts';
import type { DataParts } from '../../../tools/engine/shared/messages.ts';
import { Badge } from '../../ui/Badge.tsx';
import { FROM_RESULTS } from '../../ui/from-results.ts';
import { SearchedHeading } from '../../ui/SearchedHeading.tsx';
import { CardActions } from './CardActions.tsx';

export function PartCardsPart({ data }: { data: DataParts['part-cards'] }) {
  const cut = listCountText(data.cards.length, data.total ?? data.cards.length);
  return (
    <section className="card part-cards" aria-label={data.title}>
      <SearchedHeading text={data.searched} />
      <h3 className="result-title">{data.title}</h3>
      {cut ? (
        <p className="muted list-count">
          {/* a list the page cuts too (its first 60) says so: the link promises what the page holds */}
          Showing {cut}.{' '}
          <Link to={data.route}>
            {data.listed ? `See the first ${data.listed}` : `See all ${data.total}`}
          </Link>
        </p>
      ) : null}
      <div className={data.cards.length === 2 ? 'hub-grid two' : 'hub-grid'}>
        {data.cards.map((card) => (
          <article key={card.number} className="part-card">
            {card.imageUrl ? (
              <img className="part-card-image" src={card.imageUrl} alt={`${data.partKind} ${card.number}`} />
            ) : null}
            {card.badge ? <Badge text={card.badge} /> : null}
            {card.heading ? <p className="part-card-heading">{card.heading}</p> : null}
            <h4 className="part-card-number">{card.number}</h4>
            {card.rows.length ? (
              <dl className="part-rows">
                {card.rows.map(([label, value]) => (
                  <div key={label} className="part-row">
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {card.notes.map((n) => (
              <p key={n} className="notice">
                {n}
              </p>
            ))}
            {card.route ? (
              <Link className="button button-primary" to={card.route} state={FROM_RESULTS}>
                See Details
              </Link>
            ) : null}
          </article>
        ))}
      </div>
      <CardActions route={data.route} title={data.searched ?? data.title} />
    </section>
  );
}
