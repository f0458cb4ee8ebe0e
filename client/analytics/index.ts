// The analytics feature's public surface.
export { flush } from './sender.ts';
export {
  type SearchOutcome,
  trackNoResult,
  trackPageView,
  trackSearch,
  trackSearchFailure,
} from './track.ts';
export { usePageViews } from './usePageViews.ts';
