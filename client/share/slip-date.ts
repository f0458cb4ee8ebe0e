// The counter slip's date.

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * 'November 26, 2026', as en-US writes a long date. Not toLocaleDateString: the page's first Intl date
 * format loads the locale data, one long task after the first screen on a details page (issue 17).
 */
export function slipDate(d: Date): string {
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}
