// The bar above classic pages: Back (by the page's rule) and Home (hidden in embed mode).
import { Link, useLocation, useNavigate } from 'react-router';
import { coldBackTarget } from './cold-back.ts';
import { useEmbedMode } from './useEmbedMode.ts';

type Props = {
  /**
   * Where Back goes (the first step of a flow goes to /hub); omitted means browser history, and on a page
   * opened cold the start of its area (`coldBackTarget`).
   */
  backTo?: string | undefined;
  /** Back that must do more than navigate (the hub filters page steps the engine back first). */
  onBack?: () => void;
  /** Where Back goes on a page opened cold, when the page knows better than its address (`coldBackTarget`). */
  coldBackTo?: string | undefined;
  showHome?: boolean;
};

export function StepBar({ backTo, onBack, coldBackTo, showHome = true }: Props) {
  const navigate = useNavigate();
  const embedded = useEmbedMode();
  const { pathname } = useLocation();
  return (
    <nav className="step-bar" aria-label="Step navigation">
      <button
        type="button"
        className="step-back"
        onClick={() => {
          if (onBack) onBack();
          else if (backTo) navigate(backTo);
          // A deep link opened in a fresh tab has no in-app history to go back to.
          else if (window.history.state?.idx > 0) navigate(-1);
          else navigate(embedded ? '/embed/choose-calculator' : (coldBackTo ?? coldBackTarget(pathname)));
        }}
      >
        <span aria-hidden="true">‹</span> Back
      </button>
      {showHome && !embedded ? (
        <Link className="step-home" to="/hub">
          Home
        </Link>
      ) : null}
    </nav>
  );
}
