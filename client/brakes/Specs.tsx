// The detail pages' link back to the results they came from (client/ui/from-results.ts).
import { useNavigate } from 'react-router';
import { useCameFromResults } from '../ui/from-results.ts';

/** Goes back through browser history to the results; absent when the page was not opened from results. */
export function ReturnToResults() {
  const navigate = useNavigate();
  if (!useCameFromResults()) return null;
  return (
    <button type="button" className="link-button" onClick={() => navigate(-1)}>
      Return to results
    </button>
  );
}
