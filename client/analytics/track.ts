// What the app reports: page views and search outcomes, scrubbed of personal data before they leave.
import { scrubLocation, scrubText } from '../../tools/analytics/scrub.ts';
import { enqueue } from './sender.ts';

// the server caps again; trimming here keeps batches small
const PATH = 300;
const TERM = 100;
const MESSAGE = 500;

export function trackPageView(path: string): void {
  const clean = scrubLocation(path, PATH);
  if (clean) enqueue({ type: 'page_view', path: clean });
}

export type SearchOutcome = {
  term: string;
  /** The suggestion the user picked, if any (e.g. 'ConMet 10031065'). */
  selectedItem?: string | null;
  found: boolean;
  /** Which search box: 'home', 'hub-search', 'parts-search', 'drum', 'rotor', 'chat', ... */
  source: string;
};

export function trackSearch({ term, selectedItem = null, found, source }: SearchOutcome): void {
  const cleanTerm = scrubText(term, TERM);
  if (!cleanTerm) return;
  enqueue({
    type: 'search',
    term: cleanTerm,
    selectedItem: selectedItem ? scrubText(selectedItem, TERM) : null,
    found,
    source: scrubText(source, 50) || 'unknown',
  });
}

/** The 'No Result Found' screen was shown for this number. */
export function trackNoResult(term: string): void {
  const clean = scrubText(term, TERM);
  if (clean) enqueue({ type: 'no_result', term: clean });
}

/** The error boundary caught a failure ('Search Failure' with URL and message). */
export function trackSearchFailure(url: string, message: string): void {
  enqueue({
    type: 'search_failure',
    url: scrubLocation(url, PATH) || '/',
    message: scrubText(message, MESSAGE),
  });
}
