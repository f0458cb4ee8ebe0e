// Answers of a parts flow as they travel in URLs: name=value pairs joined by '&', in the order chosen.

export type FlowPairs = Readonly<Record<string, string>>;

const NAME = /^[A-Za-z]{2,12}$/;
const VALUE = /^\d{1,9}(\.\d{1,4})?$/;

/** 'axpos=1&holes=10' -> { axpos: '1', holes: '10' }; malformed pairs are dropped, the last of a name wins. */
export function parsePairs(text: string | null | undefined): FlowPairs {
  const pairs: Record<string, string> = {};
  for (const part of (text ?? '').replace(/^\?/, '').split('&')) {
    const [name = '', value = '', ...rest] = part.split('=');
    if (rest.length || !NAME.test(name) || !VALUE.test(value)) continue;
    delete pairs[name];
    pairs[name] = value;
  }
  return pairs;
}

/** The longest value of an edited pair that is named back (longer ones are dropped unread). */
const NAMED_MAX = 40;

/**
 * The pairs of `text` with a flow's name but a value no answer has ('axpos=abc': a link edited by hand), at
 * most the first 40: said back as answers the catalog does not have, not dropped for every part to match.
 */
export function malformedPairs(text: string | null | undefined): FlowPairs {
  const pairs: Record<string, string> = {};
  for (const part of (text ?? '').replace(/^\?/, '').split('&').slice(0, 40)) {
    const [name = '', value = '', ...rest] = part.split('=');
    if (rest.length || !NAME.test(name) || VALUE.test(value) || !value || value.length > NAMED_MAX) continue;
    pairs[name] = value;
  }
  return pairs;
}

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
