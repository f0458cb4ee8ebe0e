// Informational outcomes (no results, not available, exclusive, ...): the spec's texts and a link to the page.
import { Link } from 'react-router';
import type { DataParts } from '../../../tools/engine/messages.ts';
import { OpenAsPage } from './OpenAsPage.tsx';

export function OutcomePart({ data }: { data: DataParts['outcome'] }) {
  return (
    <section className={`card outcome outcome-${data.kind}`} aria-label={data.title}>
      <h3 className="outcome-title">{data.title}</h3>
      {data.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {data.links.map((l) => (
        <Link key={l.to} className="button button-quiet outcome-link" to={l.to}>
          {l.label}
        </Link>
      ))}
      <OpenAsPage to={data.route} small={false} />
    </section>
  );
}
