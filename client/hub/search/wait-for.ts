// Continue waits for a pending search: the spec polls every 100 ms until the suggestions are in.
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
