// Filter pairs: the answers of a guided flow as `code=value`, the one schema the facet tools, both filter
// route modules and the wizard pages share (decision 018). Zod only, so the client may import it.
import { z } from 'zod';

import { FILTER_PAIRS_MAX, FILTER_VALUE_MAX } from './filter-limits.ts';

export { FILTER_PAIRS_MAX, FILTER_VALUE_MAX };

/** What a filter code looks like (routes word their own message with it). */
export const FILTER_CODE = /^[A-Za-z]{2,12}$/;
/** A filter code: a category's QueryParameterName such as axpos or tcomp. */
export const FilterCode = z.string().regex(FILTER_CODE, 'A filter name has 2 to 12 letters');

/** Answers so far: filter code -> value (an Id, or an Inch for inch-matched categories). */
export const Pairs = z
  .record(FilterCode, z.string().max(FILTER_VALUE_MAX))
  .refine((p) => Object.keys(p).length <= FILTER_PAIRS_MAX, 'Too many filters');
export type Pairs = z.infer<typeof Pairs>;

/** The pairs of a filters path ('k=v&k=v', values URI-encoded); null when it is not well formed. */
export function parsePairsPath(query: string): Pairs | null {
  const parts = query.split('&').filter(Boolean);
  if (!parts.length) return null;
  const entries: [string, string][] = [];
  for (const part of parts) {
    const at = part.indexOf('=');
    if (at < 1) return null;
    try {
      entries.push([part.slice(0, at), decodeURIComponent(part.slice(at + 1))]);
    } catch {
      return null;
    }
  }
  // Each value is answered: an empty one makes the path malformed, not "unanswered".
  if (entries.some(([, v]) => !v)) return null;
  const parsed = Pairs.safeParse(Object.fromEntries(entries));
  return parsed.success && entries.length <= FILTER_PAIRS_MAX ? parsed.data : null;
}
