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
  warranty: '5 years/500,000 miles',
  spindleNutOffer: `Upgrade to a PreSet Plus spindle nut: 5 year/500,000 mile warranty on PreSet hubs.`,
  spindleNutWarranty: 'PreSet Plus, 5 year/500,000 mile warranty',
  trailerRotorSize: `All ${BRAND} Trailer Rotors are 430mm in diameter. Please confirm your rotor size.`,
  unitizedTitle: 'Unitized hubs are not serviceable',
  unitizedBody:
    'Unitized hub assemblies cannot be rebuilt or serviced with replacement components. Please contact your local truck dealer for a replacement unit.',
  splined: `Does not offer replacement rotors for Bendix Splined. Complete Hub/rotor assemblies are available.`,
  exclusive: (maker: string) => [
    `The entered hub is exclusive to ${maker}.`,
    `Please contact ${maker} for service enquiries.`,
  ],
  chooseFlow: 'You can type a part number, or tap one of these to be guided:',
  searchPlaceholder: `Enter a valid ${BRAND} or competitor part number`,
  searchEmpty: `Type ${BRAND} or Competitor assembly number`,
  loading: 'Loading...',
  noMatches: (text: string) => `No matches for ${text}`,
} as const;
