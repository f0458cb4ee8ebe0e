// Continue waits for a pending search: the spec polls every 100 ms until the suggestions are in.
import type { Suggestions } from './useNumberSuggestions.ts';

export const CONTINUE_POLL_MS = 100;

/** Resolves with the first value `read` returns that is not undefined (polling), or undefined after `limit` polls. */
export async function pollFor<T>(read: () => T | undefined, limit = 300): Promise<T | undefined> {
  for (let i = 0; i < limit; i++) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, CONTINUE_POLL_MS));
  }
  return undefined;
}

export type Settled<T> = Extract<Suggestions<T>, { state: 'done' | 'error' }>;

/** What `S` (suggestions, with whatever a hook adds to them) is once answered or failed. */
type SettledOf<S> = S & { state: 'done' | 'error' };

/** The suggestions once answered (or failed); undefined while they are pending. */
export function settledOf<S extends Suggestions<unknown>>(s: S): SettledOf<S> | undefined {
  return s.state === 'done' || s.state === 'error' ? (s as SettledOf<S>) : undefined;
}

/** What Continue acts on: the suggestions for the text as it is now, once they are answered (or failed). */
export function waitForSettled<S extends Suggestions<unknown>>(
  read: () => S,
): Promise<SettledOf<S> | undefined> {
  return pollFor(() => settledOf(read()));
}
