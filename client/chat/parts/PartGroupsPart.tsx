// Hub components for one assembly, grouped as the parts results page groups them.
import { Link } from 'react-router';
import type { DataParts } from '../../../tools/engine/shared/messages.ts';
import { JobPartsAction } from '../../hub/job/JobPartsAction.tsx';
import { CardActions } from './CardActions.tsx';

export function PartGroupsPart({ data }: { data: DataParts['part-groups'] }) {
  return (
    <section className="card part-groups" aria-label={data.title}>
      <h3 className="result-title">{data.title}</h3>
      <p className="muted">
        {data.hubDescription} · <strong>{data.hubAssemblyNumber}</strong>
      </p>
      {data.groups
        .filter((g) => g.items.length)
        .map((g) => (
          <div key={g.name} className="part-group">
            <h4>{g.name}</h4>
            <ul className="part-list">
              {g.items.map((item) => (
                <li key={`${g.name}-${item.partNumber}`}>
                  <span className="part-type">{item.typeName}</span>
                  {item.route ? (
                    <Link to={item.route}>{item.partNumber}</Link>
                  ) : (
                    <strong>{item.partNumber}</strong>
                  )}
                  <span className="muted">{item.description}</span>
                  {item.extra.map(([k, v]) => (
                    <span key={k} className="part-extra">
                      {k}: {v}
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          </div>
        ))}
      <p className="actions">
        <JobPartsAction hubAssemblyNumber={data.hubAssemblyNumber} />
      </p>
      <CardActions route={data.route} title={`${data.title}: hub ${data.hubAssemblyNumber}`} />
    </section>
  );
}
