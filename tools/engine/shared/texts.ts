// User-facing texts of the specification, in one place for the engine and the pages.
import { fullStop, markdownText } from './markdown.ts';

export const BRAND = 'ConMet';
/** Customer service number shown in links; a fictional 555 number for the demo catalog. */
export const CUSTOMER_SERVICE_PHONE = '1-800-555-0134';

const RECOMMENDED = {
  hub: ['hub', 'hubs'],
  rotor: ['rotor', 'rotors'],
  drum: ['drum', 'drums'],
  stud: [`${BRAND} Stud`, `${BRAND} Studs`],
} as const;

/**
 * A result list's heading, in the chat and on its page: the spec's 'The following drum is recommended'
 * for one part, the plural for a list (a drum search can list 60).
 */
export function recommendedTitle(kind: keyof typeof RECOMMENDED, count: number): string {
  const [one, many] = RECOMMENDED[kind];
  return count === 1 ? `The following ${one} is recommended` : `The following ${many} are recommended`;
}

export const TEXT = {
  noResultsTitle: 'No results were found.',
  noResultsBody: `The part number you entered is not referenced in this database, please verify that you've entered the correct part number. If you get the same result, please call ${CUSTOMER_SERVICE_PHONE} to speak to a Customer Service Representative.`,
  /** Hub questions that end with nothing (tools/engine/hub-wizard/no-hubs.ts): a link with no answers… */
  hubLinkNoAnswers: 'This link holds no answers to the hub questions: it may have been cut short or changed.',
  /** …or answers no hub has (no number was entered: not the not-referenced text). */
  hubAnswersNoMatch:
    'No hubs match these answers. The link may come from an older catalog, or an answer in it was changed.',
  hubCallUs: `If you cannot find your hub, please call ${CUSTOMER_SERVICE_PHONE} to speak to a Customer Service Representative.`,
  hubRecommended: 'The following hub is recommended',
  hubNoLongerAvailable: 'This hub is no longer available',
  madeToOrder: 'This hub is made-to-order only. Please contact customer service for availability',
  terminated: 'This hub is no longer available. Please contact customer service for options',
  /** A searched hub the display rules leave off its own list (terminated, two or more active beside it). */
  searchedTerminated: (hub: string) =>
    `${hub}, the hub you searched for, is no longer available. The hubs below fit the same wheel end.`,
  homeHeading: 'What are you looking for?',
  warranty: '5 years/500,000 miles',
  /** Under the spindle-nut question (its title asks it; this says what the answer changes, not the question again). */
  spindleNutOffer:
    'This adds the optional spindle nut kit to PreSet hubs; it does not change which hubs fit.',
  /** Results after 'No' to the spindle nut that still list a PreSet Plus hub first: why. */
  spindleNutNoButPreSetPlus:
    'You answered No to the PreSet Plus spindle nut: that leaves out the optional spindle nut kit only. ' +
    'The hubs are the ones that fit your answers, aftermarket hubs first, so a PreSet Plus hub can still lead.',
  stepNotAnswered:
    'That question was not answered in this search, so there is nothing to change. Here is where we are:',
  spindleNutWarranty: 'PreSet Plus, 5 year/500,000 mile warranty',
  trailerRotorSize: `All ${BRAND} Trailer Rotors are 430mm in diameter. Please confirm your rotor size.`,
  unitizedTitle: 'Unitized hubs are not serviceable',
  unitizedBody:
    'Unitized hub assemblies cannot be rebuilt or serviced with replacement components. Please contact your local truck dealer for a replacement unit.',
  splinedPanel: `${BRAND} offers a flat rotor for this hub, or you can continue with the splined rotor.`,
  splined: `Does not offer replacement rotors for Bendix Splined. Complete Hub/rotor assemblies are available.`,
  chooseFlow: 'You can type a part number, or tap one of these to be guided:',
  searchPlaceholder: `Enter a valid ${BRAND} or competitor part number`,
  /** The same ask where a phone leaves no room for the whole sentence. */
  searchPlaceholderShort: `${BRAND} or competitor part number`,
  /** The narrowest screens (180 px): the intro above the box says whose number. */
  searchPlaceholderTiny: 'Part number',
  /** The docked composer beside its arrow on a 180 px screen. */
  searchPlaceholderTiniest: 'Number',
  searchEmpty: `Type ${BRAND} or Competitor assembly number`,
  dropGone:
    'That value is no longer part of this search. Type what you know about the truck, or a part number.',
  loading: 'Loading...',
  noMatches: (text: string) => `No matches for ${text}`,
  /** Above suggestions that are all one character off: none of them is the number typed. */
  nearOnly: (text: string) => `No matches for ${text}. Numbers one character off:`,
  /** Words and a number ('freightliner 12345') when the number is no part number: the words lead. */
  /** Each number named on its own ('No part number is **99999977** or **99999988**'), as text. */
  numberNotFoundWordsLead: (numbers: readonly string[]) =>
    `No part number is ${numbers.map((n) => `**${markdownText(n)}**`).join(' or ')}, so I went by your other words.`,
  /** A warranty asked with the hub's words: no question asks it, so what carries which warranty is said. */
  warrantyAsked:
    "A warranty comes with the hub, so no question asks for it: PreSet Plus hubs carry **5 years/500,000 miles**, and each hub's card says its own.",
  /** PreSet or Conventional asked with the hub's words: the results show both, so no question asks it. */
  hubKindAsked:
    'The results show PreSet and Conventional hubs side by side (PreSet Plus among the PreSet ones), so no question asks which kind.',
  studCountLeftOut: (count: string) =>
    `None of these questions asks how many studs, so I left **${count}** out.`,
  /** A stud count beside the sizes of a part whose sizes hold none ('rotor 15 in 10 stud'). */
  studCountNotMeasured: (count: string) =>
    `These sizes do not include a stud count, so I matched them without **${count}**.`,
  /** Words typed at a question, taken as one of its buttons. */
  typedAsOption: (typed: string, label: string) =>
    `I took **${markdownText(typed.slice(0, 60))}** as **${markdownText(label)}**${fullStop(label)}`,
} as const;

/** The two truck makers some hubs are exclusive to. */
export const EXCLUSIVE_MAKERS = { meritor: 'Meritor', volvo: 'Volvo' } as const;
export type ExclusiveMaker = (typeof EXCLUSIVE_MAKERS)[keyof typeof EXCLUSIVE_MAKERS];

/** Texts of the classic pages that the engine may show as well. */
export const PAGE_TEXT = {
  menuTitle: 'More Information',
  choosePathQuestion: 'Do you know your hub assembly number?',
  choosePathOptions: [
    { label: 'Yes I know it', route: '/hub/search' },
    { label: 'No help me find it', route: '/hub/find-assembly' },
    { label: 'No proceed without the number', route: '/hub/truck-type' },
    { label: 'Yes I want to compare two assemblies', route: '/hub/compare-hub' },
  ],
  readMore: 'Read more',
  knowNumberNow: 'I know my number now',
  proceedWithout: 'No proceed without the number',
  /** A wizard page's link whose answer to this question is none of its answers here (edited, or older). */
  linkAnswerUnknown: (question: string, value: string) =>
    `The link's answer to ${question}, “${value}”, is not one of this question's answers here: choose it again.`,
  contactCustomerService: 'Contact customer service',
  partsChoosePathHeading: 'What are you looking for?',
  hubComponentsByAssembly: 'Hub Components by Assembly',
  exclusiveTo: (maker: ExclusiveMaker) => `The entered hub is exclusive to ${maker}.`,
  exclusiveContact: (maker: ExclusiveMaker) => `Please contact ${maker} for service enquiries.`,
  emailProductTitle: 'Email Product',
  invalidEmail: 'Invalid Email Address',
  footerNotice: `Wheel hubs are safety-critical parts: always verify the part number and fitment before installation.`,
  disclaimerTitle: 'Disclaimer',
  disclaimer: [
    `This application is a guide, not a complete list. It does not cover every hub, drum, rotor, stud or component that ${BRAND} makes or that fits a given vehicle, and the catalog changes over time.`,
    'Every answer shown here depends on the information you enter and on the data available when you ask. Before ordering or installing, check the part number against the part itself, the vehicle and the current service literature, and ask customer service when anything does not match.',
    `Wheel hubs and their components are safety-critical. A wrong part or a wrong installation can cause a wheel-end failure and serious injury. Installation and service must be done by trained technicians following ${BRAND}'s procedures and torque specifications.`,
  ],
} as const;
