// The step engine: (state, event) -> (state, messages). Pure apart from the tools it is handed.
import type { MeasureKind } from '../catalog/measure-dimensions.ts';
import type { PartNumberLink, PartNumberMatch } from '../catalog/search-part-numbers.ts';
import type { BoundTools } from '../index.ts';
import { normalizePartNumber } from '../part-number/normalize.ts';
import { loneNumber, numberWords, plainForms, wordsBesideNumber } from '../part-number/number-in-text.ts';
import { PART_TYPE } from '../part-number/part-types.ts';
import { type BrandReading, brandRunTogether, readTypedBrand } from '../part-number/typed-brand.ts';
import { calculatorBack, calculatorFromText, submitCalculatorForm } from './calculator/calculator-flow.ts';
import {
  type Intent,
  type PartsFlowWord,
  readCommand,
  readMeasureIntent,
  readNamed,
  readStudSize,
  studCountIn,
} from './free-text.ts';
import { isHubNumber } from './hub-wizard/filters-route.ts';
import { resumeWizard } from './hub-wizard/resume.ts';
import { STEP, STEP_BY_ID } from './hub-wizard/steps.ts';
import { readValuesMessage, withoutTyped, withTyped } from './hub-wizard/typed-values.ts';
import {
  answerStep,
  askedEntry,
  canGoTo,
  emptyWizard,
  enterStep,
  startFiltersFlow,
  stepBack,
  type WizardOutput,
} from './hub-wizard/wizard.ts';
import { measureAnswer } from './measure/measure-answer.ts';
import { measureChip, measureHowAnswer } from './measure/measure-offer.ts';
import { withLeftOut, wordsBesideSizes } from './measure/measure-words.ts';
import { elsewhereLinks, nearNumberChips, numberChip, OFFER_MAX } from './number/elsewhere.ts';
import { askedKind, hubKindAnswer, namedKind } from './number/hub-kind-parts.ts';
import { answerNumber, notAvailable } from './number/number-answers.ts';
import { routeNumber } from './number/number-routing.ts';
import {
  answerParts,
  askParts,
  enterParts,
  enterPartsFromWords,
  type PartsFlow,
  type PartsOutput,
  partsBack,
} from './parts-flow/parts-chat.ts';
import { leftOut } from './parts-flow/typed-answers.ts';
import { searchedText, withSearched } from './shared/display/searched.ts';
import { fullStop, markdownText } from './shared/markdown.ts';
import type { DataParts, EngineMessage } from './shared/messages.ts';
import { NOT_ANSWERED } from './shared/narrowing.ts';
import { noResultsOutcome } from './shared/outcomes.ts';
import { partGroupsData } from './shared/part-groups.ts';
import { type EngineEvent, type EngineState, initialState } from './shared/state.ts';
import { BRAND, PAGE_TEXT, TEXT } from './shared/texts.ts';
import {
  compareAnswer,
  compareHint,
  compareMissed,
  helpAnswer,
  hubsCompared,
  hubVocabulary,
  partsFlowStart,
} from './text-answers.ts';
import { typedOption } from './typed-option.ts';
import { NO_PRICES, priceAsked } from './words/price-question.ts';
import { unclearAnswer } from './words/unclear-answer.ts';

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

const chips = (...list: { label: string; text: string }[]): EngineMessage => ({
  kind: 'chips',
  data: { chips: list },
});

const startChips = () =>
  chips(
    { label: 'Find a hub', text: 'hubs' },
    { label: 'Hub components', text: 'hub components' },
    { label: 'Brake drums', text: 'brake drums' },
    { label: 'Brake rotors', text: 'brake rotors' },
    { label: 'Cost calculators', text: 'calculator' },
  );

/** The start: a fresh conversation (question ids keep counting) and the flows to choose from. */
function home(state: EngineState): StepResult {
  return {
    state: { ...initialState, seq: state.seq },
    messages: [{ kind: 'text', markdown: TEXT.chooseFlow }, startChips()],
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

/** The hub wizard's next state and messages; a flow a number search started keeps its searched text. */
function withWizard(
  state: EngineState,
  out: WizardOutput,
  seq: number,
  lead: EngineMessage[] = [],
): StepResult {
  return routesSaySearched(
    {
      state: {
        ...state,
        seq,
        hub: out.hub,
        parts: null,
        pending: out.questionId ? { questionId: out.questionId, kind: 'hub' } : null,
      },
      messages: [...lead, ...out.messages],
    },
    out.hub?.searched,
  );
}

export async function step(state: EngineState, event: EngineEvent, tools: BoundTools): Promise<StepResult> {
  switch (event.type) {
    case 'reset':
      return home(state);
    case 'back':
      return calculatorBack(state) ?? back(state, tools, event.to);
    case 'start-wizard':
      return startWizard({ ...state, pending: null }, tools);
    case 'go-to-step':
      return goToStep(state, event, tools);
    case 'drop-value':
      return dropValue(state, event.code, tools);
    case 'ask-parts': {
      const ids = questionIds(state);
      const { type: _type, ...ask } = event;
      return withParts({ ...state, pending: null }, await askParts(ask, tools, ids.next), ids.seq);
    }
    case 'job-parts':
      return { state: { ...state, pending: null }, messages: await jobPartsAnswer(event, tools) };
    case 'pick-number': {
      const link = (await tools.interchangeById({ id: event.id })).Results[0];
      const next = { ...state, lastSearch: event.label.slice(0, 64), pending: null };
      if (!link) return { state: next, messages: [noResultsOutcome(event.label)] };
      return answerForMatch(next, link, link.PartNumber, tools);
    }
    case 'filters':
      return filtersFlow({ ...state, pending: null }, event.pairs, tools);
    case 'resume': {
      const ids = questionIds(state);
      return withWizard(state, await resumeWizard(event.step, event.answers, tools, ids.next), ids.seq);
    }
    case 'option':
      return answerOption(state, event, tools);
    case 'form':
      return submitCalculatorForm(state, event);
    case 'text': {
      // a phone's full-width digits or a pasted no-break space read as what they look like; one character
      // can stand for up to 18 ('﷽'), so the text keeps the event's own limit
      const text = plainForms(event.text).slice(0, 500).trim();
      const calculator = calculatorFromText(state, text);
      if (calculator) return calculator;
      // a price asked is answered first (the catalog has none), then what else the words asked
      const price = priceAsked(text);
      const noPrices: EngineMessage = { kind: 'text', markdown: NO_PRICES };
      if (price === 'alone') {
        const ways = chips(
          { label: 'Cost calculators', text: 'calculator' },
          { label: 'Find a hub', text: 'hubs' },
        );
        return { state, messages: [noPrices, ways] };
      }
      const answer = (await typedAnswer(state, text, tools)) ?? (await understand(state, text, tools));
      return price ? { ...answer, messages: [noPrices, ...answer.messages] } : answer;
    }
  }
}

/** The job's parts list of a hub as a rich message; a hub the catalog does not know: no results. */
async function jobPartsAnswer(
  event: Extract<EngineEvent, { type: 'job-parts' }>,
  tools: BoundTools,
): Promise<EngineMessage[]> {
  const { hanum, mode, ends, nut, spindle } = event;
  const [data] = (
    await tools.jobParts({ hanum, mode, ends, ...(nut ? { nut } : {}), ...(spindle ? { spindle } : {}) })
  ).Results;
  return data ? [{ kind: 'job-parts', data }] : [noResultsOutcome(event.hanum)];
}

/**
 * The parts flow's next state and messages. `searched`: the number search that started the flow (its last
 * step, the results, has no flow state left to say it).
 */
function withParts(
  state: EngineState,
  out: PartsOutput,
  seq: number,
  lead: EngineMessage[] = [],
  searched = out.parts?.searched,
): StepResult {
  return routesSaySearched(
    {
      state: {
        ...state,
        seq,
        hub: null,
        parts: out.parts,
        pending: out.questionId ? { questionId: out.questionId, kind: 'parts' } : null,
      },
      messages: [...lead, ...out.messages],
    },
    searched,
  );
}

/** The guided flow each flow word starts in the chat. */
const PARTS_FLOW_OF: Partial<Record<PartsFlowWord, PartsFlow>> = {
  rotor: 'rotor',
  drum: 'drum',
  stud: 'stud',
  hubcasting: 'casting',
  rotorcasting: 'rotorcasting',
  drumcasting: 'drumcasting',
};

/**
 * Flow words: the flow's questions in the chat, the hub values the other words named (`names`) answering
 * those they can; 'casting' asks which casting; components: where to go.
 */
async function startParts(
  state: EngineState,
  word: PartsFlowWord,
  tools: BoundTools,
  names: Record<string, string> = {},
  tried: readonly string[] = [],
): Promise<StepResult> {
  const flow = PARTS_FLOW_OF[word];
  if (!flow) {
    const which =
      word === 'casting'
        ? [
            chips(
              { label: 'Hub casting', text: 'hub casting' },
              { label: 'Rotor casting', text: 'rotor casting' },
              { label: 'Drum casting', text: 'drum casting' },
            ),
          ]
        : [];
    return { state: { ...state, pending: null }, messages: [partsFlowStart(word), ...which] };
  }
  const ids = questionIds(state);
  const { taken, ...out } = await enterPartsFromWords(flow, names, tools, ids.next, tried);
  const lead: EngineMessage[] = [{ kind: 'text', markdown: PARTS_FLOW_INTRO[flow] }];
  // a stud hole count ('10 stud drum casting') is said as the count it is, taken or not
  const said = (t: string) => (t === names.holes ? `${t} studs` : t);
  if (taken.length)
    lead.push({
      kind: 'text',
      markdown: `From your message I took: ${taken.map((t) => `**${markdownText(said(t))}**`).join(', ')}${fullStop(taken.map(said).at(-1))}`,
    });
  // what the words named that none of the part's answers has ('trailer rotor aluminum', 'stud 9/16'): said
  const left = leftOut(names, taken);
  if (left.length)
    lead.push({
      kind: 'text',
      markdown: `No answer to these questions names ${left.map((t) => `**${markdownText(said(t))}**`).join(' or ')}, so I left ${left.length > 1 ? 'them' : 'it'} out.`,
    });
  const started = withParts(state, out, ids.seq, lead);
  // a part that can be measured offers it, as its pages' 'Measure it' does
  const measurable = MEASURABLE[flow];
  return measurable
    ? { ...started, messages: [...started.messages, chips(measureChip(measurable))] }
    : started;
}

/** The flows whose part has a measure page (the casting flows ask for measurements already). */
const MEASURABLE: Partial<Record<PartsFlow, MeasureKind>> = { rotor: 'rotor', drum: 'drum', stud: 'stud' };

const PARTS_FLOW_INTRO: Record<PartsFlow, string> = {
  rotor: `Type your rotor number (${BRAND} or competitor), or answer these questions:`,
  drum: `Type your drum number (${BRAND} or competitor), or answer these questions:`,
  stud: `Type your stud number (${BRAND} or competitor), or answer these questions:`,
  casting: 'Type the casting number cast on the hub, or answer these questions:',
  rotorcasting: 'Type the casting number cast on the rotor, or answer these questions:',
  drumcasting: 'Type the casting number cast on the drum, or answer these questions:',
};

/** Back (to step `to` of the hub wizard, when given): the engine's history says where; else the start. */
async function back(state: EngineState, tools: BoundTools, to?: number): Promise<StepResult> {
  const ids = questionIds(state);
  if (state.hub) {
    const out = await stepBack(state.hub, tools, ids.next, to);
    if (out) return withWizard(state, out, ids.seq);
  }
  if (state.parts) {
    const out = await partsBack(state.parts, tools, ids.next);
    if (out) return withParts(state, out, ids.seq, [], state.parts.searched);
  }
  return home(state);
}

/**
 * Back to an answered hub question in one request (its newest time in the history), answered again at once
 * when the event carries the new answer. A step this search did not ask leaves everything as it is.
 */
async function goToStep(
  state: EngineState,
  event: Extract<EngineEvent, { type: 'go-to-step' }>,
  tools: BoundTools,
): Promise<StepResult> {
  const ids = questionIds(state);
  const out =
    state.hub && canGoTo(state.hub, event.step)
      ? await stepBack(state.hub, tools, ids.next, event.step)
      : null;
  if (!out) return { state, messages: [{ kind: 'text', markdown: TEXT.stepNotAnswered }, startChips()] };
  const said = state.hub ? changeNote(state.hub, event.step) : null;
  const lead = said ? [said] : [];
  if (event.value === undefined || !out.questionId) return withWizard(state, out, ids.seq, lead);
  const answered = await answerStep(out.hub, event.value, event.label ?? event.value, tools, ids.next);
  return withWizard(state, answered, ids.seq, lead);
}

/**
 * What going back to `step` keeps and what it forgets, said plainly: the answers given after it were given
 * on the old answer, so they are asked again (those that still have one choice answer themselves). Null
 * when nothing came after it.
 */
function changeNote(hub: NonNullable<EngineState['hub']>, step: number): EngineMessage | null {
  const at = hub.history.findLastIndex((e) => e.step === step);
  if (at < 0) return null;
  const said = (entries: typeof hub.history) =>
    entries.flatMap((e) => {
      const name = STEP_BY_ID.get(e.step)?.name;
      return name && e.answer && e.answer !== NOT_ANSWERED
        ? [`**${markdownText(name)}**: ${markdownText(e.answer)}`]
        : [];
    });
  const later = said(hub.history.slice(at + 1));
  if (!later.length) return null;
  const kept = said(hub.history.slice(0, at));
  const name = STEP_BY_ID.get(step)?.name ?? 'that answer';
  return {
    kind: 'text',
    markdown: [
      `Changing **${markdownText(name)}**.`,
      kept.length ? `Kept: ${kept.join('; ')}.` : null,
      `Given after it, so asked again: ${later.join('; ')}.`,
    ]
      .filter(Boolean)
      .join(' '),
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
  if (state.pending.kind === 'parts' && state.parts) {
    const out = await answerParts(state.parts, event.value, tools, ids.next);
    return withParts(state, out, ids.seq, [], state.parts.searched);
  }
  return { state: { ...state, pending: null }, messages: [startChips()] };
}

/**
 * The question on screen answered by typing one of its buttons' words (tools/engine/typed-option.ts), as the
 * tap would; null when the words name none of them (they are then read as a new request). Start over and
 * Back keep their meaning at every question.
 */
async function typedAnswer(state: EngineState, text: string, tools: BoundTools): Promise<StepResult | null> {
  const pending = state.pending;
  if (!pending) return null;
  const command = readCommand(text)?.kind;
  if (command === 'reset' || command === 'back') return null;
  const question = await openQuestion(state, tools);
  const option = question && typedOption(text, question.options);
  if (!option) return null;
  const event = {
    type: 'option',
    questionId: pending.questionId,
    value: option.value,
    label: option.label,
  } as const;
  const answered = await answerOption(state, event, tools);
  // words other than the button's own are said as read, so a wrong reading is seen at once
  if (text.trim().toLowerCase() === option.label.toLowerCase()) return answered;
  const said: EngineMessage = { kind: 'text', markdown: TEXT.typedAsOption(text, option.label) };
  return { ...answered, messages: [said, ...answered.messages] };
}

/** The open question as it was asked (the same answers give the same options), or null. */
async function openQuestion(state: EngineState, tools: BoundTools): Promise<DataParts['question'] | null> {
  const probe = () => 'typed';
  let messages: EngineMessage[] = [];
  if (state.pending?.kind === 'choose-path') messages = askChoosePath(state).messages;
  else if (state.pending?.kind === 'hub' && state.hub?.current != null)
    messages = (await enterStep(state.hub.current, state.hub, tools, probe)).messages;
  else if (state.pending?.kind === 'parts' && state.parts?.current)
    messages = (await enterParts(state.parts, tools, probe)).messages;
  const question = messages.find((m) => m.kind === 'question');
  return question?.kind === 'question' ? question.data : null;
}

function askChoosePath(state: EngineState): StepResult {
  const ids = questionIds(state);
  const questionId = ids.next();
  return {
    state: {
      ...state,
      seq: ids.seq,
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
      // without a number the hub can be measured, as the choose-path page offers
      chips(measureChip('hub')),
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
      messages: [{ kind: 'text', markdown: await compareHint(tools) }],
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

/**
 * Free text: commands, flow words, words naming hub values (pre-answers), else a part number. The hub
 * vocabulary (six filter-value calls) is fetched only when the text is not a number or a command.
 */
async function understand(state: EngineState, text: string, tools: BoundTools): Promise<StepResult> {
  const plainNumber = /^[\s\d\-./]+$/.test(text) && /\d/.test(text);
  // a stud's thread ('5/8-18') is all digits and signs too: read as the stud's size unless the catalog
  // holds it as a number, as typed
  const size = readStudSize(text);
  if (size && plainNumber) {
    const found = (await tools.searchPartNumberLinks({ text: text.slice(0, 64) })).Results;
    if (found[0]?.Rank === 'exact') return searchNumber(state, text, tools, found);
  }
  const intent =
    size ??
    (plainNumber
      ? (readCommand(text) ?? ({ kind: 'number', text } as const))
      : (readCommand(text) ?? readMeasureIntent(text) ?? readNamed(text, await hubVocabulary(tools))));
  const reply = await answerIntent(state, intent, text, tools);
  // 'steer hub 5 year warranty', 'conventional drive hub': no question asks them; what the results show of
  // them is said, not dropped
  const notes: EngineMessage[] = HUB_INTENTS.has(intent.kind)
    ? HUB_WORD_NOTES.filter(([re]) => re.test(text)).map(([, markdown]) => ({ kind: 'text', markdown }))
    : [];
  const answered = notes.length ? { ...reply, messages: [...notes, ...reply.messages] } : reply;
  // '10 lug hub': no question asks how many studs, so the count is said left out rather than searched;
  // not where it was used (studs wanted, a drum's hole count) or nothing is asked ('10 lug nuts')
  const taken =
    intent.kind === 'flow' && (intent.flow === 'stud' || intent.flow === 'components' || intent.names?.holes);
  // sizes: a drum's stud holes are one of its measures; beside another part's sizes the count is said
  // left out ('rotor 15 in 10 stud'), never dropped unseen
  const measured =
    intent.kind === 'measure' &&
    (intent.reading.kind === 'stud' || intent.reading.measurements.some((m) => m.dimension === 'holes'));
  const counted = (COUNTED.has(intent.kind) && !taken) || (intent.kind === 'measure' && !measured);
  const count = counted ? studCountIn(text) : null;
  if (!count) return answered;
  const said: EngineMessage = {
    kind: 'text',
    markdown: (intent.kind === 'measure' ? TEXT.studCountNotMeasured : TEXT.studCountLeftOut)(count.said),
  };
  return { ...answered, messages: [said, ...answered.messages] };
}

const COMPONENTS_WORD = /\bcomponents?\b/i;

/** Words of what the hub results show rather than ask, and what is said of them. */
const HUB_WORD_NOTES: readonly [RegExp, string][] = [
  [/\bwarrant(?:y|ies|ied)\b/i, TEXT.warrantyAsked],
  [/\b(?:conventional|pre-?set)\b/i, TEXT.hubKindAsked],
];
/** The intents that lead to hubs, whose cards say their warranty. */
const HUB_INTENTS = new Set<Intent['kind']>(['hub', 'values', 'wizard']);

/** The intents of words a stud count can stand beside: the hub questions, or a part's. */
const COUNTED = new Set<Intent['kind']>(['hub', 'values', 'flow', 'wizard']);

async function answerIntent(
  state: EngineState,
  intent: Intent,
  text: string,
  tools: BoundTools,
): Promise<StepResult> {
  switch (intent.kind) {
    case 'reset':
      return step(state, { type: 'reset' }, tools);
    case 'back':
      return back(state, tools);
    case 'wizard':
      return startWizard(state, tools);
    case 'hub':
      return countLeftOut(askChoosePath(state), intent.leftOut);
    case 'flow':
      return countLeftOut(
        await startParts(state, intent.flow, tools, intent.names, intent.tried),
        intent.leftOut,
      );
    case 'compare': {
      // the same number twice ('10082200 and 10082200') is one hub, not a comparison: that hub is answered
      const [a, b] = intent.numbers ?? [];
      if (a && b && normalizePartNumber(a) === normalizePartNumber(b))
        return searchTypedNumber(state, a, tools, text);
      const said = (messages: EngineMessage[]) => ({ state: { ...state, pending: null }, messages });
      if (!a || !b) return said(await compareAnswer(null, tools));
      const data = await hubsCompared([a, b], tools);
      if (data) return said([{ kind: 'compare', data }]);
      // a competitor's hub number ('compare 10082200 with Webb 38246TX'): compared as the maker's hub that
      // replaces it, said first
      const replaced = intent.asked ? await makerHubsFor([a, b], tools) : null;
      const theirs = replaced && (await hubsCompared(replaced.numbers, tools));
      if (replaced && theirs)
        return said([
          { kind: 'text', markdown: replaced.said },
          { kind: 'compare', data: theirs },
        ]);
      // two numbers side by side that are not two of the maker's hubs (two drums, a hub and a drum): each
      // is looked up on its own, as numbers among other words are; 'compare …' is answered as asked
      const several = intent.asked ? null : await severalNumbers(state, text, tools);
      return several ?? said(await compareMissed([a, b], tools));
    }
    case 'number':
      return searchTypedNumber(state, intent.text, tools, text);
    case 'components': {
      const listed = await hubComponents(intent.number, tools);
      if (listed) return { state: { ...state, pending: null }, messages: listed };
      // 'seal 10830001' names the part itself; 'components for 10083733' asked for a hub's parts, and is
      // told the number is none (a rotor's, offered)
      if (!COMPONENTS_WORD.test(text)) return searchTypedNumber(state, intent.number, tools, text);
      return {
        state: { ...state, pending: null },
        messages: [await noResultsElsewhere(intent.number, tools)],
      };
    }
    case 'measure': {
      const messages = await measureAnswer(intent.reading, tools);
      // 'trailer drum 16.5 x 7': the sizes alone chose these parts; the words are said left out, and offered
      const kind = intent.reading.kind;
      const beside = kind && (await wordsBesideSizes(text, kind, () => hubVocabulary(tools)));
      return {
        state: { ...state, pending: null },
        messages: kind && beside ? withLeftOut(messages, beside, kind) : messages,
      };
    }
    case 'measure-how':
      // how to measure, said beside the open question: it stays open
      return { state, messages: measureHowAnswer(intent.part) };
    case 'values': {
      if (intent.number) {
        // 'webb 66864' can name a make and a number: the number wins when it is one.
        const found = await tools.searchPartNumberLinks({ text: intent.number.slice(0, 64) });
        if (found.Results[0]?.Rank === 'exact')
          return answerFound(state, intent.number, found.Results, text, tools);
        // several numbers ('drum 99999977 and rotor 99999988'): each looked up, and said, on its own
        const numbers = numberWords(intent.number).slice(0, SEVERAL_MAX);
        const looked = numbers.length > 1 ? await lookEach(numbers, tools) : null;
        const several = looked ? await severalFound(state, looked, tools) : null;
        if (several) return several;
        const each = looked ? looked.map((l) => l.found) : [found.Results];
        // the words lead; the number is said not found rather than dropped unseen, a typo of one offered
        const led = await preAnswer(state, intent.presets, intent.names, tools);
        const missing = numbers.length > 1 ? numbers : [intent.number];
        const said: EngineMessage = { kind: 'text', markdown: TEXT.numberNotFoundWordsLead(missing) };
        const near = each.flatMap(nearNumberChips);
        return { ...led, messages: [said, ...(near.length ? [chips(...near)] : []), ...led.messages] };
      }
      return preAnswer(state, intent.presets, intent.names, tools);
    }
    case 'unclear':
      return { state: { ...state, pending: null }, messages: unclearAnswer(intent.unclear, intent.text) };
    case 'unknown':
      return {
        state: { ...state, pending: null },
        messages: [await helpAnswer(text, tools), startChips()],
      };
  }
}

/**
 * Two numbers to compare, each competitor's hub number read as the one maker hub it is listed as ('38246TX'
 * as 10301141); null when none is a competitor's hub or one stands for several maker hubs.
 */
async function makerHubsFor(
  numbers: [string, string],
  tools: BoundTools,
): Promise<{ numbers: [string, string]; said: string } | null> {
  const read = await Promise.all(
    numbers.map(async (n) => {
      if (isHubNumber(n)) return { n, as: null };
      const hubs = (await tools.searchPartNumberLinks({ text: n.slice(0, 64) })).Results.filter(
        (r) => r.Rank === 'exact' && r.PartTypeId === PART_TYPE.hubAssembly,
      );
      const makers = [...new Set(hubs.map((h) => h.PartNumber))];
      const [hub] = hubs;
      return makers.length === 1 && hub ? { n: hub.PartNumber, as: hub } : null;
    }),
  );
  const [first, second] = read;
  if (!first || !second || (!first.as && !second.as)) return null;
  const said = read
    .flatMap((r) =>
      r?.as
        ? [
            `**${markdownText(`${r.as.CompetitorName} ${r.as.CompetitorPartNumber}`)}** is ${BRAND} hub **${r.n}**`,
          ]
        : [],
    )
    .join(' and ');
  return { numbers: [first.n, second.n], said: `${said}, compared below.` };
}

/** 'I need 2 drums': the answer to the words, the count said to be no part number. */
function countLeftOut(answered: StepResult, count: string | undefined): StepResult {
  if (!count) return answered;
  const said: EngineMessage = { kind: 'text', markdown: TEXT.numberNotFoundWordsLead([count]) };
  return { ...answered, messages: [said, ...answered.messages] };
}

/**
 * The not-referenced answer, with the number offered where it is (another part kind, or the nearest ones);
 * `found`: the search of `number` when the caller made it.
 */
async function noResultsElsewhere(
  number: string,
  tools: BoundTools,
  found?: readonly PartNumberLink[],
  raw = number,
): Promise<EngineMessage> {
  const outcome = noResultsOutcome(number);
  if (outcome.kind !== 'outcome') return outcome;
  const matches = found ?? (await tools.searchPartNumberLinks({ text: number.slice(0, 64) })).Results;
  const links = elsewhereLinks(number, matches, namedKind(raw));
  return { ...outcome, data: { ...outcome.data, links } };
}

/**
 * Every component of one hub assembly (maker or competitor number) as part groups; null when the number is
 * no hub assembly's.
 */
async function hubComponents(number: string, tools: BoundTools): Promise<EngineMessage[] | null> {
  // the hub typed, not one it starts or is a character off ('components 1008220'): that one is offered
  const hub = (await tools.searchPartNumberLinks({ text: number.slice(0, 64) })).Results.find(
    (r) => r.Rank === 'exact' && r.PartTypeId === PART_TYPE.hubAssembly,
  );
  if (!hub) return null;
  const parts = (await tools.aftermarketParts({ hanum: [hub.PartNumber] })).Results[0];
  if (!parts?.AftermarketParts.length) return [await noResultsElsewhere(number, tools)];
  return [{ kind: 'part-groups', data: partGroupsData(parts) }];
}

/**
 * Words naming hub filter values: they answer the open hub question and the ones after it when their
 * turn comes (said before the next question); with no hub question open they start the wizard.
 */
async function preAnswer(
  state: EngineState,
  presets: Record<string, string>,
  names: Record<string, string>,
  tools: BoundTools,
): Promise<StepResult> {
  const ids = questionIds(state);
  const open = state.hub && state.pending?.kind === 'hub' && state.hub.current !== null ? state.hub : null;
  const hub = open
    ? { ...open, preset: { ...open.preset, ...presets } }
    : { ...emptyWizard(), preset: presets };
  const typedHub = withTyped(hub, open, presets, names);
  const at = open?.current ?? STEP.truckType;
  // The question on screen when the words came goes into the history, so Back returns to it.
  const shown = open ? askedEntry(open, at) : undefined;
  const out = await enterStep(at, typedHub, tools, ids.next, names, shown);
  return withWizard(
    state,
    out,
    ids.seq,
    [readValuesMessage(typedHub)].filter((m) => m !== null),
  );
}

/**
 * A chip of what the words were read as, taken away: that answer alone is taken out and its question asked
 * again (a value still waiting for its question is only forgotten); every other answer is kept.
 */
async function dropValue(state: EngineState, code: string, tools: BoundTools): Promise<StepResult> {
  const left = withoutTyped(state.hub, code);
  if (!left) return { state, messages: [{ kind: 'text', markdown: TEXT.dropGone }] };
  const ids = questionIds(state);
  const out = await enterStep(left.ask, left.hub, tools, ids.next);
  const note: EngineMessage = {
    kind: 'text',
    markdown: `I took out **${markdownText(left.dropped)}**; your other answers are kept.`,
  };
  const chips = readValuesMessage(left.hub);
  return withWizard(state, out, ids.seq, chips ? [note, chips] : [note]);
}

/**
 * Searches `text` and answers its best match; `results` when the caller already searched this text; `raw`:
 * the message as typed, whose words may name the part kind wanted (offers keep to it).
 */
async function searchNumber(
  state: EngineState,
  text: string,
  tools: BoundTools,
  results?: PartNumberLink[],
  raw = text,
): Promise<StepResult> {
  const searched: EngineState = { ...state, lastSearch: text.slice(0, 64) || null };
  const next: EngineState = { ...searched, pending: null };
  // a number that finds nothing leaves the question on screen open ('99 mm' typed at the stud standout,
  // read as no number): the visitor can still tap an answer, or type it again
  if (!text) return { state: searched, messages: [{ kind: 'text', markdown: TEXT.searchEmpty }] };
  const found = results ?? (await tools.searchPartNumberLinks({ text: text.slice(0, 64) })).Results;
  const best = found[0];
  if (!best) return { state: searched, messages: [noResultsOutcome(text)] };
  // A number that only starts the text or is one character off is another part: on a safety-critical
  // part it is offered ('Did you mean …?'), never answered as the one typed.
  if (best.Rank !== 'exact')
    return { state: searched, messages: [await noResultsElsewhere(text, tools, found, raw)] };
  return answerForMatch(next, best, best.PartNumber, tools);
}

/**
 * A number typed in a sentence ('need hub for 10082200', 'part# 10082200'): the whole text is searched
 * first (a brand before the number is part of it), then its one number alone, which answers when it is
 * exact and listed under the brand typed beside it, if any (tools/part-number/typed-brand.ts); otherwise
 * the whole text's answer (not found, or the numbers it is near). `raw`: the message as typed, whose words
 * may ask for another part of a hub ('rotor for 10082200').
 */
async function searchTypedNumber(
  state: EngineState,
  text: string,
  tools: BoundTools,
  raw = text,
): Promise<StepResult> {
  let number = text;
  let found = (await tools.searchPartNumberLinks({ text: text.slice(0, 64) })).Results;
  const exact = found[0]?.Rank === 'exact';
  const apart = exact ? null : await brandReadOff(text, tools);
  if (apart) return searchTypedNumber(state, apart, tools, raw);
  const alone = exact ? null : loneNumber(text);
  if (alone && alone !== text) {
    const aloneFound = (await tools.searchPartNumberLinks({ text: alone.slice(0, 64) })).Results;
    if (aloneFound[0]?.Rank === 'exact') {
      const read = await readBrandOf(text, aloneFound, tools);
      if (read.kind === 'other-brand') return otherBrandAnswer(state, read.says, read.results);
      [number, found] = [alone, read.results];
    }
  }
  if (found[0]?.Rank !== 'exact' && !alone) {
    const several = await severalNumbers(state, text, tools);
    if (several) return several;
  }
  return answerFound(state, number, found, raw, tools);
}

/**
 * The text with a brand run into its number read apart ('Gunite45541F' → 'Gunite 45541F'), when the rest of
 * the number is one the catalog lists; null otherwise (the text is answered as typed).
 */
async function brandReadOff(text: string, tools: BoundTools): Promise<string | null> {
  if (loneNumber(text) === null) return null;
  const apart = brandRunTogether(text, (await tools.brandNames({})).Results);
  const rest = apart && loneNumber(apart);
  if (!rest) return null;
  const found = (await tools.searchPartNumberLinks({ text: rest.slice(0, 64) })).Results;
  return found[0]?.Rank === 'exact' ? apart : null;
}

/**
 * The exact matches of a number typed alone read against a brand typed beside it: that brand's first, or
 * said to be other brands'. The brand names are asked only when words stand beside the number.
 */
async function readBrandOf(
  text: string,
  aloneFound: PartNumberLink[],
  tools: BoundTools,
): Promise<BrandReading<PartNumberLink>> {
  const exact = aloneFound.filter((m) => m.Rank === 'exact');
  const rest = aloneFound.filter((m) => m.Rank !== 'exact');
  if (!wordsBesideNumber(text).length) return { kind: 'as-typed', results: aloneFound };
  const read = readTypedBrand(text, (await tools.brandNames({})).Results, exact);
  return read.kind === 'other-brand' ? read : { kind: 'as-typed', results: [...read.results, ...rest] };
}

/** A number found only under other brands than the one typed: said so, each offered to take as theirs. */
function otherBrandAnswer(state: EngineState, says: string, matches: PartNumberLink[]): StepResult {
  return {
    state: { ...state, lastSearch: null, pending: null },
    messages: [
      { kind: 'text', markdown: markdownText(says) },
      chips(...matches.slice(0, OFFER_MAX).map(numberChip)),
    ],
  };
}

/**
 * The answer for a search's matches: a hub number asked with another part kind's word ('what rotor fits
 * 10082200') answers with the hub's parts of that kind (number/hub-kind-parts.ts); else its best match.
 */
async function answerFound(
  state: EngineState,
  number: string,
  found: PartNumberLink[],
  raw: string,
  tools: BoundTools,
): Promise<StepResult> {
  const best = found[0];
  const kind = best?.Rank === 'exact' ? askedKind(raw) : null;
  if (best && kind && routeNumber(best, best.PartNumber).kind === 'hub-filters') {
    const messages = await hubKindAnswer(best.PartNumber, kind, tools);
    if (messages) return { state: { ...state, hub: null, parts: null, pending: null }, messages };
  }
  return searchNumber(state, number, tools, found, raw);
}

/** Numbers looked up in one text at most ('hub 10082200 and drum 10600001'): a question, not a list. */
const SEVERAL_MAX = 3;

/**
 * Two or three numbers in one text ('hub 10082200 and drum 10600001'), searched whole, find nothing: each
 * is looked up alone. One found is answered, the others said not found; several found are offered as
 * chips to take one at a time (two hubs also to compare). Null when none is found.
 */
async function severalNumbers(
  state: EngineState,
  text: string,
  tools: BoundTools,
): Promise<StepResult | null> {
  const numbers = numberWords(text).slice(0, SEVERAL_MAX);
  if (numbers.length < 2) return null;
  return severalFound(state, await lookEach(numbers, tools), tools);
}

type Looked = { n: string; found: PartNumberLink[] };

/** Each number looked up on its own. */
function lookEach(numbers: readonly string[], tools: BoundTools): Promise<Looked[]> {
  return Promise.all(
    numbers.map(async (n) => ({
      n,
      found: (await tools.searchPartNumberLinks({ text: n.slice(0, 64) })).Results,
    })),
  );
}

/** The answer for several numbers looked up: null when none of them is a part number. */
async function severalFound(
  state: EngineState,
  looked: readonly Looked[],
  tools: BoundTools,
): Promise<StepResult | null> {
  const exact = looked.filter((l) => l.found[0]?.Rank === 'exact');
  const first = exact[0];
  if (!first) return null;
  const missing = looked.filter((l) => !exact.includes(l)).map((l) => `**${markdownText(l.n)}**`);
  if (exact.length === 1) {
    const answered = await searchNumber(state, first.n, tools, first.found);
    const said = `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not a part number I know, so I looked up **${markdownText(first.n)}**.`;
    return { ...answered, messages: [{ kind: 'text', markdown: said }, ...answered.messages] };
  }
  const matches = exact.flatMap((l) => l.found.slice(0, 1));
  const hubs = matches.filter((m) => routeNumber(m, m.PartNumber).kind === 'hub-filters');
  const compare =
    hubs.length === 2 && hubs[0] && hubs[1]
      ? [{ label: 'Compare these two hubs', text: `${hubs[0].PartNumber} vs ${hubs[1].PartNumber}` }]
      : [];
  const notFound = missing.length ? ` (${missing.join(' and ')} I do not know)` : '';
  return {
    state: { ...state, pending: null },
    messages: [
      {
        kind: 'text',
        markdown: `You typed ${matches.length} part numbers${notFound}: which one shall I look up?`,
      },
      { kind: 'chips', data: { chips: [...matches.map(numberChip), ...compare] } },
    ],
  };
}

/** What to show for one matched number: its destination by part type (tools/engine/number/number-routing.ts). */
async function answerForMatch(
  state: EngineState,
  match: PartNumberMatch,
  makerPartNumber: string,
  tools: BoundTools,
): Promise<StepResult> {
  const answer = await answerNumber(match, makerPartNumber, tools);
  if (answer.kind === 'messages')
    return { state: { ...state, hub: null, parts: null }, messages: answer.messages };
  const searched = `${match.CompetitorName} ${match.CompetitorPartNumber}`;
  if (answer.kind === 'casting-flow') {
    const ids = questionIds(state);
    const parts = { flow: answer.flow, pairs: answer.pairs, current: answer.current, asked: [] };
    return routesSaySearched(
      withParts(state, await enterParts(parts, tools, ids.next), ids.seq, [answer.intro]),
      searched,
    );
  }
  const flow = await filtersFlow(state, answer.pairs, tools);
  // the line above says what the flow did: asked a question, or listed the hubs (the one found first)
  const listed = flow.messages.find((m) => m.kind === 'hub-results');
  const hubs = listed?.kind === 'hub-results' ? listed.data.hubs : [];
  const intro = answer.intro({
    asks: flow.state.pending !== null,
    first: hubs[0]?.hubAssemblyNumber ?? null,
    listed: hubs.length,
  });
  return routesSaySearched({ ...flow, messages: [intro, ...flow.messages] }, searched);
}

/**
 * Every question (and the result) of a hub or casting flow a number search started links its page with the
 * searched brand and number, so each page heads its results with it (decision 020); the flow's state keeps
 * the text for the answers after the first.
 */
function routesSaySearched(result: StepResult, raw: string | undefined): StepResult {
  const searched = searchedText(raw);
  if (!searched) return result;
  const { hub, parts } = result.state;
  const state = {
    ...result.state,
    hub: hub && { ...hub, searched },
    parts: parts && { ...parts, searched },
  };
  const messages = result.messages.map((m): EngineMessage => {
    if (m.kind === 'text' || !('route' in m.data) || typeof m.data.route !== 'string') return m;
    if (m.data.route.startsWith('/hub/no-results')) return m;
    return { ...m, data: { ...m.data, route: withSearched(m.data.route, searched) } } as EngineMessage;
  });
  return { state, messages };
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
  return withWizard(state, out, ids.seq, intro);
}
