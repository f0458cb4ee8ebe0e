// The rotor, drum, casting and stud flows in the chat: the shared flow rule (tools/engine/parts-flow/) with
// the conversation state, question ids, results from the catalog tools and Back.
import { isCut } from '../../catalog/result-cap.ts';
import type { BoundTools } from '../../index.ts';
import { toHubCard } from '../shared/hub-card.ts';
import type { EngineMessage } from '../shared/messages.ts';
import { answerLabel, listedText, separateText } from '../shared/narrowing.ts';
import type { PartsAsk, PartsFlowState } from '../shared/state.ts';
import { unknownAnswers } from './given-answers.ts';
import {
  chooseAnswer,
  drumCards,
  type FetchValues,
  type FlowCategory,
  filterRoute,
  flowNoResults,
  flowQuestion,
  hasFlow,
  nextFilter,
  PARTS_FLOWS,
  type PartsFlowId,
  resolveStep,
  rotorCards,
  SHOW_NOW,
  SPLINED_ROTOR_TYPE,
  separatingQuestions,
  splinedMessage,
  studCards,
  wellFormedPairs,
  withoutAnswer,
} from './index.ts';
import { typedAnswers } from './typed-answers.ts';

export type PartsFlow = PartsFlowState['flow'];

export type PartsTools = Pick<
  BoundTools,
  | 'filterCategories'
  | 'filterValues'
  | 'brakeRotorsForFilters'
  | 'brakeDrumsForFilters'
  | 'castingHubsForFilters'
  | 'studsForFilters'
>;

export type PartsOutput = {
  parts: PartsFlowState | null;
  messages: EngineMessage[];
  questionId: string | null;
};

/**
 * The splined answer: the same message and the same one offer as the page (SplinedView), a link to the hub
 * search with truck type and brakes filled in from the axle position.
 */
function splined(flow: PartsFlowId, pairs: Record<string, string>): EngineMessage[] {
  return [{ kind: 'outcome', data: splinedMessage(flow, pairs) }];
}

/**
 * When several parts are found and questions were left open (Not sure, or results taken early): which of
 * those questions tell them apart. Each 'Answer: …' asks its question here in the chat (`ask`); a page
 * showing the same message follows `to`, the question's page with the other answers kept.
 */
async function separateMessage(
  flow: PartsFlowId,
  pairs: Record<string, string>,
  found: number,
  categories: readonly FlowCategory[],
  tools: PartsTools,
): Promise<EngineMessage[]> {
  if (found < 2) return [];
  const open = await separatingQuestions(categories, pairs, async (code, p) =>
    tools.filterValues({ flow, code, pairs: { ...p } }),
  );
  if (!open.length) return [];
  const nameOf = (code: string) => categories.find((c) => c.QueryParameterName === code)?.Name ?? code;
  const base = PARTS_FLOWS[flow].route;
  return [
    {
      kind: 'outcome',
      data: {
        kind: 'info',
        title: separateText(
          flow,
          found,
          open.map((q) => nameOf(q.code)),
        ),
        paragraphs: [],
        links: open.map((q) => ({
          label: answerLabel(nameOf(q.code)),
          to: filterRoute(base, q.code, withoutAnswer(pairs, q.code)),
          ask: { flow, code: q.code, pairs },
        })),
        route: filterRoute(base, PARTS_FLOWS[flow].resultCode, pairs),
      },
    },
  ];
}

async function results(
  flow: PartsFlowId,
  code: string,
  pairs: Record<string, string>,
  tools: PartsTools,
  categories: readonly FlowCategory[],
) {
  const route = filterRoute(PARTS_FLOWS[flow].route, code, pairs);
  let shown: EngineMessage | null = null;
  // how many parts fit: the tools list the first 60 and say how many there are in all (Total)
  let found = 0;
  if (flow === 'rotor' || flow === 'rotorcasting') {
    const { Results: r, Total } = await tools.brakeRotorsForFilters({ flow, pairs, total: true });
    if (r.length && r.every((x) => x.BrakeRotorTypeId === SPLINED_ROTOR_TYPE)) return splined(flow, pairs);
    if (r.length) shown = { kind: 'part-cards', data: rotorCards(r, route, null, Total) };
    found = Math.max(Total ?? 0, r.length);
  } else if (flow === 'drum' || flow === 'drumcasting') {
    const { Results: r, Total } = await tools.brakeDrumsForFilters({ flow, pairs, total: true });
    if (r.length) shown = { kind: 'part-cards', data: drumCards(r, route, null, Total) };
    found = Math.max(Total ?? 0, r.length);
  } else if (flow === 'stud') {
    const { Results: r, Total } = await tools.studsForFilters({ pairs, total: true });
    if (r.length) shown = { kind: 'part-cards', data: studCards(r, route, null, Total) };
    found = Math.max(Total ?? 0, r.length);
  } else {
    // hub results page one at a time in the chat, so the list is shown whole
    const { Results, Total } = await tools.castingHubsForFilters({ pairs, total: true });
    const hubs = Results.map(toHubCard);
    found = Math.max(Total ?? 0, hubs.length);
    if (hubs.length)
      shown = {
        kind: 'hub-results',
        data: {
          title: 'Hub assemblies that match',
          matchedBy: null,
          hubs,
          notes: isCut(Total) ? [listedText(flow, hubs.length, Total)] : [],
          ...(isCut(Total) ? { total: Total } : {}),
          route,
        },
      };
  }
  if (!shown) {
    // a link's answer the catalog has no part with ('stdia=999') is named, and its question offered again
    const unknown = await unknownAnswers(categories, pairs, (c, p) =>
      tools.filterValues({ flow, code: c, pairs: { ...p } }),
    );
    return [{ kind: 'outcome' as const, data: flowNoResults(flow, 'no-match', pairs, unknown) }];
  }
  return [shown, ...(await separateMessage(flow, pairs, found, categories, tools))];
}

/**
 * Shows the flow at `ps.current` (or its first question): a question, the results or the splined answer.
 * `categories` are the flow's, when the caller already fetched them this step.
 */
export async function enterParts(
  ps: PartsFlowState,
  tools: PartsTools,
  newQuestionId: () => string,
  categories?: FlowCategory[],
): Promise<PartsOutput> {
  categories ??= await tools.filterCategories({ flow: ps.flow });
  const step = await resolveStep(categories, ps.pairs, ps.current, async (code, pairs) =>
    tools.filterValues({ flow: ps.flow, code, pairs: { ...pairs }, counts: true }),
  );
  if (step.kind === 'empty')
    return {
      parts: null,
      questionId: null,
      messages: [{ kind: 'outcome', data: flowNoResults(ps.flow, 'no-parts') }],
    };
  const pairs = { ...step.pairs };
  // the flow is kept at its end, no question open: Back asks its last question again
  const ended = { ...ps, pairs, current: null };
  if (step.kind === 'splined') return { parts: ended, questionId: null, messages: splined(ps.flow, pairs) };
  if (step.kind === 'result')
    return {
      parts: ended,
      questionId: null,
      messages: await results(ps.flow, step.code, pairs, tools, categories),
    };
  const questionId = newQuestionId();
  return {
    parts: { ...ps, pairs, current: step.code },
    questionId,
    messages: [{ kind: 'question', data: flowQuestion(ps.flow, step, categories, questionId) }],
  };
}

/**
 * The flow started by typed words: the hub values they named (code -> name) answer its questions where one
 * of their values names the same ({@link typedAnswers}); those count as asked, so Back asks them again.
 * `taken`: the names of the values answered.
 */
export async function enterPartsFromWords(
  flow: PartsFlow,
  names: Readonly<Record<string, string>>,
  tools: PartsTools,
  newQuestionId: () => string,
  tried: readonly string[] = [],
): Promise<PartsOutput & { taken: string[] }> {
  const categories = await tools.filterCategories({ flow });
  const fetch: FetchValues = (code, p) => tools.filterValues({ flow, code, pairs: { ...p } });
  const { pairs, taken } = hasFlow(categories)
    ? await typedAnswers(categories, names, fetch, tried)
    : { pairs: {}, taken: [] };
  const asked = Object.keys(pairs);
  // answered questions are not asked again: the flow goes on at the first open one
  const current = asked.length ? nextFilter(categories, pairs, null) : null;
  const out = await enterParts({ flow, pairs, current, asked }, tools, newQuestionId, categories);
  return { ...out, taken };
}

/** The user chose `value` (the answer as sent) for the open question. */
export async function answerParts(
  ps: PartsFlowState,
  value: string,
  tools: PartsTools,
  newQuestionId: () => string,
): Promise<PartsOutput> {
  const code = ps.current;
  if (!code) return enterParts(ps, tools, newQuestionId);
  const categories = await tools.filterCategories({ flow: ps.flow });
  // the catalog emptied since the question was asked: there is nothing left to choose from
  if (!hasFlow(categories)) return enterParts(ps, tools, newQuestionId, categories);
  const asked = [...(ps.asked ?? []), code];
  if (value === SHOW_NOW) {
    // the few parts left, the open questions staying open (the results say which would separate them);
    // Back asks the question they were taken at again
    const result = PARTS_FLOWS[ps.flow].resultCode;
    return {
      parts: { ...ps, asked, current: null },
      questionId: null,
      messages: await results(ps.flow, result, { ...ps.pairs }, tools, categories),
    };
  }
  const choice = chooseAnswer(categories, ps.pairs, code, value);
  if (choice.kind === 'splined')
    return {
      parts: { ...ps, pairs: { ...choice.pairs }, asked, current: null },
      questionId: null,
      messages: splined(ps.flow, { ...choice.pairs }),
    };
  const next = { ...ps, pairs: { ...choice.pairs }, current: choice.next, asked };
  return enterParts(next, tools, newQuestionId, categories);
}

/**
 * 'Answer: …' under the results: that question asked in the chat with the results' other answers kept.
 * The answers before it count as asked, so Back from it goes to them. A code that is no question of the
 * flow (a message from an older catalog) asks the flow's next open question instead.
 */
export async function askParts(
  ask: PartsAsk,
  tools: PartsTools,
  newQuestionId: () => string,
): Promise<PartsOutput> {
  const categories = await tools.filterCategories({ flow: ask.flow });
  if (!hasFlow(categories))
    return enterParts({ flow: ask.flow, pairs: {}, current: null }, tools, newQuestionId, categories);
  const known = categories.some((c) => c.QueryParameterName === ask.code && c.Role === 'question');
  // the answers come back from the browser: only well-formed ones go on (into links and tool calls)
  const given = wellFormedPairs(ask.pairs);
  const pairs = known ? withoutAnswer(given, ask.code) : { ...given };
  const current = known ? ask.code : nextFilter(categories, pairs, null);
  return enterParts(
    { flow: ask.flow, pairs, current, asked: Object.keys(pairs) },
    tools,
    newQuestionId,
    categories,
  );
}

/** Back: forget the last asked answer and everything after it, and ask it again; null at the first. */
export async function partsBack(
  ps: PartsFlowState,
  tools: PartsTools,
  newQuestionId: () => string,
): Promise<PartsOutput | null> {
  const asked = ps.asked ?? [];
  const last = asked.at(-1);
  if (!last) return null;
  const keys = Object.keys(ps.pairs);
  const cut = keys.indexOf(last);
  const pairs = Object.fromEntries(
    keys.slice(0, cut < 0 ? keys.length : cut).map((k) => [k, ps.pairs[k] as string]),
  );
  return enterParts({ ...ps, pairs, current: last, asked: asked.slice(0, -1) }, tools, newQuestionId);
}
