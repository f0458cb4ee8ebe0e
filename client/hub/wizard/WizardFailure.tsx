// What a wizard page shows when the engine could not be reached.
export function WizardFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="card error-card" role="alert">
      <p>We could not reach the parts finder. Check your connection and try again.</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
