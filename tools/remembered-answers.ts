// The engine's answers read from the catalog through SQL (a number's interchange record, a drum, a kit, a
// seal, ...), kept per catalog: on PGlite each such read costs milliseconds of the one core the server
// has (a typed drum number cost five times a typed hub number, whose answer is in memory), and mechanics
// type the same common numbers again and again (decision 046).
//
// Fresh: the answers belong to the facet index of the moment (one per catalog import, rebuilt when an
// import changes the catalog), so a new catalog starts with none, exactly when the in-memory answers
// (hub details, facets, number search) change over. Bounded: the least recently used answer goes first.
// Each caller gets its own copy, so nothing a caller does to an answer reaches the next one.
import { IndexWarmingError } from '../server/data/catalog-cache.ts';
import { type FacetIndex, facetIndex } from '../server/data/facet-index.ts';
import { Lru } from './catalog/lru.ts';
import { runTool, type Tool, type ToolContext } from './tool.ts';

/** Tools that only read the catalog through SQL, answer the same for the same input and catalog. */
// (interchange ids, drums and rotors are answered from memory now: server/data/brake-memory.ts)
export const REMEMBERED_TOOLS: ReadonlySet<string> = new Set([
  'studSummaries',
  'absKit',
  'absToneRingKit',
  'seal',
  'sealSpacerKit',
  'spindleKit',
  'fillPlug',
  'preSetPlusRebuildKit',
  'rebuildKitDetails',
  'bearing',
  'aftermarketParts',
]);

/** Answers kept per catalog: a few KB each (one part's rows). */
const ANSWERS_KEPT = 2_000;

const answersByCatalog = new WeakMap<FacetIndex, Lru<string, Promise<unknown>>>();

/** The tool's answer for `input`, from the ones kept for the current catalog, or read and kept. */
export async function rememberedAnswer(tool: Tool, input: unknown, ctx: ToolContext): Promise<unknown> {
  let catalog: FacetIndex;
  try {
    catalog = await facetIndex(ctx.db);
  } catch (err) {
    // still warming after a start: read it, keep nothing (the catalog's answers are not all there yet)
    if (err instanceof IndexWarmingError) return runTool(tool, input, ctx);
    throw err;
  }
  let answers = answersByCatalog.get(catalog);
  if (!answers) {
    answers = new Lru(ANSWERS_KEPT);
    answersByCatalog.set(catalog, answers);
  }
  // the document host shapes the links of an answer
  const key = `${tool.name}\n${ctx.documentBaseUrl ?? ''}\n${JSON.stringify(input)}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = runTool(tool, input, ctx);
    answers.set(key, answer);
    // a failed read is not kept: the next caller reads again
    const kept = answers;
    answer.catch(() => {
      if (kept.get(key) === answer) kept.delete(key);
    });
  }
  return structuredClone(await answer);
}
