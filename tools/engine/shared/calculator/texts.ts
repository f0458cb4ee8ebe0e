// Calculator texts of the specification (headers, downtime examples, benefits, email messages) in one place.

export const CALCULATOR_TEXT = {
  headerChoose: 'Calculators',
  headerPreset: 'PreSet vs. Conventional Calculator',
  headerReplace: 'Replace Calculator',
  sendingEmail: 'Sending Email...',
  emailFailed: 'We were unable to send the email. Please try again later',
  /** The email step of a calculation not finished (or none at all): said, with a way to the step to do. */
  nothingToEmail: 'There is nothing to email yet.',
  /**
   * A calculation the server no longer has (expired, ended by Start Again, or never was): on a link to it,
   * and on any step whose save or email finds it gone, instead of the register step or 'try again later'.
   */
  calculationGone:
    'This calculation is no longer available. Calculations are kept for 30 days after their last change, and Start Again ends them.',
  startAgain: 'Start Again',
  /**
   * The confirmation step opened by its link, not after a send here: it claims neither that an email went
   * out nor that none did (one may have been sent from another tab or device), and leads to the results.
   */
  notSentTitle: 'Your results',
  /** The confirmation's title when the email waits in the outbox ('Email Sent' would say what did not happen). */
  storedTitle: 'Email Not Sent Yet',
  notSent:
    'This page cannot show an email sent from another tab or device. Your results are a step away, and you can email them from there:',
  showResults: 'Show the results',
  /** The confirmation opened on a device where no calculation was started: what it cannot show. */
  noResultsYet: 'There are no results to show or email yet.',
  emailResults: 'Email the results',
} as const;

/**
 * The confirmation page's title: 'Email Sent' only after a send in this visit that went out; an email kept
 * in the outbox is said not sent yet; opened by its link, nothing is claimed.
 */
export function confirmationTitle(delivery: string | undefined, sentTitle: string): string {
  if (!delivery) return CALCULATOR_TEXT.notSentTitle;
  return delivery === 'stored' ? CALCULATOR_TEXT.storedTitle : sentTitle;
}

/**
 * What the confirmation says after a send, in the chat and on the page: 'stored' is an email kept in the
 * outbox because this server has no mail service set up (it goes out once one is, not 'shortly').
 */
export function sentText(delivery: 'sent' | 'stored' | 'sending' | undefined, recipient?: string): string {
  const to = recipient ? ` to ${recipient.slice(0, 254)}` : '';
  return delivery === 'stored'
    ? `Thank you. Your results are saved, but this site is not sending email at the moment: they will be emailed${to} once it is. To have them now, print the results page or copy its link.`
    : `Thank you. Your results have been emailed${to}.`;
}

/** Downtime cost examples per hour, shown as placeholders on the downtime step. */
export const DOWNTIME_PLACEHOLDERS = [
  { operation: 'Regional dry haul', perHour: '$75-$85' },
  { operation: 'Long-haul dry', perHour: '$100-$120' },
  { operation: 'Long-haul refrigerated', perHour: '$120-$180' },
  { operation: 'Chemicals', perHour: '$270+' },
  { operation: 'Refuse', perHour: '$225+' },
] as const;

/** The three benefits listed with every result; the descriptions are ours. */
export const BENEFITS = [
  {
    title: 'Maximize Uptime',
    text: 'A preassembled, preadjusted hub goes on in about an hour, so the truck is back on the road sooner.',
  },
  {
    title: 'Extended Warranty',
    text: 'PreSet hubs with a PreSet Plus spindle nut carry a 5 years/500,000 miles warranty.',
  },
  {
    title: 'Simplified Process',
    text: 'No bearing adjustment, no separate bearings and seal to source: one part number, one torque procedure.',
  },
] as const;
