// Whether /hub will show the plain home, guessed before the conversation store answers (decision 044): the
// home is drawn at once on that guess, so every write that ends the plain home keeps the guess true.

const HINT = 'wef-hub-home';

/**
 * Whether the last visit ended on the plain home (an empty conversation and no history), the case the
 * first paint can draw without the conversation store. A first visit has no hint: it is the plain home.
 */
export function homeLikely(): boolean {
  try {
    return localStorage.getItem(HINT) !== 'thread';
  } catch {
    return true;
  }
}

/** Remembers for the next visit whether /hub showed the plain home or a thread (or a history list). */
export function rememberHome(plainHome: boolean): void {
  try {
    if (plainHome) localStorage.removeItem(HINT);
    else localStorage.setItem(HINT, 'thread');
  } catch {
    // storage blocked: the next visit shows the spinner until the store answers, as without the hint
  }
}
