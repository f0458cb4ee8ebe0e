// The depth-first walk the exhaustive engine tests share (engine-walk, parts-flow-walk, filters-flow-walk):
// from a step result, every option of every open question is tapped through step(), and every message on
// the way is checked. What a walk finds wrong is collected in `walk.problems` (each prefixed with the
// answers that led there), so a test can show the first few at once. What differs per walk comes in as
// rules: how an end is judged, what makes two questions on one path the same (a loop), how deep and how
// many paths at most, and any extra checks of a question or of the state an answer leads to.
// The engine is pure, so a branch reuses the state it branched from; pass memoized tools
// (memoized-tools.ts), since sibling branches ask the catalog the same things.
import { type StepResult, step } from '../../tools/engine/engine.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import type { EngineState } from '../../tools/engine/shared/state.ts';
import type { BoundTools } from '../../tools/index.ts';
import { demoCatalog } from './demo-catalog.ts';
import { memoizedTools } from './memoized-tools.ts';
import { messageProblems, type Question, questionOf } from './message-checks.ts';

/** The demo catalog for one walk test file (see demo-catalog.ts), with memoized tools. */
export const walkCatalog = () => demoCatalog(memoizedTools);

/** What every walk counts; a test adds its own tallies. */
export type Walk = { paths: number; problems: string[] };

/** A walk that tallies its ends as results or as outcomes by kind (every path is one or the other). */
export type EndsWalk = Walk & { results: number; outcomes: Map<string, number> };

export const newEndsWalk = (): EndsWalk => ({ paths: 0, results: 0, outcomes: new Map(), problems: [] });

export type WalkRules<W extends Walk> = {
  tools: BoundTools;
  /** Deeper than any real path: a question still asked after this many answers is a loop. */
  maxDepth: number;
  /** Paths walked from one start at most: a guard that keeps a much larger catalog from a long run. */
  pathCap: number;
  /** Judges a path that ended (no open question left); the walker has already counted it in `walk.paths`. */
  end: (state: EngineState, messages: EngineMessage[], where: string, walk: W) => void;
  /** Two questions on one path with the same key are the same question asked again (a loop). */
  loopKey: (q: Question, state: EngineState) => string;
  /**
   * Also tap the options that are no value ('Not sure', 'Show the parts now'); off, a walk takes the values
   * alone, since skipping every question on every path multiplies the paths (tests/engine/narrowing-walk).
   */
  roles?: boolean;
  /** Checks of a question that need the engine (each option's own path, say); awaited before walking on. */
  visit?: (q: Question, state: EngineState, where: string, walk: W) => Promise<void>;
  /** Extra checks of every question asked (also counts a walk may keep). */
  question?: (q: Question, where: string, walk: W) => void;
  /** Extra checks of the step an option led to, before walking on from it. */
  answered?: (
    q: Question,
    option: Question['options'][number],
    next: StepResult,
    here: string,
    walk: W,
  ) => void;
};

/** Walks every path from `start`; `from` names the start in the problems (the first link of the trail). */
export async function walkEngine<W extends Walk>(
  rules: WalkRules<W>,
  start: StepResult,
  from: string,
  walk: W,
): Promise<void> {
  await walkFrom(rules, start.state, start.messages, [from], new Set(), walk, walk.paths + rules.pathCap);
}

/** Walks every option of the open question depth-first; `trail` names the answers that led here. */
async function walkFrom<W extends Walk>(
  rules: WalkRules<W>,
  state: EngineState,
  messages: EngineMessage[],
  trail: string[],
  asked: Set<string>,
  walk: W,
  cap: number,
): Promise<void> {
  if (walk.paths >= cap) return;
  const where = trail.join(' > ');
  for (const p of messageProblems(messages)) walk.problems.push(`${where}: ${p}`);
  const q = questionOf(messages);
  if (!q) {
    walk.paths++;
    rules.end(state, messages, where, walk);
    return;
  }
  rules.question?.(q, where, walk);
  await rules.visit?.(q, state, where, walk);
  if (trail.length >= rules.maxDepth) {
    walk.problems.push(`${where}: still asking '${q.title}' after ${rules.maxDepth} answers`);
    return;
  }
  if (q.options.length === 0) {
    walk.problems.push(`${where}: '${q.title}' has no options`);
    return;
  }
  // A category with one value is auto-selected, never asked.
  if (q.options.filter((o) => !o.role).length === 1)
    walk.problems.push(`${where}: '${q.title}' offers a single option`);
  const key = rules.loopKey(q, state);
  if (asked.has(key)) {
    walk.problems.push(`${where}: '${q.title}' asked again (loop)`);
    return;
  }
  const seen = new Set(asked).add(key);
  for (const o of q.options) {
    if (o.role && !rules.roles) continue;
    const label = `${q.code}=${o.label}`;
    const here = [...trail, label].join(' > ');
    let next: StepResult;
    try {
      next = await step(
        state,
        { type: 'option', questionId: q.questionId, value: o.value, label: o.label },
        rules.tools,
      );
    } catch (error) {
      walk.problems.push(`${here}: throws ${(error as Error).message}`);
      continue;
    }
    rules.answered?.(q, o, next, here, walk);
    await walkFrom(rules, next.state, next.messages, [...trail, label], seen, walk, cap);
  }
}

/** The loop key of the hub steps: the same step asked again with the same answers so far. */
export const hubLoopKey = (q: Question, state: EngineState) =>
  `${q.code}|${q.title}|${JSON.stringify(state.hub?.filters ?? {})}`;
