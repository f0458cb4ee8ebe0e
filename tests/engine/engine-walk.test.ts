// An exhaustive walk of the ENGINE's hub wizard (tests/catalog/walk.test.ts walks the catalog's facets): from
// "hubs" and the truck-type question, every option of every question is tapped depth-first through step(),
// and every path must end in hub results or one of the specification's informational outcomes — never an
// error, a question without options, a repeated question (a loop) or a path deeper than MAX_DEPTH; every
// message must match its schema and carry its classic route.
// Every question that counts the hubs left offers them early ('Show the N hubs now') exactly when three or
// fewer are left (decision 037); the fewest hubs any question of the demo catalog says are left is tallied,
// since whether the demo reaches the early offer at all is a property of its catalog (decision 040).
// The walk and its demo catalog (tools memoized by input, since sibling branches ask the catalog the same
// things) are tests/support/engine-walker.ts.
import { describe, expect, it } from 'vitest';
import { step } from '../../tools/engine/engine.ts';
import { STEP, TRUCK_TYPES } from '../../tools/engine/hub-wizard/steps.ts';
import { EARLY_RESULTS_AT } from '../../tools/engine/parts-flow/step.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import { type EngineState, initialState } from '../../tools/engine/shared/state.ts';
import { type EndsWalk, hubLoopKey, newEndsWalk, walkCatalog, walkEngine } from '../support/engine-walker.ts';
import { type Question, questionOf } from '../support/message-checks.ts';

/** Deeper than any real path (the wizard has about 25 steps); a path this long is a loop. */
const MAX_DEPTH = 40;
/**
 * Paths walked per truck type at most. The demo catalog's tree is walked in full well below this; the cap
 * only keeps a much larger catalog from turning this test into a minutes-long run on a 2-core machine.
 */
const PATH_CAP_PER_TRUCK_TYPE = 5000;
/** The informational outcomes a hub-wizard path may end in (spec: unitized, exclusive, not available, splined). */
const INFORMATIONAL = new Set(['unitized', 'exclusive', 'not-available', 'splined']);
/**
 * Fewer paths than this means whole branches stopped being offered. The demo catalog gives 355, 163, 40,
 * 32, 48 and 48 paths (686 in all; the trucks' 3 + 3 unitized axles among them); the minimums leave room
 * for small catalog edits.
 */
const MIN_PATHS: Record<(typeof TRUCK_TYPES)[number]['label'], number> = {
  'Truck with Drum Brakes': 300,
  'Truck with Disc Brakes': 140,
  'Trailer with Drum Brakes': 30,
  'Trailer with Disc Brakes': 20,
  'School Bus with Drum Brakes': 40,
  'School Bus with Disc Brakes': 40,
};

const demo = walkCatalog();

/** Ends in hub results linked to their classic filters page, or one of the informational outcomes. */
function checkEnd(_state: EngineState, messages: EngineMessage[], where: string, walk: EndsWalk) {
  const end = messages.at(-1);
  if (end?.kind === 'hub-results' && end.data.hubs.length > 0) {
    walk.results++;
    if (!end.data.route.startsWith('/hub/filters/tcomp=')) {
      walk.problems.push(`${where}: results link to '${end.data.route}'`);
    }
  } else if (end?.kind === 'outcome' && INFORMATIONAL.has(end.data.kind)) {
    walk.outcomes.set(end.data.kind, (walk.outcomes.get(end.data.kind) ?? 0) + 1);
  } else {
    const what = end?.kind === 'outcome' ? `outcome ${end.data.kind}` : (end?.kind ?? 'nothing');
    walk.problems.push(`${where}: ends in ${what}`);
  }
}

/** Over every question walked: the fewest hubs one (not the material) said were left, and the early offers. */
const narrowing = { counted: 0, fewest: Number.POSITIVE_INFINITY, early: 0 };

/** A question of the catalog counts the hubs left, and offers them early exactly at three or fewer. */
function checkNarrowing(q: Question, where: string, walk: EndsWalk) {
  if (!q.remaining) return; // the truck type and the spindle nut: no catalog category, no count
  narrowing.counted++;
  if (q.step !== STEP.material) narrowing.fewest = Math.min(narrowing.fewest, q.remaining.count);
  const now = q.options.find((o) => o.role === 'show-now');
  if (now) narrowing.early++;
  // never at the hub material: with materials mixed the results ask it first (decision 040)
  const early = q.remaining.count <= EARLY_RESULTS_AT && q.step !== STEP.material;
  if (early !== Boolean(now))
    walk.problems.push(
      `${where}: ${q.remaining.count} hubs left and early results ${now ? '' : 'not '}offered`,
    );
  if (now && now.count !== q.remaining.count)
    walk.problems.push(`${where}: '${now.label}' counts ${now.count} of ${q.remaining.count}`);
}

describe('every path of the hub wizard through the engine', () => {
  it.each(TRUCK_TYPES.map((t) => t.label))(
    '%s: every answer ends in hubs or an informational outcome',
    async (truckType) => {
      let r = await step(initialState, { type: 'text', text: 'hubs' }, demo.tools);
      const choose = questionOf(r.messages);
      const proceed = choose?.options.find((o) => o.label === 'No proceed without the number');
      if (!choose || !proceed) throw new Error('no choose-path question');
      r = await step(
        r.state,
        { type: 'option', questionId: choose.questionId, value: proceed.value, label: proceed.label },
        demo.tools,
      );
      const truck = questionOf(r.messages);
      expect(truck?.title).toBe('Are you looking for a hub for your');
      const option = truck?.options.find((o) => o.label === truckType);
      if (!truck || !option) throw new Error(`no truck type '${truckType}'`);
      r = await step(
        r.state,
        { type: 'option', questionId: truck.questionId, value: option.value, label: option.label },
        demo.tools,
      );

      const walk = newEndsWalk();
      await walkEngine(
        {
          tools: demo.tools,
          maxDepth: MAX_DEPTH,
          pathCap: PATH_CAP_PER_TRUCK_TYPE,
          end: checkEnd,
          loopKey: hubLoopKey,
          question: checkNarrowing,
        },
        r,
        truckType,
        walk,
      );

      expect(walk.problems.slice(0, 20)).toEqual([]);
      expect(walk.paths).toBeLessThan(PATH_CAP_PER_TRUCK_TYPE); // walked in full, not cut off by the cap
      expect(walk.paths).toBeGreaterThanOrEqual(MIN_PATHS[truckType]);
      expect(walk.results).toBeGreaterThan(1);
      // Trucks offer the unitized axle (82), which ends in the informational unitized page.
      if (truckType.startsWith('Truck ')) expect(walk.outcomes.get('unitized')).toBeGreaterThan(0);
      expect(walk.paths).toBe(walk.results + [...walk.outcomes.values()].reduce((a, b) => a + b, 0));
    },
    60_000,
  );

  it('counted the hubs left on its questions, and offered them early wherever three or fewer were left', () => {
    expect(narrowing.counted).toBeGreaterThan(100);
    // The demo catalog leaves 6 at the fewest (decision 040): its early offer is proved on a catalog of
    // its own (hub-early-results.test.ts). Should the demo ever get there, the offers must be here too.
    expect(narrowing.early > 0, `fewest ${narrowing.fewest}`).toBe(narrowing.fewest <= EARLY_RESULTS_AT);
  });
});
