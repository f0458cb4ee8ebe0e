// The conversation state the engine carries from turn to turn; it travels with each chat request.
import { z } from 'zod';
import { CalculatorChatState } from './calculator/chat-state.ts';
import { SEARCHED_MAX } from './display/searched.ts';
import { JobMode, JobNutPlus, SpindleStyle } from './job-parts-data.ts';

const Code = z.string().regex(/^[A-Za-z]{2,12}$/);
const FilterMap = z.record(Code, z.string().max(40)).refine((m) => Object.keys(m).length <= 40);
const Searched = z.string().max(SEARCHED_MAX);

/**
 * A question the user saw and answered: its step and the answers as they stood when it was shown, so Back
 * (and a page opened at an earlier step) restores exactly that question with exactly those filters.
 */
export const HubAsked = z.object({
  step: z.number().int(),
  filters: FilterMap,
  noMake: z.boolean(),
  spindleNutUpgrade: z.boolean().nullable(),
  preset: FilterMap.optional(),
  /** The answer given to it, as its button read: the results list it, each one changeable (go-to-step). */
  answer: z.string().max(200).optional(),
});
export type HubAsked = z.infer<typeof HubAsked>;

/** Histories saved before they held snapshots were bare step numbers: those start over (no Back). */
const History = z.preprocess(
  (v) => (Array.isArray(v) && v.some((e) => typeof e === 'number') ? [] : v),
  z.array(HubAsked).max(60),
);

export const HubWizardState = z.object({
  filters: FilterMap,
  /** The questions the user saw and answered, oldest first: Back restores the newest. */
  history: History,
  /** The step whose question is open, if any. */
  current: z.number().int().nullable(),
  /** 'Other/Not Listed' (or no make at all) was the truck make. */
  noMake: z.boolean(),
  /** The user asked for a PreSet Plus spindle nut. */
  spindleNutUpgrade: z.boolean().nullable(),
  /** Categories a number search resolved and that must not be asked (tmake, gawrr, wssdi, ...). */
  fromNumber: z.boolean(),
  /** After a number search: the hub's filters flag spints (the spindle-nut question applies). */
  offerSpindleNut: z.boolean().optional(),
  /** After a number search: the hub it found, listed first among the hubs of the same answers. */
  found: z
    .string()
    .regex(/^\d{6}(\d{2})?$/)
    .optional(),
  /** Answers read from typed words, applied when their question comes (if the value is offered then). */
  preset: FilterMap.optional(),
  /**
   * What the typed words named (code -> preset value, code -> name as shown): the removable chips. Taking
   * one away takes that answer alone out and asks its question again; the other answers are kept.
   */
  typed: FilterMap.optional(),
  typedNames: FilterMap.optional(),
  /** The splined-rotor panel is open: its answer is stored as the rotor type without asking again. */
  splinedPanel: z.boolean().optional(),
  /** The brand and number a number search started this flow with: every page link of it carries them. */
  searched: Searched.optional(),
});
export type HubWizardState = z.infer<typeof HubWizardState>;

const PartsFlowId = z.enum(['rotor', 'drum', 'casting', 'rotorcasting', 'drumcasting', 'stud']);

/**
 * A question a parts flow's results left open (Not sure, or results taken early), to ask in the chat with
 * the other answers kept: the results' 'Answer: …' (decision 037). `pairs` are the answers of the results.
 */
export const PartsAsk = z.object({ flow: PartsFlowId, code: Code, pairs: FilterMap });
export type PartsAsk = z.infer<typeof PartsAsk>;

export const PartsFlowState = z.object({
  flow: PartsFlowId,
  pairs: FilterMap,
  current: Code.nullable(),
  /** Codes whose question was asked (not auto-applied), oldest first: Back walks this. */
  asked: z.array(Code).max(40).optional(),
  /** As the hub wizard's `searched`: the number search that started this flow. */
  searched: Searched.optional(),
});
export type PartsFlowState = z.infer<typeof PartsFlowState>;

export const EngineState = z.object({
  version: z.literal(1),
  /** The last number the user searched, for the classic page link and follow-ups. */
  lastSearch: z.string().max(64).nullable(),
  /** Counter that makes every question id unique within a conversation. */
  seq: z.number().int().min(0).max(1_000_000),
  hub: HubWizardState.nullable(),
  parts: PartsFlowState.nullable(),
  /** The question that is open: an answer must name it. */
  pending: z.object({ questionId: z.string().max(120), kind: z.string().max(40) }).nullable(),
  /** A calculator running in the chat (tools/engine/calculator/calculator-flow.ts). */
  calc: CalculatorChatState.nullable().optional(),
});
export type EngineState = z.infer<typeof EngineState>;

export const initialState: EngineState = {
  version: 1,
  lastSearch: null,
  seq: 0,
  hub: null,
  parts: null,
  pending: null,
};

/** The longest text a visitor's message may hold (the chat's box holds far less). */
export const MAX_TEXT_LENGTH = 500;

export const EngineEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string().max(MAX_TEXT_LENGTH) }),
  /** A suggestion the user picked: its CompetitorInterchangesId, so the exact part is used. */
  z.object({ type: z.literal('pick-number'), id: z.number().int().positive(), label: z.string().max(120) }),
  /** A tapped answer to a question the engine asked (possibly an earlier one: the client replays from it). */
  z.object({
    type: z.literal('option'),
    questionId: z.string().max(120),
    value: z.string().max(200),
    label: z.string().max(200),
  }),
  /** A calculator form submitted in the chat (tools/engine/calculator/calculator-flow.ts). */
  z.object({
    type: z.literal('form'),
    formId: z.string().max(120),
    values: z.record(z.string().max(40), z.string().max(200)).refine((v) => Object.keys(v).length <= 20),
  }),
  /**
   * The filters page after a number search (/hub/filters/{pairs}): the hub's filter pairs; a `spints`
   * pair of '1' or 'true' is the spindle-nut flag, not a filter.
   */
  z.object({
    type: z.literal('filters'),
    pairs: FilterMap,
  }),
  /**
   * A guided wizard page opened by its link alone: `step` is the page's step (40 the results) and `answers`
   * the pairs of its query; the wizard is rebuilt by answering its questions with them (hub-wizard/resume.ts).
   */
  z.object({ type: z.literal('resume'), step: z.number().int().min(0).max(99), answers: FilterMap }),
  /** Back one question, or (`to`, a page opened at an earlier step) to the newest time that step was asked. */
  z.object({ type: z.literal('back'), to: z.number().int().min(0).max(99).optional() }),
  /** The guided hub wizard from its first question (the pages' and chat's 'proceed without the number'). */
  z.object({ type: z.literal('start-wizard') }),
  /**
   * Back to an earlier answered question of the hub wizard in one request: the newest time `step` was asked
   * is restored from the engine's history (later answers forgotten). With `value` and `label` that question
   * is answered at once (the chat's 'Change' on an answered question).
   */
  z.object({
    type: z.literal('go-to-step'),
    step: z.number().int().min(0).max(99),
    value: z.string().max(200).optional(),
    label: z.string().max(200).optional(),
  }),
  /** 'Answer: …' under parts results in the chat: that open question, asked in the chat. */
  PartsAsk.extend({ type: z.literal('ask-parts') }),
  /** A chip of what the typed words named, taken away: the wizard asks that question instead. */
  z.object({ type: z.literal('drop-value'), code: Code }),
  /** 'Parts for this job' tapped on a hub card, or a toggle of the job list: that hub's list, this way. */
  z.object({
    type: z.literal('job-parts'),
    hanum: z.string().regex(/^\d{6}(\d{2})?$/),
    mode: JobMode,
    ends: z.union([z.literal(1), z.literal(2)]),
    /** The wizard's PreSet Plus upgrade answered Yes; a spindle style tapped on the list. */
    nut: JobNutPlus.optional(),
    spindle: SpindleStyle.optional(),
  }),
  z.object({ type: z.literal('reset') }),
]);
export type EngineEvent = z.infer<typeof EngineEvent>;
