// Calculator texts of the specification (headers, downtime examples, benefits, email messages) in one place.

export const CALCULATOR_TEXT = {
  headerChoose: 'Calculators',
  headerPreset: 'PreSet vs. Conventional Calculator',
  headerReplace: 'Replace Calculator',
  sendingEmail: 'Sending Email...',
  emailFailed: 'We were unable to send the email. Please try again later',
  startAgain: 'Start Again',
} as const;

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
