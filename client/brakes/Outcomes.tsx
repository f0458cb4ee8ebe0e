// Informational outcomes of the brake flows: splined rotor, discontinued rotor, and a flow's questions that
// end with nothing (a number found nothing: PageFrame's NotFoundCard).
import { Link } from 'react-router';
import type { FilterCategory } from '../../tools/catalog/facets.ts';
import {
  discontinuedRotor,
  type FlowNothing,
  type FlowPairs,
  flowNoResults,
  PARTS_FLOWS,
  type PartsFlowId,
  splinedOutcome,
} from '../../tools/engine/parts-flow/index.ts';
import { NotFoundCard } from '../ui/PageFrame.tsx';
import { CUSTOMER_SERVICE_TEL } from '../ui/PhoneLink.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { useUnknownAnswers } from './useFlowStep.ts';

export function SplinedView({ pairs }: { pairs: FlowPairs }) {
  const out = splinedOutcome(pairs);
  return (
    <div className="card outcome outcome-splined" role="status">
      <h1 className="outcome-title">{out.message}</h1>
      <Link className="button button-primary" to={out.route}>
        {out.offerLabel}
      </Link>
    </div>
  );
}

export function DiscontinuedView({ number }: { number: string }) {
  const out = discontinuedRotor(number);
  return (
    <div className="card outcome outcome-discontinued">
      <h1 className="outcome-title">{out.title}</h1>
      <p>{out.body}</p>
      {out.link.kind === 'customer-service' ? (
        <a className="button button-primary" href={CUSTOMER_SERVICE_TEL}>
          {out.link.label}
        </a>
      ) : (
        <Link className="button button-primary" to={out.link.to}>
          {out.link.label}
        </Link>
      )}
    </div>
  );
}

/**
 * The flow's answers match nothing, or the catalog has none of its parts: the chat's same message. With the
 * flow's categories, an answer of the address the catalog does not have is named and asked again.
 */
export function FlowNoResultsView({
  flow,
  why,
  pairs = {},
  categories,
}: {
  flow: PartsFlowId;
  why: FlowNothing;
  pairs?: FlowPairs;
  categories?: readonly FilterCategory[];
}) {
  const unknown = useUnknownAnswers(PARTS_FLOWS[flow], why === 'no-match' ? categories : undefined, pairs);
  if (unknown === null) return <Spinner label="Receiving results" />;
  const out = flowNoResults(flow, why, pairs, unknown);
  return (
    <NotFoundCard paragraphs={out.paragraphs}>
      {out.links.map((l) => (
        <Link key={l.to} className="button button-primary outcome-link" to={l.to}>
          {l.label}
        </Link>
      ))}
    </NotFoundCard>
  );
}
