// The flow rule of the rotor, drum, casting and stud flows: answers accumulate as pairs;
// each choice advances to the next question in category order, wrapping to the first; a question with one
// value is answered by itself, one with none is skipped; when nothing is left the result filter shows the
// parts. Pure apart from the value fetcher it is handed.
import type { FilterCategory, FilterValue } from '../../catalog/facets.ts';
import { type FlowPairs, withAnswer } from './pairs.ts';
import { isSplinedChoice } from './rules.ts';

export type FlowCategory = Pick<FilterCategory, 'QueryParameterName' | 'Name' | 'Role' | 'MatchByInch'>;
/** The values of a filter; with counts, how many parts match now (Matching) and each value leaves (Count). */
export type CountedValues = { Results: FilterValue[]; Matching?: number };
export type FetchValues = (code: string, pairs: FlowPairs) => Promise<FilterValue[] | CountedValues>;

/**
 * 'Not sure': the answer that skips a question. The facets ignore a zero answer, so every value stays open,
 * while the pair marks the question as answered (the flow moves on) and travels in the URL like any other.
 */
export const NOT_SURE = '0';
/** The chat option that shows the parts left now instead of asking on ({@link EARLY_RESULTS_AT} or fewer). */
export const SHOW_NOW = 'results';
/** With this many parts left or fewer, the results are offered beside the next question. */
export const EARLY_RESULTS_AT = 3;

/** Whether `matching` parts are few enough to offer them now. */
export const offerEarly = (matching: number | null): matching is number =>
  matching !== null && matching >= 1 && matching <= EARLY_RESULTS_AT;

export type FlowStep =
  /** Ask `code`; `values` are its offered values. */
  | {
      kind: 'question';
      code: string;
      values: FilterValue[];
      pairs: FlowPairs;
      autoApplied: string[];
      /** How many parts match the answers so far, when the values came with counts. */
      matching: number | null;
    }
  /** Show the parts: the result filter with every answer. */
  | { kind: 'result'; code: string; pairs: FlowPairs; autoApplied: string[] }
  /** Rotor type 6 was chosen: replacement rotors are not offered. */
  | { kind: 'splined'; pairs: FlowPairs; autoApplied: string[] }
  /** The catalog has no filters for the flow (nothing imported yet): there is nothing to ask or show. */
  | { kind: 'empty' };

const questions = (categories: readonly FlowCategory[]) =>
  categories.filter((c) => c.Role === 'question').map((c) => c.QueryParameterName);

/** Whether the catalog has the flow's filters at all: an empty catalog has none, not even its result. */
export const hasFlow = (categories: readonly FlowCategory[]) => categories.some((c) => c.Role === 'result');

/** The flow's result filter (brnum, hanum, sdnum). */
export function resultCode(categories: readonly FlowCategory[]): string {
  const result = categories.find((c) => c.Role === 'result');
  if (!result) throw new Error('flow has no result category');
  return result.QueryParameterName;
}

/** The first question of the flow (the stud flow starts at the first stud filter). */
export function firstQuestion(categories: readonly FlowCategory[]): string {
  return questions(categories)[0] ?? resultCode(categories);
}

/**
 * The question after `current` in category order, wrapping to the first, that is neither answered nor
 * already found empty; the result filter when none is left. `current` null starts at the first question.
 */
export function nextFilter(
  categories: readonly FlowCategory[],
  pairs: FlowPairs,
  current: string | null,
  skipped: ReadonlySet<string> = new Set(),
): string {
  const order = questions(categories);
  const at = current === null ? -1 : order.indexOf(current);
  for (let step = 1; step <= order.length; step++) {
    const code = order[(at + step + order.length) % order.length] as string;
    if (code === current) continue;
    if (pairs[code] === undefined && !skipped.has(code)) return code;
  }
  return resultCode(categories);
}

/** The value a choice puts into the pairs: its Inch for inch filters, else its Id. */
export function answerOf(category: FlowCategory | undefined, value: FilterValue): string {
  return category?.MatchByInch && value.Inch !== null ? String(value.Inch) : String(value.Id);
}

const MAX_STEPS = 40;

/**
 * Where the flow stands when `code` is to be shown with `pairs`: `code` itself if it offers a choice,
 * else the next filter that does, answering single-value filters on the way.
 */
export async function resolveStep(
  categories: readonly FlowCategory[],
  pairs: FlowPairs,
  code: string | null,
  fetchValues: FetchValues,
): Promise<FlowStep> {
  if (!hasFlow(categories)) return { kind: 'empty' };
  const result = resultCode(categories);
  const skipped = new Set<string>();
  const autoApplied: string[] = [];
  // a code that is no filter of the flow (an edited or stale link) asks the first open question, as the
  // chat's ask-parts does: taking it for the result filter would offer every part as the recommended one
  const known = code !== null && categories.some((c) => c.QueryParameterName === code);
  let current =
    code === null ? firstQuestion(categories) : known ? code : nextFilter(categories, pairs, null);
  let answers = pairs;
  for (let i = 0; i < MAX_STEPS; i++) {
    const category = categories.find((c) => c.QueryParameterName === current);
    if (current === result || !category || category.Role !== 'question')
      return { kind: 'result', code: result, pairs: answers, autoApplied };
    const fetched = await fetchValues(current, answers);
    const listed = Array.isArray(fetched) ? { Results: fetched } : fetched;
    const values = listed.Results.filter((v) => v.Id !== 0);
    const matching = listed.Matching ?? null;
    if (values.length > 1)
      return { kind: 'question', code: current, values, pairs: answers, autoApplied, matching };
    const [only] = values;
    // One value answers itself, unless some parts left lack it (the counts say so): then it tells nothing
    // the visitor could answer, and taking it would drop those parts unseen, so it is passed over.
    const narrows = only?.Count !== undefined && matching !== null && only.Count < matching;
    if (only && !narrows) {
      if (isSplinedChoice(current, only.Id)) return { kind: 'splined', pairs: answers, autoApplied };
      answers = withAnswer(answers, current, answerOf(category, only));
      autoApplied.push(current);
    } else skipped.add(current);
    current = nextFilter(categories, answers, current, skipped);
  }
  return { kind: 'result', code: result, pairs: answers, autoApplied };
}

export type Choice = { kind: 'next'; pairs: FlowPairs; next: string } | { kind: 'splined'; pairs: FlowPairs };

/** A tapped value: its answer added, and the filter to show next (or the splined outcome). */
export function choose(
  categories: readonly FlowCategory[],
  pairs: FlowPairs,
  code: string,
  value: FilterValue,
): Choice {
  const category = categories.find((c) => c.QueryParameterName === code);
  return chooseAnswer(categories, pairs, code, answerOf(category, value));
}

/** The same from the answer as sent (a value Id, or an Inch for inch filters): what a chat option carries. */
export function chooseAnswer(
  categories: readonly FlowCategory[],
  pairs: FlowPairs,
  code: string,
  answer: string,
): Choice {
  const answers = withAnswer(pairs, code, answer);
  if (isSplinedChoice(code, Number(answer))) return { kind: 'splined', pairs: answers };
  return { kind: 'next', pairs: answers, next: nextFilter(categories, answers, code) };
}

/** The pairs without `code`'s answer: where a skipped question is asked again with the other answers kept. */
export function withoutAnswer(pairs: FlowPairs, code: string): FlowPairs {
  const { [code]: _skipped, ...rest } = pairs;
  return rest;
}

/**
 * The questions left open (skipped with Not sure, or never reached when the results came early) that still
 * tell the parts of `pairs` apart: each with the values its parts have, in category order.
 */
export async function separatingQuestions(
  categories: readonly FlowCategory[],
  pairs: FlowPairs,
  fetchValues: FetchValues,
): Promise<{ code: string; values: number }[]> {
  const open = questions(categories).filter((code) => pairs[code] === undefined || pairs[code] === NOT_SURE);
  const found: { code: string; values: number }[] = [];
  for (const code of open) {
    const fetched = await fetchValues(code, pairs);
    const values = (Array.isArray(fetched) ? fetched : fetched.Results).filter((v) => v.Id !== 0);
    if (values.length > 1) found.push({ code, values: values.length });
  }
  return found;
}
