// Two hubs compared: differing rows first and open, equal rows folded.
import type { DataParts } from '../../../tools/engine/shared/messages.ts';
import { CardActions } from './CardActions.tsx';

export function ComparePart({ data }: { data: DataParts['compare'] }) {
  const [a, b] = data.numbers;
  return (
    <section className="card compare" aria-label={`Compare ${a} and ${b}`}>
      <h3 className="result-title">Compare Details</h3>
      <table className="specs compare-table">
        <thead>
          <tr>
            <th scope="col">Property</th>
            <th scope="col">{a}</th>
            <th scope="col">{b}</th>
          </tr>
        </thead>
        <tbody>
          {data.rows.map((r) => (
            <tr key={r.label} className={r.differs ? 'differs' : undefined}>
              <th scope="row">{r.label}</th>
              <td>{r.values[0]}</td>
              <td>{r.values[1]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CardActions route={data.route} title={`Compare hubs ${a} and ${b}`} />
    </section>
  );
}
