// The step engine: (state, event) -> (state, messages). Pure apart from the tools it is handed.
import type { PartNumberMatch } from '../catalog/search-part-numbers.ts';
import type { BoundTools } from '../index.ts';
import { calculatorBack, calculatorFromText, submitCalculatorForm } from './calculator-flow.ts';
import { STEP } from './hub-wizard/steps.ts';
import {
  answerStep,
  emptyWizard,
  enterStep,
  startFiltersFlow,
  stepBack,
  type WizardOutput,
} from './hub-wizard/wizard.ts';
import type { EngineMessage } from './messages.ts';
import { answerNumber, notAvailable } from './number-answers.ts';
import { noResultsOutcome } from './outcomes.ts';
import { type EngineEvent, type EngineState, initialState } from './state.ts';
import { BRAND, PAGE_TEXT, TEXT } from './texts.ts';

export type StepResult = { state: EngineState; messages: EngineMessage[] };

/** The choose-path buttons, the same labels as the classic page, keyed by where each leads. */
const pathLabel = (route: string) =>
  PAGE_TEXT.choosePathOptions.find((o) => o.route === route)?.label ?? route;
const CHOOSE_PATH = {
  know: pathLabel('/hub/search'),
  help: pathLabel('/hub/find-assembly'),
  proceed: pathLabel('/hub/truck-type'),
  compare: pathLabel('/hub/compare-hub'),
} as const;

function startChips(): EngineMessage {
  return {
    kind: 'chips',
    data: {
      chips: [
        { label: 'Find a hub', text: 'hubs' },
        { label: 'Hub components', text: 'hub components' },
        { label: 'Brake drums', text: 'brake drums' },
        { label: 'Brake rotors', text: 'brake rotors' },
        { label: 'Cost calculators', text: 'calculator' },
      ],
    },
  };
}

/** A fresh question id, unique within the conversation. */
function questionIds(state: EngineState) {
  let seq = state.seq;
  return {
    next: () => `q${++seq}`,
    get seq() {
      return seq;
    },
  };
}

function withWizard(state: EngineState, out: WizardOutput, seq: number): StepResult {
  return {
    state: {
      ...state,
      seq,
      hub: out.hub,
      parts: null,
      pending: out.questionId ? { questionId: out.questionId, kind: 'hub' } : null,
    },
    messages: out.messages,
  };
}

export async function step(state: EngineState, event: EngineEvent, tools: BoundTools): Promise<StepResult> {
  switch (event.type) {
    case 'reset':
      return {
        state: { ...initialState, seq: state.seq },
        messages: [{ kind: 'text', markdown: TEXT.chooseFlow }, startChips()],
      };
    case 'back':
      return calculatorBack(state) ?? back(state, tools);
    case 'pick-number': {
      const link = (await tools.interchangeById({ id: event.id })).Results[0];
      const next = { ...state, lastSearch: event.label.slice(0, 64), pending: null };
      if (!link) return { state: next, messages: [noResultsOutcome(event.label)] };
      return answerForMatch(next, link, link.PartNumber, tools);
    }
    case 'filters':
      return filtersFlow({ ...state, pending: null }, event.pairs, tools);
    case 'option':
      return answerOption(state, event, tools);
    case 'form':
      return submitCalculatorForm(state, event);
    case 'text':
      return calculatorFromText(state, event.text) ?? understand(state, event.text.trim(), tools);
  }
}

async function back(state: EngineState, tools: BoundTools): Promise<StepResult> {
  const ids = questionIds(state);
  if (state.hub) {
    const out = await stepBack(state.hub, tools, ids.next);
    if (out) return withWizard(state, out, ids.seq);
  }
  return {
    state: { ...initialState, seq: state.seq },
    messages: [{ kind: 'text', markdown: TEXT.chooseFlow }, startChips()],
  };
}

async function answerOption(
  state: EngineState,
  event: Extract<EngineEvent, { type: 'option' }>,
  tools: BoundTools,
): Promise<StepResult> {
  if (state.pending?.questionId !== event.questionId) {
    return {
      state,
      messages: [
        { kind: 'text', markdown: 'That question is no longer open. Here is where we are:' },
        startChips(),
      ],
    };
  }
  const ids = questionIds(state);
  if (state.pending.kind === 'choose-path') return choosePath(state, event.label, tools);
  if (state.pending.kind === 'hub' && state.hub) {
    return withWizard(state, await answerStep(state.hub, event.value, event.label, tools, ids.next), ids.seq);
  }
  return { state: { ...state, pending: null }, messages: [startChips()] };
}

function askChoosePath(state: EngineState): StepResult {
  const questionId = `q${state.seq + 1}`;
  return {
    state: {
      ...state,
      seq: state.seq + 1,
      pending: { questionId, kind: 'choose-path' },
      hub: null,
      parts: null,
    },
    messages: [
      {
        kind: 'question',
        data: {
          questionId,
          flow: 'hub',
          code: 'choose-path',
          title: PAGE_TEXT.choosePathQuestion,
          intro: [],
          diagramUrl: null,
          columns: 1,
          options: Object.values(CHOOSE_PATH).map((label) => ({
            label,
            sublabel: null,
            value: label,
            imageUrl: null,
          })),
          route: '/hub/choose-path',
        },
      },
    ],
  };
}

async function choosePath(state: EngineState, label: string, tools: BoundTools): Promise<StepResult> {
  const cleared = { ...state, pending: null };
  if (label === CHOOSE_PATH.proceed) return startWizard(cleared, tools);
  if (label === CHOOSE_PATH.know) {
    return {
      state: cleared,
      messages: [
        {
          kind: 'text',
          markdown: `Type your hub assembly number below (6 or 8 digits, ${BRAND} or competitor).`,
        },
      ],
    };
  }
  if (label === CHOOSE_PATH.compare) {
    return {
      state: cleared,
      messages: [
        {
          kind: 'text',
          markdown: 'Type **compare** and the two assembly numbers, for example `compare 10031065 10031066`.',
        },
      ],
    };
  }
  return {
    state: cleared,
    messages: [
      {
        kind: 'outcome',
        data: {
          kind: 'info',
          title: 'Finding your hub assembly number',
          paragraphs: [
            'The assembly number is stamped on the hub: look on the flange face and near the hub cap pilot.',
          ],
          links: [{ label: 'Show me where', to: '/hub/find-assembly' }],
          route: '/hub/find-assembly',
        },
      },
    ],
  };
}

async function startWizard(state: EngineState, tools: BoundTools): Promise<StepResult> {
  const ids = questionIds(state);
  return withWizard(state, await enterStep(STEP.truckType, emptyWizard(), tools, ids.next), ids.seq);
}

const WORDS = {
  reset: /^(start over|restart|reset|new search|home)$/i,
  back: /^(back|go back|previous)$/i,
  hubs: /^(hubs?|find a hub|hub assembl(y|ies))$/i,
  wizard: /^(no number|proceed without( the)? number|guide me)$/i,
};

/** Free text: flow words first, else it is a part number. */
async function understand(state: EngineState, text: string, tools: BoundTools): Promise<StepResult> {
  if (WORDS.reset.test(text)) return step(state, { type: 'reset' }, tools);
  if (WORDS.back.test(text)) return back(state, tools);
  if (WORDS.hubs.test(text)) return askChoosePath(state);
  if (WORDS.wizard.test(text)) return startWizard(state, tools);
  if (text && !/\d/.test(text)) {
    // No digit: not a part number. Say what we understand instead of a dead end.
    return {
      state: { ...state, pending: null },
      messages: [
        { kind: 'text', markdown: `I couldn't place "${text.slice(0, 60)}". ${TEXT.chooseFlow}` },
        startChips(),
      ],
    };
  }
  return searchNumber(state, text, tools);
}

async function searchNumber(state: EngineState, text: string, tools: BoundTools): Promise<StepResult> {
  const next: EngineState = { ...state, lastSearch: text.slice(0, 64) || null, pending: null };
  if (!text) return { state: next, messages: [{ kind: 'text', markdown: TEXT.searchEmpty }] };
  const found = await tools.searchPartNumbers({ text: text.slice(0, 64) });
  const best = found.Results[0];
  if (!best) return { state: next, messages: [noResultsOutcome(text)] };
  const link = (await tools.interchangeById({ id: best.CompetitorInterchangesId })).Results[0];
  if (!link) return { state: next, messages: [noResultsOutcome(text)] };
  return answerForMatch(next, best, link.PartNumber, tools);
}

/** What to show for one matched number: its destination by part type (tools/engine/number-routing.ts). */
async function answerForMatch(
  state: EngineState,
  match: PartNumberMatch,
  makerPartNumber: string,
  tools: BoundTools,
): Promise<StepResult> {
  const answer = await answerNumber(match, makerPartNumber, tools);
  if (answer.kind === 'messages')
    return { state: { ...state, hub: null, parts: null }, messages: answer.messages };
  return filtersFlow(state, answer.pairs, tools, [answer.intro]);
}

/** The filters flow after a number search: remaining hub questions, then results; no pairs is not available. */
async function filtersFlow(
  state: EngineState,
  pairs: Record<string, string>,
  tools: BoundTools,
  intro: EngineMessage[] = [],
): Promise<StepResult> {
  const ids = questionIds(state);
  const out = await startFiltersFlow(pairs, tools, ids.next);
  if (!out) {
    return {
      state: { ...state, hub: null, parts: null, pending: null },
      messages: [...intro, ...(await notAvailable(null, tools))],
    };
  }
  const result = withWizard(state, out, ids.seq);
  return { state: result.state, messages: [...intro, ...result.messages] };
}
