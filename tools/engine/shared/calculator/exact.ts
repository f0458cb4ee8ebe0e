// Exact decimal arithmetic for money: inputs are read as the decimals the user typed, products are
// rounded to whole cents once, half away from zero. Floating point would round 72095.01 x 36.5 down.

type Decimal = { n: bigint; scale: number };

/** The decimal a JS number prints as (1.005 -> 1005 / 10^3). */
function decimal(x: number): Decimal {
  if (!Number.isFinite(x)) throw new RangeError(`Not a finite number: ${x}`);
  if (Math.abs(x) >= 1e21) return { n: BigInt(x), scale: 0 }; // integral at this size
  const text = Math.abs(x) < 1e-6 ? x.toFixed(20) : String(x);
  const negative = text.startsWith('-');
  const [int = '0', frac = ''] = text.replace('-', '').split('.');
  const n = BigInt(int + frac);
  return { n: negative ? -n : n, scale: frac.length };
}

const pow10 = (k: number) => 10n ** BigInt(k);

/** num / den rounded half away from zero, as a number of cents. */
function roundDiv(num: bigint, den: bigint): number {
  const negative = num < 0n !== den < 0n;
  const a = num < 0n ? -num : num;
  const b = den < 0n ? -den : den;
  const q = (2n * a + b) / (2n * b);
  return Number(negative ? -q : q);
}

/** Whole cents of a dollar amount. */
export function cents(dollars: number): number {
  const d = decimal(dollars);
  return roundDiv(d.n * 100n, pow10(d.scale));
}

/** Whole cents of (a - b) x factor, computed exactly before the one rounding. */
export function centsOfProduct(a: number, factor: number, minus = 0): number {
  const x = decimal(a);
  const y = decimal(minus);
  const f = decimal(factor);
  const scale = Math.max(x.scale, y.scale);
  const diff = x.n * pow10(scale - x.scale) - y.n * pow10(scale - y.scale);
  return roundDiv(diff * f.n * 100n, pow10(scale + f.scale));
}

/** Whole cents of `percent` % of an amount given in cents. */
export function percentOfCents(amountCents: number, percent: number): number {
  const p = decimal(percent);
  return roundDiv(BigInt(amountCents) * p.n, 100n * pow10(p.scale));
}
