// How many answers a filter link may carry, and how long each may be: plain constants, so the pages that
// read links without the schema (the parts flows) keep to the same limits without loading zod.

/** At most this many answers travel together (a flow asks far fewer questions). */
export const FILTER_PAIRS_MAX = 40;
/** A value's longest text: an Id or an Inch, with room for the flows' text answers. */
export const FILTER_VALUE_MAX = 40;
