// Dollar amounts as the calculators show them, for tests that compute the expected figures themselves.

/** '$1,234.50', computed independently of the app's formatter. */
export function money(n: number): string {
  const [int = '0', dec = '00'] = (Math.round(n * 100) / 100).toFixed(2).split('.');
  return `$${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${dec}`;
}
