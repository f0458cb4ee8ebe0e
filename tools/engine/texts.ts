// User-facing texts of the specification, in one place for the engine and the pages.

export const BRAND = 'ConMet';
/** Customer service number shown in links; a fictional 555 number for the demo catalog. */
export const CUSTOMER_SERVICE_PHONE = '1-800-555-0134';

export const TEXT = {
  noResultsTitle: 'No results were found.',
  noResultsBody: `The part number you entered is not referenced in this database, please verify that you've entered the correct part number. If you get the same result, please call ${CUSTOMER_SERVICE_PHONE} to speak to a Customer Service Representative.`,
  hubRecommended: 'The following hub is recommended',
  hubNoLongerAvailable: 'This hub is no longer available',
  madeToOrder: 'This hub is made-to-order only. Please contact customer service for availability',
  terminated: 'This hub is no longer available. Please contact customer service for options',
  homeHeading: 'What are you looking for?',
  searchPlaceholder: `Enter a valid ${BRAND} or competitor part number`,
  searchEmpty: `Type ${BRAND} or Competitor assembly number`,
  loading: 'Loading...',
  noMatches: (text: string) => `No matches for ${text}`,
} as const;
