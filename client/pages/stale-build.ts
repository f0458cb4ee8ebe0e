// A page opened before a release asks, on its next move, for a page script the release deleted (hashed
// names change with every build). A fresh load of the address it was going to brings the new build; once
// per address a minute, so a script that is really missing ends on the technical-issue page, not in a loop.
const KEY = 'reloaded-for-new-build';
const AGAIN_AFTER_MS = 60_000;

/** Chromium, Firefox and Safari's words for a page script that could not be loaded. */
const SCRIPT_GONE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

export function isStaleBuild(error: unknown): boolean {
  return error instanceof Error && SCRIPT_GONE.test(error.message);
}

/** True when the address was not loaded afresh for a new build within the last minute. */
export function mayReloadForNewBuild(): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { url?: string; at?: number } | null;
    return !(
      last?.url === window.location.href &&
      typeof last.at === 'number' &&
      Date.now() - last.at < AGAIN_AFTER_MS
    );
  } catch {
    return false; // no session storage (a locked-down frame): no guard against a loop, so no reload
  }
}

/** Loads the address afresh unless it was done for it within the last minute; true when it reloads. */
export function reloadForNewBuild(): boolean {
  if (!mayReloadForNewBuild()) return false;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ url: window.location.href, at: Date.now() }));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
