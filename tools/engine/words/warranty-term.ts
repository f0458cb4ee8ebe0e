// A warranty's term in typed words, read out before sizes and numbers are read (pure).

/**
 * A warranty's term ('5 year', '5-yr', '500,000 mile', '500k miles', '5 years/500,000 miles'): what a hub
 * comes with, never a part number ('steer hub 5 year warranty' read '5 warranty' as one).
 */
export const WARRANTY_TERM =
  /(?<![\w.,])(?:\d{1,2}\s*-?\s*(?:years?|yrs?)\b(?:\s*(?:\/|and|or)?\s*(?:\d{1,3}(?:,\d{3})+|\d{2,3}\s*k)\s*-?\s*(?:miles?|mi)\b)?|(?:\d{1,3}(?:,\d{3})+|\d{2,3}\s*k)\s*-?\s*(?:miles?|mi)\b)/gi;
