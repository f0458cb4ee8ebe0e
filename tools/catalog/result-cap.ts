// The result tools of the guided flows list at most RESULTS_MAX parts. When asked (`total: true`, what the
// current API and the chat do), they also say how many fit in all, so a count on a question ('84 drums',
// decision 037) and the list it leads to agree: the list says it holds the first 60 of those 84.
// Zod-free: the pages read RESULTS_MAX too (decision 031); the schemas are in result-total.ts.

/** The most parts a result list holds. */
export const RESULTS_MAX = 60;

/**
 * The parts a result list shows (numbers, or rows already in the list's order), and its Total when asked
 * (nothing found keeps its bare answer).
 */
export function capped<T>(parts: readonly T[], withTotal: boolean | undefined) {
  return {
    shown: parts.slice(0, RESULTS_MAX),
    total: withTotal && parts.length ? { Total: parts.length } : {},
  };
}

/** Whether a list said to hold `total` parts in all was cut at RESULTS_MAX. */
export const isCut = (total: number | undefined): total is number =>
  total !== undefined && total > RESULTS_MAX;
