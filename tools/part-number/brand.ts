// A brand word before the number ('webb 66864', 'gunite-3600', 'Dana Spicer 1234') restricts a search to that brand.

export type Brand = { id: number; name: string };
export type BrandQuery = { brand: Brand; number: string };

const SEPARATOR = String.raw`[\s\-./\\_:#]`;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A brand name as a pattern: case-insensitive, its words joined by any run of separators (or none). */
function brandPattern(name: string): RegExp {
  const words = name
    .trim()
    .split(/[\s\-./\\_]+/)
    .filter(Boolean)
    .map(escapeRegExp);
  // The brand must be followed by a separator or run straight into a digit ('webb66864'), never into a
  // letter, so that a number which merely starts with a brand's letters is not cut apart.
  return new RegExp(`^\\s*${words.join(`${SEPARATOR}*`)}(?:${SEPARATOR}+|(?=\\d))(.+)$`, 'iu');
}

/**
 * Splits off a leading brand name. The longest matching name wins ('Dana Spicer' over a brand 'Dana'),
 * and only when something is left to search for.
 */
export function parseBrandQuery(text: string, brands: readonly Brand[]): BrandQuery | null {
  const clean = text.normalize('NFKC');
  for (const { brand, pattern } of patternsOf(brands)) {
    const rest = pattern.exec(clean)?.[1]?.trim();
    if (rest && /[\p{L}\p{N}]/u.test(rest)) return { brand, number: rest };
  }
  return null;
}

type BrandPattern = { brand: Brand; pattern: RegExp };

/** Compiled once per brand list (the number index keeps one list until it is rebuilt). */
const compiled = new WeakMap<readonly Brand[], readonly BrandPattern[]>();

/** The brands with a name, longest name first, each with its pattern. */
function patternsOf(brands: readonly Brand[]): readonly BrandPattern[] {
  let list = compiled.get(brands);
  if (!list) {
    list = [...brands]
      .sort((a, b) => b.name.length - a.name.length)
      .filter((b) => b.name.trim())
      .map((brand) => ({ brand, pattern: brandPattern(brand.name) }));
    compiled.set(brands, list);
  }
  return list;
}
