// What a wizard page shows when the engine could not be reached.
import { ErrorCard } from '../../ui/ErrorCard.tsx';
export function WizardFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorCard
      message="We could not reach the parts finder. Check your connection and try again."
      onRetry={onRetry}
    />
  );
}
