// The batch limit of POST /api/events, apart from the event schemas: the client's sender needs only this
// number, and importing it from the schemas would put zod on every page's first load.

/** Most events one request may carry; the client flushes before a batch grows past it. */
export const MAX_BATCH = 50;
