// A small seeded PRNG (mulberry32) and helpers: the same seed always gives the same catalog.

export type Random = {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(xs: readonly T[]) => T;
  chance: (p: number) => boolean;
  digits: (n: number) => string;
  letter: (alphabet?: string) => string;
};

export function createRandom(seed: number): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]): T => {
    if (!xs.length) throw new Error('pick from an empty list');
    return xs[Math.floor(next() * xs.length)] as T;
  };
  return {
    next,
    int,
    pick,
    chance: (p) => next() < p,
    digits: (n) => Array.from({ length: n }, (_, i) => String(i === 0 ? int(1, 9) : int(0, 9))).join(''),
    letter: (alphabet = 'ABCDEFGHJKLMNPRSTUVWXYZ') => alphabet.charAt(int(0, alphabet.length - 1)),
  };
}

/** Rounds to a fixed number of decimals so numbers print the same way on every run. */
export function round(value: number, decimals = 2): number {
  return Number(value.toFixed(decimals));
}

export const MM_PER_INCH = 25.4;
export const mm = (inch: number) => Math.round(inch * MM_PER_INCH);
