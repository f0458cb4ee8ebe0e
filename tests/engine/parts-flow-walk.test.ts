// An exhaustive walk of the ENGINE's rotor, drum, casting, rotor-casting, drum-casting and stud flows: each
// is started in the chat by its flow words, then every option of every question is tapped depth-first through
// step(). Every path must end in the flow's result cards or one of the specification's outcomes for these
// flows (the splined message with its offer, or the no-results answer that empty/ZERO_RESULTS lists give) —
// never an error, a question without options, a single-option question (single values are auto-applied), the
// same question asked twice on one path, or a path deeper than MAX_DEPTH. Every message must carry its
// classic route and match its shared schema. The casting flows are also walked from every casting number of
// the catalog's own brand (a picked search result starts its flow with the casting filled in). The walk and
// its demo catalog (tools memoized by input) are tests/support/engine-walker.ts.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interchanges } from '../../server/data/db/schema.ts';
import { step } from '../../tools/engine/engine.ts';
import { PARTS_FLOWS, type PartsFlowId } from '../../tools/engine/parts-flow/index.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import { initialState } from '../../tools/engine/shared/state.ts';
import { TEXT } from '../../tools/engine/shared/texts.ts';
import {
  type EndsWalk,
  newEndsWalk,
  type WalkRules,
  walkCatalog,
  walkEngine,
} from '../support/engine-walker.ts';
import { questionOf } from '../support/message-checks.ts';

/** The parts flows have at most a dozen questions each; a path this long is a loop. */
const MAX_DEPTH = 30;
/**
 * Paths walked per flow at most. The demo catalog's flows are walked in full well below this; the cap only
 * keeps a much larger catalog from turning this test into a minutes-long run on a 2-core machine.
 */
const PATH_CAP = 5000;

type Case = {
  flow: PartsFlowId;
  /** What the user types to start the flow. */
  words: string;
  /** The message kind of the flow's results. */
  results: 'part-cards' | 'hub-results';
  /** Route of a result card (the part's detail page). */
  cardRoute: RegExp;
  /**
   * Fewer paths than this means whole branches stopped being offered. The demo catalog gives 9 rotor
   * (one splined), 27 drum, 116 hub casting, 9 rotor casting (one splined), 27 drum casting and 57 stud
   * paths; the minimums leave room for small catalog edits.
   */
  minPaths: number;
};

const CASES: Case[] = [
  {
    flow: 'rotor',
    words: 'brake rotor',
    results: 'part-cards',
    cardRoute: /^\/hub\/replacement-rotor\/rotordetails\//,
    minPaths: 8,
  },
  {
    flow: 'drum',
    words: 'brake drums',
    results: 'part-cards',
    cardRoute: /^\/hub\/replacement-drum\/drumdetails\//,
    minPaths: 24,
  },
  {
    flow: 'casting',
    words: 'hub casting',
    results: 'hub-results',
    cardRoute: /^\/hub\/details\//,
    minPaths: 100,
  },
  {
    flow: 'rotorcasting',
    words: 'rotor casting',
    results: 'part-cards',
    cardRoute: /^\/hub\/replacement-rotor\/rotordetails\//,
    minPaths: 8,
  },
  {
    flow: 'drumcasting',
    words: 'drum casting',
    results: 'part-cards',
    cardRoute: /^\/hub\/replacement-drum\/drumdetails\//,
    minPaths: 24,
  },
  {
    flow: 'stud',
    words: 'studs',
    results: 'part-cards',
    cardRoute: /^\/hub\/stud\/summaries\/\d+$/,
    minPaths: 50,
  },
];

/**
 * The demo catalog has 48 hub, 9 rotor and 30 drum casting numbers of its own, whose flows give 168, 9 (one
 * splined) and 81 paths; fewer means numbers or branches were lost (the minimums leave room for edits).
 */
const MIN_CASTING_NUMBERS = { casting: 40, rotorcasting: 8, drumcasting: 25 } as const;
const MIN_CASTING_PATHS = { casting: 140, rotorcasting: 8, drumcasting: 65 } as const;

const demo = walkCatalog();

/** Checks how a path ended: the flow's results or one of the outcomes the spec gives these flows. */
function checkEnd(c: Case, messages: EngineMessage[], where: string, walk: EndsWalk) {
  const found = messages.find(
    (m): m is Extract<EngineMessage, { kind: 'part-cards' | 'hub-results' }> => m.kind === c.results,
  );
  if (found) {
    walk.results++;
    const cards = found.kind === 'part-cards' ? found.data.cards : found.data.hubs;
    const base = PARTS_FLOWS[c.flow].route;
    if (!found.data.route.startsWith(`${base}/filter/${PARTS_FLOWS[c.flow].resultCode}`))
      walk.problems.push(`${where}: results link to '${found.data.route}'`);
    for (const card of cards) {
      if (!card.route || !c.cardRoute.test(card.route))
        walk.problems.push(`${where}: result card links to '${card.route}'`);
    }
    return;
  }
  const outcome = messages.find((m) => m.kind === 'outcome');
  if (outcome?.kind !== 'outcome') {
    walk.problems.push(`${where}: ends in ${messages.map((m) => m.kind).join(', ') || 'nothing'}`);
    return;
  }
  const kind = outcome.data.kind;
  walk.outcomes.set(kind, (walk.outcomes.get(kind) ?? 0) + 1);
  if (kind === 'splined') {
    // Only rotor flows have rotor type 6; the message carries its one hub/rotor assembly offer, as on the page.
    if (c.flow !== 'rotor' && c.flow !== 'rotorcasting')
      walk.problems.push(`${where}: splined outside rotors`);
    if (outcome.data.title !== TEXT.splined)
      walk.problems.push(`${where}: splined text '${outcome.data.title}'`);
    const offers = outcome.data.links;
    if (offers.length !== 1 || !offers[0]?.to.startsWith('/hub/filters/tcomp='))
      walk.problems.push(
        `${where}: splined offer links to ${offers.map((l) => l.to).join(', ') || 'nothing'}`,
      );
  } else if (kind === 'no-results') {
    if (outcome.data.title !== TEXT.noResultsTitle) walk.problems.push(`${where}: no-results text`);
  } else if (kind !== 'discontinued' && kind !== 'exclusive' && kind !== 'unitized') {
    walk.problems.push(`${where}: ends in outcome ${kind}`);
  }
}

/** The walk of one flow: its own ends, every question of that flow, no question (code) asked twice on a path. */
const rulesFor = (c: Case): WalkRules<EndsWalk> => ({
  tools: demo.tools,
  maxDepth: MAX_DEPTH,
  pathCap: PATH_CAP,
  end: (_state, messages, where, walk) => checkEnd(c, messages, where, walk),
  loopKey: (q) => q.code,
  question: (q, where, walk) => {
    if (q.flow !== c.flow) walk.problems.push(`${where}: '${q.title}' belongs to flow ${q.flow}`);
  },
});

describe('every path of the parts flows through the engine', () => {
  it.each(CASES.map((c) => [c.flow, c] as const))(
    '%s: every answer ends in its result cards or a spec outcome, every message with its route',
    async (_flow, c) => {
      const first = await step(initialState, { type: 'text', text: c.words }, demo.tools);
      const q = questionOf(first.messages);
      expect(q?.flow).toBe(c.flow);
      expect(first.state.parts?.flow).toBe(c.flow);

      const walk = newEndsWalk();
      await walkEngine(rulesFor(c), first, c.words, walk);

      expect(walk.problems.slice(0, 20)).toEqual([]);
      expect(walk.paths).toBeLessThan(PATH_CAP);
      expect(walk.paths).toBeGreaterThanOrEqual(c.minPaths);
      expect(walk.results).toBeGreaterThan(0);
      // Rotor type 6 (Bendix splined) is offered in both rotor flows and ends in the splined answer.
      if (c.flow === 'rotor' || c.flow === 'rotorcasting')
        expect(walk.outcomes.get('splined')).toBeGreaterThan(0);
      expect(walk.paths).toBe(walk.results + [...walk.outcomes.values()].reduce((a, b) => a + b, 0));
    },
    60_000,
  );

  it.each([
    [1, 'casting'],
    [202, 'rotorcasting'],
    [652, 'drumcasting'],
  ] as const)(
    'every own casting number of part type %s starts the %s flow with it filled in, and every path ends in its parts',
    async (type, flow) => {
      const c = CASES.find((x) => x.flow === flow) as Case;
      const numbers = await demo.handle.db
        .select({ id: interchanges.id, part: interchanges.partNumber })
        .from(interchanges)
        .where(and(eq(interchanges.competitorId, 1), eq(interchanges.partTypeId, type)))
        .orderBy(interchanges.partNumber);
      const code = flow === 'casting' ? 'hcnum' : 'ctnum';
      const walk = newEndsWalk();
      for (const n of numbers) {
        // The suggestion the user picked (its interchange id), as the chat sends it.
        const first = await step(initialState, { type: 'pick-number', id: n.id, label: n.part }, demo.tools);
        const intro = first.messages[0];
        if (intro?.kind !== 'text' || !intro.markdown.includes(`**${n.part}**`))
          walk.problems.push(`${n.part}: no intro naming the casting`);
        if (first.state.parts && first.state.parts.pairs[code] !== n.part)
          walk.problems.push(`${n.part}: ${code} not filled in`);
        await walkEngine(rulesFor(c), first, n.part, walk);
      }

      expect(walk.problems.slice(0, 20)).toEqual([]);
      expect(numbers.length).toBeGreaterThanOrEqual(MIN_CASTING_NUMBERS[flow]);
      expect(walk.paths).toBeGreaterThanOrEqual(MIN_CASTING_PATHS[flow]);
      expect(walk.results).toBeGreaterThan(0);
      expect(walk.paths).toBe(walk.results + [...walk.outcomes.values()].reduce((a, b) => a + b, 0));
    },
    60_000,
  );
});
