// The rotor, drum, casting and stud flows in the chat: the shared flow rule (tools/engine/parts-flow/) with
// the conversation state, question ids, results from the catalog tools and Back.
import type { BoundTools } from '../../index.ts';
import { TRUCK_TYPES } from '../hub-wizard/steps.ts';
import { toHubCard } from '../shared/hub-card.ts';
import type { EngineMessage } from '../shared/messages.ts';
import { noResultsOutcome } from '../shared/outcomes.ts';
import type { PartsFlowState } from '../shared/state.ts';
import {
  chooseAnswer,
  drumCards,
  type FlowCategory,
  filterRoute,
  flowQuestion,
  PARTS_FLOWS,
  type PartsFlowId,
  resolveStep,
  rotorCards,
  SPLINED_ROTOR_TYPE,
  splinedMessage,
  splinedOutcome,
  studCards,
} from './index.ts';

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

/** The splined answer, with a chip that starts the hub wizard with truck type and brakes filled in. */
function splined(flow: PartsFlowId, pairs: Record<string, string>): EngineMessage[] {
  const offer = splinedOutcome(pairs);
  const { tcomp, brkty } = offer.hubPairs;
  const label =
    TRUCK_TYPES.find((t) => t.tcomp === tcomp && t.brkty === brkty)?.label ?? 'Truck with Disc Brakes';
  return [
    { kind: 'outcome', data: splinedMessage(flow, pairs) },
    { kind: 'chips', data: { chips: [{ label: offer.offerLabel, text: `${label} hub` }] } },
  ];
}

async function results(flow: PartsFlowId, code: string, pairs: Record<string, string>, tools: PartsTools) {
  const route = filterRoute(PARTS_FLOWS[flow].route, code, pairs);
  let found: EngineMessage | null = null;
  if (flow === 'rotor' || flow === 'rotorcasting') {
    const r = (await tools.brakeRotorsForFilters({ flow, pairs })).Results;
    if (r.length && r.every((x) => x.BrakeRotorTypeId === SPLINED_ROTOR_TYPE)) return splined(flow, pairs);
    if (r.length) found = { kind: 'part-cards', data: rotorCards(r.slice(0, 12), route) };
  } else if (flow === 'drum' || flow === 'drumcasting') {
    const r = (await tools.brakeDrumsForFilters({ flow, pairs })).Results;
    if (r.length) found = { kind: 'part-cards', data: drumCards(r.slice(0, 12), route) };
  } else if (flow === 'stud') {
    const r = (await tools.studsForFilters({ pairs })).Results;
    if (r.length) found = { kind: 'part-cards', data: studCards(r.slice(0, 12), route) };
  } else {
    const hubs = (await tools.castingHubsForFilters({ pairs })).Results.slice(0, 12).map(toHubCard);
    if (hubs.length)
      found = {
        kind: 'hub-results',
        data: { title: 'Hub assemblies that match', matchedBy: null, hubs, notes: [], route },
      };
  }
  return [found ?? noResultsOutcome()];
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
  const step = await resolveStep(
    categories,
    ps.pairs,
    ps.current,
    async (code, pairs) => (await tools.filterValues({ flow: ps.flow, code, pairs: { ...pairs } })).Results,
  );
  const pairs = { ...step.pairs };
  if (step.kind === 'splined') return { parts: null, questionId: null, messages: splined(ps.flow, pairs) };
  if (step.kind === 'result')
    return { parts: null, questionId: null, messages: await results(ps.flow, step.code, pairs, tools) };
  const questionId = newQuestionId();
  return {
    parts: { ...ps, pairs, current: step.code },
    questionId,
    messages: [{ kind: 'question', data: flowQuestion(ps.flow, step, categories, questionId) }],
  };
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
  const choice = chooseAnswer(categories, ps.pairs, code, value);
  if (choice.kind === 'splined')
    return { parts: null, questionId: null, messages: splined(ps.flow, { ...choice.pairs }) };
  const asked = [...(ps.asked ?? []), code];
  const next = { ...ps, pairs: { ...choice.pairs }, current: choice.next, asked };
  return enterParts(next, tools, newQuestionId, categories);
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
