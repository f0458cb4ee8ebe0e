// The rotor and drum detail pages' link back to the results.
import { useNavigate } from 'react-router';

/** Detail pages go back through browser history (to the results they came from), or home on a fresh tab. */
export function ReturnToResults() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="link-button"
      onClick={() => (window.history.state?.idx > 0 ? navigate(-1) : navigate('/hub'))}
    >
      Return to results
    </button>
  );
}
