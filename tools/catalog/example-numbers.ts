// Example numbers for help texts, taken from the catalog being served (never written into code): two
// maker hub assembly numbers that have details, and one competitor hub number, with its brand name, that
// number search finds and that interchanges with a maker hub that has details. Picked deterministically
// (lowest numbers first) and computed once per number index, so a rebuilt catalog gets fresh examples.
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { hubAssemblies } from '../../server/data/db/schema.ts';
import { type NumberIndex, numberIndex } from '../../server/data/number-index.ts';
import { OWN_BRAND_ID } from '../part-number/own-brand.ts';
import { PART_TYPE } from '../part-number/part-types.ts';
import { defineTool, Status, type ToolContext } from '../tool.ts';
import { HubNumber } from './hub-assembly-details.ts';
import { rankedHits, SEARCH_LIMIT } from './search-part-numbers.ts';

/** Candidates read from the index per kind; the first that pass the checks are the examples. */
const CANDIDATES = 200;

export const CompetitorExample = z.object({
  /** The brand name as the catalog spells it ('Webb'): typed before the number it restricts the search. */
  CompetitorName: z.string(),
  CompetitorPartNumber: z.string(),
  /** The maker hub assembly number it interchanges with. */
  PartNumber: z.string(),
});

export const ExampleNumbersOutput = z.object({
  /** OK when any example was found; ZERO_RESULTS when the catalog has no hub assemblies to show. */
  Status: z.enum([Status.OK, Status.ZERO_RESULTS]),
  /** Up to two maker hub assembly numbers with details (two: enough for a compare example). */
  HubAssemblyNumbers: z.array(z.string()).max(2),
  /** A competitor hub assembly number that finds a maker hub; null when the catalog has none. */
  Competitor: CompetitorExample.nullable(),
});
export type ExampleNumbers = z.infer<typeof ExampleNumbersOutput>;

const answers = new WeakMap<NumberIndex, Promise<ExampleNumbers>>();

/** The examples of the catalog behind `ctx`: computed once per index, shared by every caller. */
export async function exampleNumbersOf(ctx: ToolContext): Promise<ExampleNumbers> {
  const index = await numberIndex(ctx.db);
  let answer = answers.get(index);
  if (!answer) {
    answer = pick(ctx, index);
    answers.set(index, answer);
    // A failed read is not remembered: the next caller tries again.
    answer.catch(() => answers.delete(index));
  }
  return answer;
}

async function pick(ctx: ToolContext, index: NumberIndex): Promise<ExampleNumbers> {
  const hubRows = index.startingWith('', { partTypeId: PART_TYPE.hubAssembly }, CANDIDATES);
  const makerRows = hubRows.filter(
    (r) => r.competitorId === OWN_BRAND_ID && HubNumber.safeParse(r.partNumber).success,
  );
  const otherRows = hubRows.filter((r) => r.competitorId !== OWN_BRAND_ID && r.competitorName.trim() !== '');
  const wanted = [
    ...new Set([...makerRows.map((r) => r.partNumber), ...otherRows.map((r) => r.makerPartNumber)]),
  ];
  const withDetails = new Set(
    wanted.length
      ? (
          await ctx.db
            .select({ n: hubAssemblies.hubAssemblyNumber })
            .from(hubAssemblies)
            .where(inArray(hubAssemblies.hubAssemblyNumber, wanted))
        ).map((r) => r.n)
      : [],
  );
  const HubAssemblyNumbers = [
    ...new Set(makerRows.map((r) => r.partNumber).filter((n) => withDetails.has(n))),
  ].slice(0, 2);
  // The competitor example is typed as 'Brand number': it must come back first, as that very row.
  const competitor = otherRows.find((r) => {
    if (!withDetails.has(r.makerPartNumber)) return false;
    const [first] = rankedHits(index, `${r.competitorName} ${r.partNumber}`, {}, SEARCH_LIMIT);
    return first?.id === r.id && first.rank === 'exact';
  });
  return {
    Status: HubAssemblyNumbers.length || competitor ? Status.OK : Status.ZERO_RESULTS,
    HubAssemblyNumbers,
    Competitor: competitor
      ? {
          CompetitorName: competitor.competitorName,
          CompetitorPartNumber: competitor.partNumber,
          PartNumber: competitor.makerPartNumber,
        }
      : null,
  };
}

export const exampleNumbers = defineTool({
  name: 'exampleNumbers',
  description:
    'Example numbers from the catalog for help texts: two maker hub assembly numbers with details and one ' +
    'competitor hub assembly number (with its brand name) that number search finds.',
  input: z.object({}),
  output: ExampleNumbersOutput,
  async execute(_input, ctx) {
    return exampleNumbersOf(ctx);
  },
});
