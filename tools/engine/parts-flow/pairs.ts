// Answers of a parts flow as they travel in URLs: name=value pairs joined by '&', in the order chosen.

import { FILTER_PAIRS_MAX, FILTER_VALUE_MAX } from '../../catalog/filter-limits.ts';

export type FlowPairs = Readonly<Record<string, string>>;

const NAME = /^[A-Za-z]{2,12}$/;
const VALUE = /^\d{1,9}(\.\d{1,4})?$/;

/**
 * The pairs of `text` ('axpos=1&holes=10'), in order, the last of a name winning: `pairs` the well-formed
 * ones; `malformed` those with a flow's name but a value no answer has ('axpos=abc': a link edited by hand),
 * at most FILTER_PAIRS_MAX of them and each at most FILTER_VALUE_MAX long, to be said back as answers the
 * catalog does not have rather than dropped for every part to match.
 */
export function readPairs(text: string | null | undefined): { pairs: FlowPairs; malformed: FlowPairs } {
  const pairs: Record<string, string> = {};
  const malformed: Record<string, string> = {};
  for (const part of (text ?? '').replace(/^\?/, '').split('&')) {
    const [name = '', value = '', ...rest] = part.split('=');
    if (rest.length || !NAME.test(name)) continue;
    if (VALUE.test(value)) {
      delete pairs[name];
      pairs[name] = value;
    } else if (value && value.length <= FILTER_VALUE_MAX && Object.keys(malformed).length < FILTER_PAIRS_MAX)
      malformed[name] = value;
  }
  return { pairs, malformed };
}

/** The well-formed pairs of `text` ('axpos=1&holes=10' -> { axpos: '1', holes: '10' }). */
export const parsePairs = (text: string | null | undefined): FlowPairs => readPairs(text).pairs;

/** The pairs of `text` with a flow's name and a value no answer has (see readPairs). */
export const malformedPairs = (text: string | null | undefined): FlowPairs => readPairs(text).malformed;

/** Only the pairs a URL could carry (name of letters, value an id or inch): what came from outside. */
export function wellFormedPairs(pairs: FlowPairs): FlowPairs {
  return Object.fromEntries(Object.entries(pairs).filter(([k, v]) => NAME.test(k) && VALUE.test(v)));
}

export function formatPairs(pairs: FlowPairs): string {
  return Object.entries(pairs)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** The pairs with one more answer, appended last (an earlier answer for the same name is replaced). */
export function withAnswer(pairs: FlowPairs, code: string, value: string): FlowPairs {
  const { [code]: _old, ...rest } = pairs;
  return { ...rest, [code]: value };
}

/** The classic page of a flow filter: {route}/filter/{code}/{pairs}, or {route}/filter/{code} with no pairs. */
export function filterRoute(route: string, code: string, pairs: FlowPairs): string {
  const text = formatPairs(pairs);
  return `${route}/filter/${code}${text ? `/${text}` : ''}`;
}
