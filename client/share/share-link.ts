// The link a share gives: the classic page the visitor is on, which opens the same answer cold (its state
// is in the path and query; router state such as "came from results" is deliberately not carried).

/** This page's address without its fragment. */
export function currentPageLink(): string {
  // the server's first paint (decision 045) has no window: the client's first render writes the link in
  if (typeof window === 'undefined') return '';
  const { origin, pathname, search } = window.location;
  return `${origin}${pathname}${search}`;
}

/** The full link of an app route ('/hub/details/10082191'), on this site. */
export function appLink(path: string): string {
  // only a path of this site: anything else ('//elsewhere', 'https://…') shares the home page
  const own = path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
  const origin = typeof window === 'undefined' ? '' : window.location.origin; // the first paint: see above
  return `${origin}${own ? path : '/'}`;
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * The system share sheet where the browser has one (phones), else the link copied to the clipboard.
 * A visitor who closes the sheet has not failed; a sheet that cannot open falls back to copying.
 */
export async function shareLink(url: string, title: string): Promise<ShareOutcome> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}
