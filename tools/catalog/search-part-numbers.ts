// Number search over every maker and competitor number: the matching rules shared by all search calls.
//
// Rules, in order: the text is normalized (case, spaces, dashes, dots, slashes ignored); a leading brand
// name ('webb 66864') restricts the search to that brand; exact matches rank first, then numbers that
// start with the text, and only when neither exists, near misses (one character wrong, missing or
// extra, or two neighbours swapped). Within each rank the maker's own numbers (competitor 1) come first. At most 25 results.
// The numbers live in an in-memory index (server/data/number-index.ts), so a search runs no database query.
import { z } from 'zod';
import {
  type IndexedNumber,
  type NumberFilter,
  type NumberIndex,
  numberIndex,
} from '../../server/data/number-index.ts';
import { parseBrandQuery } from '../part-number/brand.ts';
import {
  NEAR_MISS_MAX_LENGTH,
  NEAR_MISS_MIN_LENGTH,
  oneEditVariantsWhere,
  transpositionsWhere,
} from '../part-number/near-miss.ts';
import { normalizePartNumber } from '../part-number/normalize.ts';
import { NUMBER_WORDS } from '../part-number/number-in-text.ts';
import { SEARCH_TEXT_MAX } from '../part-number/search-text.ts';
import { defineTool, listAnswer, listOf, type ToolContext } from '../tool.ts';
import { RepeatCache } from './repeat-cache.ts';

export const SEARCH_LIMIT = 25;

export type MatchRank = 'exact' | 'prefix' | 'near';

export type NumberHit = IndexedNumber & { rank: MatchRank };

export type SearchScope = {
  /** Only numbers of this part type (115: hub assemblies). */
  partTypeId?: number;
  /** Only the maker's own numbers (compare picker, parts search). */
  makerOnly?: boolean;
};

type Query = { needle: string; competitorId: number | null };

const PREFIX_RANKS = { exact: 'exact', prefix: 'prefix' } as const satisfies Record<string, MatchRank>;

/**
 * Exact and prefix matches, cut at `limit` by the index and already in answer order: exact before prefix
 * (before near misses), the maker's numbers first, then by number, brand id and id.
 */
function exactOrPrefix(index: NumberIndex, q: Query, filter: NumberFilter, limit: number): NumberHit[] {
  return index.firstStartingWith<MatchRank>(q.needle, filter, limit, PREFIX_RANKS);
}

/** The first `limit` numbers one edit away, looked up by equality in the index (no similarity scan). */
function nearMisses(index: NumberIndex, q: Query, filter: NumberFilter, limit: number): NumberHit[] {
  if (q.needle.length < NEAR_MISS_MIN_LENGTH || q.needle.length > NEAR_MISS_MAX_LENGTH) return [];
  if (!/^[0-9A-Z]+$/.test(q.needle)) return [];
  // The one-edit variants are kept by what the index summarises of its numbers alone (the characters at
  // each position, the Bloom filter's hash): the lookup below is what tells a held number, so asking
  // `holds` first would search the index twice for each.
  const variants = new Set([
    ...oneEditVariantsWhere(q.needle, () => true, {
      hash: index.heldHash,
      alphabet: index.alphabetFor(filter),
    }),
    ...transpositionsWhere(q.needle, (v) => index.holds(v)),
  ]);
  return index.firstEqualToAny<MatchRank>([...variants], filter, limit, 'near');
}

/** Answers kept per index: autocomplete traffic repeats itself (every keystroke of every user). */
export const ANSWER_CACHE_SIZE = 5_000;
/** An answer is kept when its text comes again within about this many texts not answered from the cache. */
export const ANSWER_REPEAT_WINDOW = 1_024;

/**
 * The recent answers of each index. A rebuilt index (the catalog changed) is a new object with an empty
 * cache, so an answer never outlives the catalog it was read from.
 */
const answerCaches = new WeakMap<NumberIndex, RepeatCache<readonly NumberHit[]>>();

/**
 * What decides an answer besides the index: scope, limit and the text up to ASCII case (the brand
 * patterns ignore case, numbers are upper-cased). Separators stay: they decide where a brand word ends.
 */
function answerKey(text: string, scope: SearchScope, limit: number): string {
  const folded = /^[\x20-\x7e]*$/.test(text) ? text.toUpperCase() : text;
  return `${scope.partTypeId ?? ''}|${scope.makerOnly ? 'm' : ''}|${limit}|${folded}`;
}

/** Runs the matching rules for `text` and returns the ranked hits (at most `limit`). */
export async function searchNumbers(
  ctx: ToolContext,
  text: string,
  scope: SearchScope = {},
  limit = SEARCH_LIMIT,
): Promise<NumberHit[]> {
  const index = await numberIndex(ctx.db);
  let cache = answerCaches.get(index);
  if (!cache) {
    cache = new RepeatCache(ANSWER_CACHE_SIZE, ANSWER_REPEAT_WINDOW);
    answerCaches.set(index, cache);
  }
  const key = answerKey(text, scope, limit);
  const kept = cache.get(key);
  if (kept) return [...kept];
  const hits = rankedHits(index, text, scope, limit);
  // a kept answer is handed to every later caller: none may change it for the next
  if (cache.offer(key, hits)) for (const hit of hits) Object.freeze(hit);
  return [...hits];
}

/** The matching rules on one index, without the answer cache (searchNumbers caches what this returns). */
export function rankedHits(index: NumberIndex, text: string, scope: SearchScope, limit: number): NumberHit[] {
  const literal = normalizePartNumber(text.slice(0, SEARCH_TEXT_MAX));
  if (!literal) return [];
  const branded = /[A-Za-z]/.test(text) ? parseBrandQuery(text, index.brands) : null;
  const queries: Query[] = [];
  if (branded) {
    const needle = normalizePartNumber(branded.number);
    if (needle) queries.push({ needle, competitorId: branded.brand.id });
  }
  // The whole text as a number too: when the brand reading finds nothing, the words may be the number.
  queries.push({ needle: literal, competitorId: null });

  for (const q of queries) {
    const filter: NumberFilter = { ...scope, competitorId: q.competitorId };
    const hits = exactOrPrefix(index, q, filter, limit);
    if (hits.length) return hits;
    const near = nearMisses(index, q, filter, limit);
    if (near.length) return near;
  }
  // Found nothing as typed: the words a mechanic puts around a number ('hub 10300364', 'p/n 10300364',
  // '#10300364', '30008F webb') are taken off, a brand named after the number put before it, once.
  const bare = withoutNumberWords(text);
  return bare && bare !== text ? rankedHits(index, bare, scope, limit) : [];
}

/**
 * `text` without the words around a number, a trailing brand word moved before it ('30008F webb' →
 * 'webb 30008F'); null when nothing was taken off or nothing is left.
 */
function withoutNumberWords(text: string): string | null {
  const words = withoutQuantity(
    text
      .normalize('NFKC')
      .split(/\s+/)
      .map((w) => w.replace(/^#+/, '').replace(/[,.;:!?]+$/, ''))
      .filter((w) => w && !NUMBER_WORDS.test(w)),
  );
  if (!words.length) return null;
  const numbered = words.findIndex((w) => /\d/.test(w));
  // a single word after the number that has no digit is a brand named after it
  if (numbered === 0 && words.length === 2 && !/\d/.test(words[1] as string))
    return `${words[1]} ${words[0]}`;
  return words.join(' ');
}

/** A quantity's marker: 'x', 'qty', 'pcs', 'each', or one joined to its count ('x2', '2x', '(2)'). */
const QUANTITY_MARK = /^(?:x|×|qty|pcs?|ea|each)$/i;
const QUANTITY_JOINED = /^(?:[x×]\d{1,3}|\d{1,3}[x×]|\(\d{1,3}\))$/i;
const COUNT = /^\d{1,3}$/;
/** The fewest characters the number beside a quantity has (catalog numbers have five and more). */
const QUANTITY_NUMBER_MIN = 5;

/**
 * Words without the quantity an order line puts beside a number ('10082209 x 2', '2x 10082209',
 * '10082209 qty 4'): a marker and a count of at most three digits next to it. Kept when nothing else holds
 * a digit, so a short number typed alone is still searched.
 */
function withoutQuantity(words: string[]): string[] {
  const drop = new Set<number>();
  words.forEach((w, i) => {
    if (QUANTITY_JOINED.test(w)) drop.add(i);
    if (!QUANTITY_MARK.test(w)) return;
    drop.add(i);
    if (COUNT.test(words[i + 1] ?? '')) drop.add(i + 1);
    else if (COUNT.test(words[i - 1] ?? '')) drop.add(i - 1);
  });
  const kept = words.filter((_, i) => !drop.has(i));
  // what is left is a part number's length, not a size's figure ('16.5 x 7' is no 16.5 twice seven)
  return normalizePartNumber(kept.join('')).length >= QUANTITY_NUMBER_MIN ? kept : words;
}

export const PartNumberMatch = z.object({
  CompetitorName: z.string(),
  CompetitorPartNumber: z.string(),
  CompetitorInterchangesId: z.number().int(),
  CompetitorId: z.number().int(),
  PartTypeId: z.number().int(),
});
export type PartNumberMatch = z.infer<typeof PartNumberMatch>;

export const SearchInput = z.object({ text: z.string().trim().min(1).max(SEARCH_TEXT_MAX) });

export const searchPartNumbers = defineTool({
  name: 'searchPartNumbers',
  description:
    'Find maker and competitor part numbers of any part type matching typed text. Case, spaces, dashes, ' +
    'dots and slashes are ignored; a leading brand name restricts to that brand; exact matches first, then ' +
    'numbers starting with the text, then (only if nothing else) numbers one character off; maker numbers first.',
  input: SearchInput,
  output: listOf(PartNumberMatch),
  async execute({ text }, ctx) {
    return listAnswer((await searchNumbers(ctx, text)).map(partNumberMatch));
  },
});

function partNumberMatch(h: NumberHit): PartNumberMatch {
  return {
    CompetitorName: h.competitorName,
    CompetitorPartNumber: h.partNumber,
    CompetitorInterchangesId: h.id,
    CompetitorId: h.competitorId,
    PartTypeId: h.partTypeId,
  };
}

/** A match with the maker part number it interchanges with (the assistant's answer needs both). */
export const PartNumberLink = PartNumberMatch.extend({
  /** The maker's own part number the matched number interchanges with. */
  PartNumber: z.string(),
  /** How the number matched the text: it, a number starting with it, or one character off. */
  Rank: z.enum(['exact', 'prefix', 'near']),
});
export type PartNumberLink = z.infer<typeof PartNumberLink>;

/**
 * searchPartNumbers for the assistant: the same matches, each with its maker part number, which the
 * index already holds, so answering a typed number needs no second lookup, and how it matched (only the
 * number itself is answered as found). The public route keeps the shape of searchPartNumbers.
 */
export const searchPartNumberLinks = defineTool({
  name: 'searchPartNumberLinks',
  description:
    'The matches of searchPartNumbers, each with the maker part number it interchanges with (PartNumber).',
  input: SearchInput,
  output: listOf(PartNumberLink),
  async execute({ text }, ctx) {
    const hits = await searchNumbers(ctx, text);
    return listAnswer(
      hits.map((h) => ({ ...partNumberMatch(h), PartNumber: h.makerPartNumber, Rank: h.rank })),
    );
  },
});
