// An exhaustive walk of the ENGINE's filters flow after a number search (the filter page after a number
// search") on the demo catalog: every maker hub assembly number, and a spread sample of competitor hub
// numbers, is typed into step() as text, then every option of every remaining question is tapped
// depth-first. Every path must end in hub results or the not-available answer (or, for a unitized hub of
// axle type 82, the results page's unitized answer, as the wizard's results do); no path may ask tmake, gawrr
// or wssdi, offer a hub offset of 0 inches, ask a single-option question, repeat a question or run deeper than
// MAX_DEPTH; choosing brdia or abcoi must record the chosen Inch value and drop wssdi. filters-flow.test.ts
// tests each of these rules on a hand-made catalog; this walk proves they hold for every real hub.
import { and, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { competitors, interchanges } from '../../server/data/db/schema.ts';
import { type StepResult, step } from '../../tools/engine/engine.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import { type EngineState, initialState } from '../../tools/engine/shared/state.ts';
import { BRAND } from '../../tools/engine/shared/texts.ts';
import { hubLoopKey, type Walk, type WalkRules, walkCatalog, walkEngine } from '../support/engine-walker.ts';
import type { Question } from '../support/message-checks.ts';

/** The filters flow asks at most the ~20 hub categories once each; a path this long is a loop. */
const MAX_DEPTH = 30;
/** Paths walked per searched number at most; the demo catalog's hubs stay far below (a guard, not a cut). */
const PATH_CAP_PER_NUMBER = 500;
/**
 * How many competitor hub numbers are walked: a spread over the demo catalog's ~3,000 (every n-th by id).
 * All of them would take minutes on a 2-core machine; each stands for a maker hub walked in full anyway,
 * so the sample checks the competitor side of the search (the "replaced by" intro and the same flow).
 */
const COMPETITOR_SAMPLE = 60;
/** Categories the filters flow never asks: truck make, GAWR and wheel stud standout. */
const NEVER_ASKED = new Set(['tmake', 'gawrr', 'wssdi']);
/**
 * Fewer than these means numbers or branches stopped being walked. The demo catalog has 306 maker hub
 * numbers; their walks give 498 paths (the sample 95; the 46 shortened filters links of the third test 132);
 * the minimums leave room for catalog edits.
 */
const MIN_MAKER_NUMBERS = 300;
const MIN_MAKER_PATHS = 400;
const MIN_COMPETITOR_PATHS = 70;
const MIN_OPEN_STARTS = 40;

const demo = walkCatalog();

type FiltersWalk = Walk & {
  numbers: number;
  results: number;
  notAvailable: number;
  /** Unitized hubs (axle type 82): the results page's unitized answer. */
  unitized: number;
  questions: number;
  /** The pairs the current walk started from (a filters link), when the end state is checked against them. */
  start: Record<string, string> | null;
  /** Paths on which the flow itself set brdia or abcoi (asked or auto-applied) over a given wssdi. */
  wssdiDropped: number;
  /** Categories asked, over every path (so the test knows brdia/abcoi were really exercised). */
  asked: Map<string, number>;
};

const newWalk = (): FiltersWalk => ({
  numbers: 0,
  paths: 0,
  results: 0,
  notAvailable: 0,
  unitized: 0,
  questions: 0,
  start: null,
  wssdiDropped: 0,
  asked: new Map(),
  problems: [],
});

function checkEnd(state: EngineState, messages: EngineMessage[], where: string, walk: FiltersWalk) {
  const filters = state.hub?.filters ?? {};
  if (filters.hofsi !== undefined && Number(filters.hofsi) === 0 && walk.start?.hofsi === undefined)
    walk.problems.push(`${where}: hub offset of 0 inches applied`);
  const setHere = ['brdia', 'abcoi'].filter((c) => filters[c] !== undefined && walk.start?.[c] === undefined);
  if (walk.start?.wssdi !== undefined && setHere.length) {
    if (filters.wssdi !== undefined) walk.problems.push(`${where}: wssdi kept after ${setHere.join(', ')}`);
    else walk.wssdiDropped++;
  }
  const end = messages.find((m) => m.kind === 'hub-results' || m.kind === 'outcome');
  if (end?.kind === 'hub-results' && end.data.hubs.length > 0) {
    if (end.data.route.startsWith('/hub/not-available/')) walk.notAvailable++;
    else if (end.data.route.startsWith('/hub/filters/')) walk.results++;
    else walk.problems.push(`${where}: results link to '${end.data.route}'`);
  } else if (end?.kind === 'outcome' && end.data.kind === 'not-available') {
    walk.notAvailable++;
  } else if (end?.kind === 'outcome' && end.data.kind === 'unitized' && state.hub?.filters.aaxna === '82') {
    walk.unitized++;
  } else {
    const what =
      end?.kind === 'outcome' ? `outcome ${end.data.kind}` : messages.map((m) => m.kind).join(', ');
    walk.problems.push(`${where}: ends in ${what || 'nothing'}`);
  }
}

/** Every question: counted, never tmake/gawrr/wssdi, linked to the filters page, no hub offset of 0 inches. */
function checkQuestion(q: Question, where: string, walk: FiltersWalk) {
  walk.questions++;
  walk.asked.set(q.code, (walk.asked.get(q.code) ?? 0) + 1);
  if (NEVER_ASKED.has(q.code)) walk.problems.push(`${where}: asks ${q.code} after a number search`);
  if (!q.route.startsWith('/hub/filters/'))
    walk.problems.push(`${where}: '${q.title}' links to '${q.route}'`);
  if (q.code === 'hofsi' && q.options.some((o) => !o.role && Number(o.value) === 0))
    walk.problems.push(`${where}: offers a hub offset of 0 inches`);
}

/** A tapped brdia or abcoi records the chosen Inch value (the option's value is its Inch) and drops wssdi. */
function checkAnswer(
  q: Question,
  o: Question['options'][number],
  next: StepResult,
  here: string,
  walk: FiltersWalk,
) {
  if (q.code !== 'brdia' && q.code !== 'abcoi') return;
  const filters = next.state.hub?.filters ?? {};
  if (filters[q.code] !== o.value) walk.problems.push(`${here}: ${q.code} recorded as '${filters[q.code]}'`);
  if (filters.wssdi !== undefined) walk.problems.push(`${here}: wssdi kept after ${q.code}`);
}

const rules = (): WalkRules<FiltersWalk> => ({
  tools: demo.tools,
  maxDepth: MAX_DEPTH,
  pathCap: PATH_CAP_PER_NUMBER,
  end: checkEnd,
  loopKey: hubLoopKey,
  question: checkQuestion,
  answered: checkAnswer,
});

/** Types `text` as a search, checks the intro names `hub`, and walks the filters flow that follows. */
async function searchAndWalk(text: string, hub: string, walk: FiltersWalk) {
  walk.numbers++;
  const first = await step(initialState, { type: 'text', text }, demo.tools);
  const intro = first.messages[0];
  // A hub with filters opens with "Found hub assembly" / "... is replaced by"; without, not available.
  const named = intro?.kind === 'text' && intro.markdown.includes(`**${hub}**`);
  const notAvailable = first.messages.some(
    (m) =>
      (m.kind === 'outcome' && m.data.kind === 'not-available') ||
      (m.kind === 'hub-results' && m.data.route.startsWith('/hub/not-available/')),
  );
  if (!named && !notAvailable) walk.problems.push(`${text}: answered for something else than hub ${hub}`);
  if (first.state.hub && !first.state.hub.fromNumber) walk.problems.push(`${text}: not in the filters flow`);
  await walkEngine(rules(), first, text, walk);
}

/** The pairs a shortened filters link keeps (third test): the first wizard answers, and wssdi to be dropped. */
const KEPT = ['tcomp', 'brkty', 'aaxna', 'wssdi'];

describe('every path of the filters flow after a number search', () => {
  it('every maker hub number: ends in hubs or not available, never tmake/gawrr/wssdi or a 0" hub offset', async () => {
    const numbers = await demo.handle.db
      .select({ part: interchanges.partNumber, hub: interchanges.makerPartNumber })
      .from(interchanges)
      .where(and(eq(interchanges.competitorId, 1), eq(interchanges.partTypeId, 115)))
      .orderBy(interchanges.partNumber);
    const walk = newWalk();
    for (const n of numbers) await searchAndWalk(n.part, n.hub, walk);

    expect(walk.problems.slice(0, 20)).toEqual([]);
    expect(walk.numbers).toBeGreaterThanOrEqual(MIN_MAKER_NUMBERS);
    expect(walk.paths).toBeGreaterThanOrEqual(MIN_MAKER_PATHS);
    expect(walk.results).toBeGreaterThan(walk.numbers / 2);
    expect(walk.paths).toBe(walk.results + walk.notAvailable + walk.unitized);
    // The rules under test were really reached: questions asked, brdia and abcoi among them.
    expect(walk.questions).toBeGreaterThan(0);
  }, 120_000);

  it(`a sample of ${COMPETITOR_SAMPLE} competitor hub numbers: the same, after "replaced by ${BRAND}"`, async () => {
    // Numbers only one interchange row has, so the typed text cannot stand for another part.
    const unique = sql`not exists (select 1 from ${interchanges} o where o.normalized = ${interchanges.normalized} and o.id <> ${interchanges.id})`;
    const all = await demo.handle.db
      .select({ part: interchanges.partNumber, hub: interchanges.makerPartNumber, brand: competitors.name })
      .from(interchanges)
      .innerJoin(competitors, eq(competitors.id, interchanges.competitorId))
      .where(and(ne(interchanges.competitorId, 1), eq(interchanges.partTypeId, 115), unique))
      .orderBy(interchanges.id);
    const every = Math.max(1, Math.floor(all.length / COMPETITOR_SAMPLE));
    const sample = all.filter((_, i) => i % every === 0).slice(0, COMPETITOR_SAMPLE);
    const walk = newWalk();
    for (const n of sample) await searchAndWalk(n.part, n.hub, walk);

    expect(walk.problems.slice(0, 20)).toEqual([]);
    expect(walk.numbers).toBe(COMPETITOR_SAMPLE);
    expect(walk.paths).toBeGreaterThanOrEqual(MIN_COMPETITOR_PATHS);
    expect(walk.paths).toBe(walk.results + walk.notAvailable + walk.unitized);
  }, 120_000);

  it('a filters link with a real hub\'s first answers and wssdi: brdia/abcoi drop wssdi, no 0" hub offset', async () => {
    // A number search of the demo catalog settles every category but wheel type, material and hub assembly
    // type, so the walks above meet only the spindle-nut question. The classic filters page can be opened
    // with fewer pairs: each distinct set of a maker hub's tcomp, brkty, aaxna and wssdi is walked. On the
    // demo catalog the answers before them leave brdia and abcoi a single value (auto-applied, so the same
    // rule applies); the rule for a tapped brdia/abcoi is checked in checkAnswer wherever one is asked, and
    // on a hand-made catalog in filters-flow.test.ts.
    const numbers = await demo.handle.db
      .select({ id: interchanges.id })
      .from(interchanges)
      .where(and(eq(interchanges.competitorId, 1), eq(interchanges.partTypeId, 115)))
      .orderBy(interchanges.partNumber);
    const starts = new Map<string, Record<string, string>>();
    for (const n of numbers) {
      const resolved = await demo.tools.aftermarketHubAssemblyFilters({ chaid: n.id });
      if (resolved.Results?.wssdi === undefined) continue;
      const pairs = Object.fromEntries(Object.entries(resolved.Results).filter(([c]) => KEPT.includes(c)));
      starts.set(JSON.stringify(pairs), pairs);
    }
    const walk = newWalk();
    for (const [key, pairs] of starts) {
      walk.numbers++;
      walk.start = pairs;
      const first = await step(initialState, { type: 'filters', pairs }, demo.tools);
      await walkEngine(rules(), first, key, walk);
    }

    expect(walk.problems.slice(0, 20)).toEqual([]);
    expect(starts.size).toBeGreaterThanOrEqual(MIN_OPEN_STARTS);
    expect(walk.paths).toBe(walk.results + walk.notAvailable + walk.unitized);
    expect(walk.questions).toBeGreaterThan(0);
    // The drop rule was really reached on real hubs.
    expect(walk.wssdiDropped).toBeGreaterThan(0);
  }, 120_000);
});
