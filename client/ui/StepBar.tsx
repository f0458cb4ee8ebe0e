// The bar above classic pages: Back (by the page's rule) and Home.
import { Link, useNavigate } from 'react-router';

type Props = {
  /** Where Back goes; omitted means browser history. */
  backTo?: string;
  showHome?: boolean;
};

export function StepBar({ backTo, showHome = true }: Props) {
  const navigate = useNavigate();
  return (
    <nav className="step-bar" aria-label="Step navigation">
      <button
        type="button"
        className="step-back"
        onClick={() => {
          if (backTo) navigate(backTo);
          else if (window.history.length > 1) navigate(-1);
          else navigate('/hub');
        }}
      >
        <span aria-hidden="true">‹</span> Back
      </button>
      {showHome ? (
        <Link className="step-home" to="/hub">
          Home
        </Link>
      ) : null}
    </nav>
  );
}
