// Results early in the hub wizard (decision 037): with three or fewer hubs left, a question also offers
// 'Show the N hubs now'. No walk of the demo catalog's hub wizard gets there before its last question
// (tests/engine/engine-walk.test.ts tallies the fewest hubs any question leaves), so this test builds a
// small catalog of its own: the demo catalog with the hub wizard's facets kept for a few trucks' hubs only,
// imported into a private PGlite and asked through the real tools. Every path of its wizard is walked,
// Not sure and the early offer included: the offer comes exactly at three or fewer, and taking it shows
// those hubs, lists the open question as not answered, Back asks it again, and the results page's link
// opened alone (a reload, another browser) rebuilds the same results.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogToCsv } from '../../server/catalog/csv.ts';
import type { CatalogRows } from '../../server/catalog/files.ts';
import { generateCatalog } from '../../server/catalog/generate/index.ts';
import { formatRejections, importCatalog, textSource } from '../../server/catalog/import.ts';
import type { DatabaseHandle } from '../../server/data/db/client.ts';
import { type StepResult, step } from '../../tools/engine/engine.ts';
import { stepPageRoute } from '../../tools/engine/hub-wizard/filters-route.ts';
import { resumeWizard } from '../../tools/engine/hub-wizard/resume.ts';
import { STEP, TRUCK_TYPES } from '../../tools/engine/hub-wizard/steps.ts';
import { EARLY_RESULTS_AT } from '../../tools/engine/parts-flow/step.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import { type EngineState, initialState } from '../../tools/engine/shared/state.ts';
import { type BoundTools, bindTools } from '../../tools/index.ts';
import { hubLoopKey, newEndsWalk, walkEngine } from '../support/engine-walker.ts';
import { memoizedTools } from '../support/memoized-tools.ts';
import { openMemoryDatabase } from '../support/memory-database.ts';
import { type Question, questionOf } from '../support/message-checks.ts';

const TRUCK = TRUCK_TYPES[0]; // Truck with Drum Brakes
/** Hubs of that truck type kept: more than the early offer's three, few enough to get there early. */
const KEPT_HUBS = 8;

/** The demo catalog with the hub wizard's facets (and values) of the first `KEPT_HUBS` hubs of `TRUCK` only. */
function smallCatalog(): { rows: CatalogRows; kept: string[] } {
  const rows = generateCatalog();
  const facets = new Map<string, Set<string>>();
  for (const f of rows.part_facets) {
    if (f.flow !== 'hub') continue;
    const set = facets.get(f.partNumber) ?? new Set<string>();
    set.add(`${f.queryParameterName}=${f.valueId}`);
    facets.set(f.partNumber, set);
  }
  const all = [...facets]
    .filter(([, set]) => set.has(`tcomp=${TRUCK.tcomp}`) && set.has(`brkty=${TRUCK.brkty}`))
    .map(([number]) => number)
    .sort();
  // spread over the list: neighbours are one family (they differ in one or two answers only)
  const stride = Math.max(1, Math.floor(all.length / KEPT_HUBS));
  const kept = all.filter((_, i) => i % stride === 0).slice(0, KEPT_HUBS);
  const keep = new Set(kept);
  rows.part_facets = rows.part_facets.filter((f) => f.flow !== 'hub' || keep.has(f.partNumber));
  // a catalog lists only values some part has (the importer's rule)
  const used = new Set(
    rows.part_facets.filter((f) => f.flow === 'hub').map((f) => `${f.queryParameterName}=${f.valueId}`),
  );
  rows.filter_values = rows.filter_values.filter(
    (v) => v.flow !== 'hub' || used.has(`${v.queryParameterName}=${v.id}`),
  );
  return { rows, kept };
}

let handle: DatabaseHandle;
let tools: BoundTools;
let kept: string[];
beforeAll(async () => {
  handle = await openMemoryDatabase({ catalog: false });
  const small = smallCatalog();
  kept = small.kept;
  const report = await importCatalog(handle.db, textSource(catalogToCsv(small.rows)), 'small hub catalog');
  if (report.status === 'rejected') throw new Error(formatRejections(report.rejections));
  tools = memoizedTools(bindTools({ db: handle.db }));
}, 120_000);
afterAll(() => handle?.close());

const tap = (state: EngineState, q: Question, o: Question['options'][number]) =>
  step(state, { type: 'option', questionId: q.questionId, value: o.value, label: o.label }, tools);

const hubResultsOf = (messages: EngineMessage[]) => {
  const found = messages.find((m) => m.kind === 'hub-results');
  return found?.kind === 'hub-results' ? found.data : undefined;
};

/** The wizard after the truck type: the first question of the catalog. */
async function afterTruckType(): Promise<StepResult> {
  const start = await step(initialState, { type: 'start-wizard' }, tools);
  const q = questionOf(start.messages) as Question;
  const truck = q.options.find((o) => o.label === TRUCK.label) as Question['options'][number];
  return tap(start.state, q, truck);
}

type EarlyWalk = ReturnType<typeof newEndsWalk> & { offers: number; counted: number };

describe('results early in the hub wizard, on a small catalog of its own', () => {
  it('keeps more hubs than the early offer, so the first questions ask on', () => {
    expect(kept.length).toBe(KEPT_HUBS);
  });

  it('offers the hubs early exactly at three or fewer, on every path; taking them shows those hubs', async () => {
    const walk: EarlyWalk = { ...newEndsWalk(), offers: 0, counted: 0 };
    const first = await afterTruckType();
    expect(questionOf(first.messages)?.remaining?.count).toBeGreaterThan(EARLY_RESULTS_AT);
    await walkEngine<EarlyWalk>(
      {
        tools,
        maxDepth: 40,
        pathCap: 5000,
        roles: true,
        loopKey: hubLoopKey,
        end: (_state, messages, where, w) => {
          const end = messages.at(-1);
          if (end?.kind === 'hub-results' || end?.kind === 'outcome') w.results++;
          else w.problems.push(`${where}: ends in ${end?.kind ?? 'nothing'}`);
        },
        question: (q, where, w) => {
          if (!q.remaining) return;
          w.counted++;
          const now = q.options.find((o) => o.role === 'show-now');
          // never at the hub material: with materials mixed the results ask it first (decision 040)
          const early = q.remaining.count <= EARLY_RESULTS_AT && q.step !== STEP.material;
          if (early !== Boolean(now))
            w.problems.push(`${where}: ${q.remaining.count} left, early results ${now ? '' : 'not '}offered`);
        },
        visit: async (q, state, where, w) => {
          const now = q.options.find((o) => o.role === 'show-now');
          if (!now || !q.remaining) return;
          w.offers++;
          expect(now.label).toBe(
            q.remaining.count === 1 ? 'Show the hub now' : `Show the ${q.remaining.count} hubs now`,
          );
          const shown = await tap(state, q, now);
          const results = hubResultsOf(shown.messages);
          if (!results) {
            // mixed hub materials ask the material first (the rule of the results), then show them
            const material = questionOf(shown.messages);
            if (material?.step !== STEP.material) w.problems.push(`${where}: early results show no hubs`);
            return;
          }
          if (results.hubs.length < 1 || results.hubs.length > q.remaining.count)
            w.problems.push(`${where}: offered ${q.remaining.count}, shows ${results.hubs.length}`);
          if (results.answers?.at(-1)?.answer !== 'Not answered')
            w.problems.push(`${where}: the open question is not listed as not answered`);
          // Back asks the question the hubs were taken at again, as it was
          const back = questionOf((await step(shown.state, { type: 'back' }, tools)).messages);
          if (back?.title !== q.title || back.remaining?.count !== q.remaining.count)
            w.problems.push(`${where}: Back asks '${back?.title}', not '${q.title}'`);
          // the results page's link opened alone rebuilds these results
          const hub = shown.state.hub;
          if (!hub) return;
          const link = new URL(stepPageRoute('results', hub, null), 'http://x');
          const pairs = Object.fromEntries(link.searchParams);
          let n = 0;
          const rebuilt = await resumeWizard(STEP.results, pairs, tools, () => `q${n++}`);
          const again = hubResultsOf(rebuilt.messages);
          if (
            again?.hubs.map((h) => h.hubAssemblyNumber).join() !==
            results.hubs.map((h) => h.hubAssemblyNumber).join()
          )
            w.problems.push(
              `${where}: the results link ${link.search} rebuilds ${rebuilt.messages.map((m) => m.kind)}`,
            );
        },
      },
      first,
      TRUCK.label,
      walk,
    );
    expect(walk.problems.slice(0, 20)).toEqual([]);
    expect(walk.offers).toBeGreaterThan(0);
    expect(walk.counted).toBeGreaterThan(walk.offers);
  }, 240_000);
});
