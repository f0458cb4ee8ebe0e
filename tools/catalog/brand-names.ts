// The brand names the catalog lists numbers under: what a word beside a typed number is read against
// (tools/part-number/typed-brand.ts), by the chat and by the number boxes (GET /api/v15/brands). Read from
// the number index, so it follows every catalog import and costs no database query.
import { z } from 'zod';
import { numberIndex } from '../../server/data/number-index.ts';
import { defineTool, listAnswer, listOf } from '../tool.ts';

export const brandNames = defineTool({
  name: 'brandNames',
  description:
    'Every brand name the number search knows (the maker and each competitor), sorted: a brand word typed ' +
    'beside a number is read against these.',
  input: z.object({}),
  output: listOf(z.string()),
  async execute(_input, ctx) {
    return listAnswer(sortedNames(await numberIndex(ctx.db)));
  },
});

type Index = Awaited<ReturnType<typeof numberIndex>>;
/** Sorted once per index (a catalog import builds a new one): the chat asks on every number beside words. */
const sorted = new WeakMap<Index, readonly string[]>();

function sortedNames(index: Index): string[] {
  let names = sorted.get(index);
  if (!names) {
    const all = index.brands.map((b) => b.name.trim()).filter(Boolean);
    names = Object.freeze([...new Set(all)].sort((a, b) => a.localeCompare(b, 'en')));
    sorted.set(index, names);
  }
  return [...names];
}
