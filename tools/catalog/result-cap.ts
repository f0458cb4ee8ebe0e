// The result tools of the guided flows list at most RESULTS_MAX parts. When asked (`total: true`, what the
// current API and the chat do), they also say how many fit in all, so a count on a question ('84 drums',
// decision 037) and the list it leads to agree: the list says it holds the first 60 of those 84.
// Zod-free: the pages read RESULTS_MAX too (decision 031); the schemas are in result-total.ts.

/** The most parts a result list holds. */
export const RESULTS_MAX = 60;

/** The numbers a result list shows, and its Total when asked (nothing found keeps its bare answer). */
export function capped(numbers: readonly string[], withTotal: boolean | undefined) {
  return {
    shown: numbers.slice(0, RESULTS_MAX),
    total: withTotal && numbers.length ? { Total: numbers.length } : {},
  };
}

/** Whether a list said to hold `total` parts in all was cut at RESULTS_MAX. */
export const isCut = (total: number | undefined): total is number =>
  total !== undefined && total > RESULTS_MAX;
