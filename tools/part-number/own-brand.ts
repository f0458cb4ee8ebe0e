// The maker's own brand among the interchange brands (competitors): its numbers rank first in searches.
// A module of its own, free of server imports, because the client's number routing needs it too.

/** Competitor id of the maker's own part numbers. */
export const OWN_BRAND_ID = 1;
