// The hub details page's ways on, so it is not a dead end: the hub's components, compare it with another
// hub, and back to the results when it was opened from them.
import { Link } from 'react-router';
import { ReturnToResults } from '../brakes/Specs.tsx';
import { compareFromRoute } from './compare/compare-from.ts';
import { JobPartsAction } from './job/JobPartsAction.tsx';

export function HubActions({ hubAssemblyNumber }: { hubAssemblyNumber: string }) {
  return (
    <nav className="actions details-actions" aria-label="Hub actions">
      <Link className="button button-quiet" to={`/parts/search/${encodeURIComponent(hubAssemblyNumber)}`}>
        Hub components
      </Link>
      <JobPartsAction hubAssemblyNumber={hubAssemblyNumber} />
      <Link className="button button-quiet" to={compareFromRoute(hubAssemblyNumber)}>
        Compare with…
      </Link>
      <ReturnToResults />
    </nav>
  );
}
