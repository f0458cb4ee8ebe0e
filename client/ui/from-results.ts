// 'Return to results' only when there are results to return to: a result's links mark the details page
// they open (router state), and the details page offers the way back only then. A page opened cold, or
// from anywhere else, has nothing to return to.
import { useLocation } from 'react-router';

/** Router state a result's 'See Details' passes to the page it opens. */
export const FROM_RESULTS = { fromResults: true } as const;

export function useCameFromResults(): boolean {
  const state: unknown = useLocation().state;
  return (
    typeof state === 'object' && state !== null && (state as { fromResults?: unknown }).fromResults === true
  );
}
