// A wizard page brings the shared wizard state to its own address once. After it has stood there (shown the
// question or the results) or brought the state there itself, a later change is someone else's (another tab
// or window on the same conversation): the page says so and waits to be asked. Two pages open on different
// answers would otherwise take the state from each other for ever, a request each time.
import { useRef, useState } from 'react';

export function useOwnAddress(address: string) {
  const stood = useRef<string | null>(null);
  const [tries, setTries] = useState(0);
  return {
    /** The page already stood at this address: the state moved away from it elsewhere. */
    held: () => stood.current === address,
    hold: () => {
      stood.current = address;
    },
    /**
     * Whether the page says the questions went on elsewhere: its plan would bring the shared state back
     * here (`bringsHere`), it already stood here, and it is neither waiting for an answer nor on its way
     * to the next page (its own move, not another tab's).
     */
    movedAway: (bringsHere: boolean, busy: boolean, leaving: boolean) =>
      bringsHere && stood.current === address && !busy && !leaving,
    /** Changes on every 'carry on here': the page's effect runs again and brings the state back. */
    tries,
    /** Carry on here, or Retry after a failed request (`then`: the page's own retry, run with it). */
    again: (then?: () => void) => {
      stood.current = null;
      setTries((n) => n + 1);
      then?.();
    },
  };
}

export function MovedElsewhere({ onCarryOn }: { onCarryOn: () => void }) {
  return (
    <div className="card outcome" role="status">
      <h2 className="outcome-title">These questions went on in another tab</h2>
      <p>
        The hub questions were answered in another tab or window since this page was opened, so its answers
        are no longer the ones being asked about.
      </p>
      <button type="button" className="button button-primary" onClick={onCarryOn}>
        Carry on from this page
      </button>
    </div>
  );
}
