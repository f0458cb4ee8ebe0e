// The app's own rewrites of the address that are not a visitor arriving anywhere: the chat carries a
// question typed on /hub's first home as /hub?ask=… and takes it out again once sent. The notifications'
// entry dialog takes such a location as the arrival it replaced; a visitor's own replace (the home link
// tapped on /hub, which React Router makes a replace) stays a new arrival.

/** Navigation options for such a rewrite. */
export const SAME_ARRIVAL = { replace: true, state: { sameArrival: true } } as const;

/** Whether a location's state says it was written by such a rewrite. */
export function isSameArrival(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { sameArrival?: unknown }).sameArrival === true
  );
}
