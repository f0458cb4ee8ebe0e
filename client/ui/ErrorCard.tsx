// The card a page or thread shows when something could not be loaded or reached, with Retry when a retry exists.

/** 'We could not load {what} right now.' */
export const couldNotLoad = (what: string) => `We could not load ${what} right now.`;

export function ErrorCard({ message, onRetry }: { message: string; onRetry?: (() => void) | undefined }) {
  return (
    <div className="card error-card" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button button-primary" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  );
}

/** A result list whose lookup failed: said so, with Retry, never as 'No results were found.' */
export function ResultsFailed({ onRetry }: { onRetry: () => void }) {
  return <ErrorCard message={couldNotLoad('the results')} onRetry={onRetry} />;
}
