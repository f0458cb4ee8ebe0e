// Every number the chat and the pages print goes through here, so both read the same: one rounding rule,
// inches up to three decimals (3.375 stays 3.375), millimetres always with their unit, the diameter sign
// only on diameters, and '-' for a missing value.

export const DASH = '-';

/**
 * Rounds half away from zero on the number as written: 15.35 -> 15.4 and 3.375 -> 3.38 at every place,
 * where `toFixed` would round on the binary value (15.35 is stored as 15.3499…, so toFixed(1) gives 15.3).
 */
export function roundTo(n: number, decimals: number): number {
  if (!Number.isFinite(n)) return n;
  const written = String(Math.abs(n));
  const shifted = written.includes('e') ? Math.abs(n) * 10 ** decimals : Number(`${written}e${decimals}`);
  const rounded = Number(`${Math.round(shifted)}e-${decimals}`);
  return n < 0 ? -rounded : rounded;
}

/** A measure with at most `max` decimals and no trailing zeros (3.375, 8.78, 430). */
export function decimal(n: number, max = 3): string {
  return String(roundTo(n, max));
}

/** A measure with exactly `decimals` decimals (the bearing sizes: 2). */
export function fixed(n: number, decimals: number): string {
  return roundTo(n, decimals).toFixed(decimals);
}

type Maybe = number | null | undefined;
const missing = (n: Maybe): n is null | undefined => n == null || !Number.isFinite(n);

/** A number in a column whose label names the unit ('Width (in.)', 'Weight (lbs.)'): 3.375. */
export const measure = (n: Maybe, max = 3) => (missing(n) ? DASH : decimal(n, max));
export const inchNumber = (n: Maybe) => measure(n);
/** Inches with the inch mark: 3.375". */
export const inches = (n: Maybe) => (missing(n) ? DASH : `${decimal(n)}"`);
/** Inches to two decimals (bearing Id/Od/Width, spec section 2): 3.38. */
export const inches2 = (n: Maybe) => (missing(n) ? DASH : fixed(n, 2));
/** Millimetres, always with their unit: 430 mm. */
export const millimetres = (mm: Maybe) => (missing(mm) ? DASH : `${decimal(mm, 1)} mm`);
/** Inches with millimetres beside them: 3.375" [86 mm]. */
export const inchesWithMm = (n: Maybe, mm: number) =>
  missing(n) ? DASH : `${inches(n)} [${millimetres(mm)}]`;
/** A length as an option label (no diameter sign): 6.5 inch. */
export const lengthLabel = (n: Maybe, max = 3) => (missing(n) ? DASH : `${decimal(n, max)} inch`);
/** A diameter as an option label: ⌀ 8.78 inch. */
export const diameterLabel = (n: Maybe, max = 3) => (missing(n) ? DASH : `⌀ ${decimal(n, max)} inch`);
/** A weight in pounds: 52.5 Lbs. */
export const pounds = (n: Maybe) => (missing(n) ? DASH : `${decimal(n, 1)} Lbs`);
/** A whole count ('Number of Bolt Holes'). */
export const count = (n: Maybe) => (missing(n) ? DASH : String(Math.round(n)));

export const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

/** A list in the chat shows at most this many rows; the rest are on its page ('12 of 19'). */
export const CHAT_LIST_LIMIT = 12;

/** The rows a chat list shows and how many there are in all. */
export function listed<T>(all: readonly T[], limit = CHAT_LIST_LIMIT): { shown: T[]; total: number } {
  return { shown: all.slice(0, limit), total: all.length };
}

/** '12 of 19' when a list is cut, null when it is shown whole. */
export function listCountText(shown: number, total: number): string | null {
  return total > shown ? `${shown} of ${total}` : null;
}
