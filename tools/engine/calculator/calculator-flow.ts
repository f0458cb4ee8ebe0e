// The cost calculators inside the conversation: the same steps, rules and formulas as the /replace pages,
// asked as forms. The client saves each submitted step in the calculator session before it sends it here.
import type { CalculatorChatState } from '../shared/calculator/chat-state.ts';
import { completeInputs, defaultsFor, type InputField, numberText } from '../shared/calculator/inputs.ts';
import {
  type ChooseCalculator,
  headerText,
  PRESET_VS_CONVENTIONAL,
  REPLACE_VS_REBUILD,
} from '../shared/calculator/kinds.ts';
import { computeResults } from '../shared/calculator/results.ts';
import {
  type CalculatorStep,
  inputStepProgress,
  stepFields,
  stepPath,
  stepSchema,
  stepsOf,
  stepTitle,
} from '../shared/calculator/steps.ts';
import { DOWNTIME_PLACEHOLDERS, sentText } from '../shared/calculator/texts.ts';
import { markdownText } from '../shared/markdown.ts';
import type { DataParts, EngineMessage } from '../shared/messages.ts';
import type { EngineEvent, EngineState } from '../shared/state.ts';
import { type AmountPlace, placeAmount } from './typed-amount.ts';

type StepResult = { state: EngineState; messages: EngineMessage[] };
type FormEvent = Extract<EngineEvent, { type: 'form' }>;
type FormData = DataParts['calculator-form'];

/** A question of cost, in a mechanic's words ('how much to rebuild', 'preset vs conventional cost'). */
const COST =
  /\b(cost|costs|price|cheaper|worth|how much|calculat\w*|sav(e|es|ing|ings)|compare|vs|versus|labou?r|margins?)\b/;
const REBUILD = /\b(rebuild|rebuilding|rebuilt)\b/;
const REPLACE = /\breplac\w*/;
const PRESET = /\bpre-?set\b/;
const CONVENTIONAL = /\bconventional\b/;
const CALCULATOR = /\bcalculators?\b/;
/** A part is asked for, not a cost: 'rebuild kit', 'preset hub 10082200'. */
const PART = /\d|\bkits?\b|\bnumbers?\b|\bpart\b/;

/**
 * The calculator a sentence asks for ('rebuild vs replace', 'how much to rebuild'), null for the choice
 * ('calculators'); undefined when it asks for none.
 */
function calculatorAskedFor(words: string): ChooseCalculator | null | undefined {
  const text = words.toLowerCase().replace(/[^a-z0-9\s-]/g, ' ');
  if (PART.test(text)) return undefined;
  if (REBUILD.test(text) && (COST.test(text) || REPLACE.test(text))) return REPLACE_VS_REBUILD;
  const preset = PRESET.test(text);
  const conventional = CONVENTIONAL.test(text);
  if ((preset && conventional) || ((preset || conventional) && COST.test(text)))
    return PRESET_VS_CONVENTIONAL;
  // 'Replace Calculator', the name the pages give it
  if (REPLACE.test(text) && CALCULATOR.test(text)) return REPLACE_VS_REBUILD;
  // any other calculator asked for ('margin calculator', 'hub calculator', 'calculator please'): the choice
  if (CALCULATOR.test(text)) return null;
  return undefined;
}

export const CALCULATOR_CHOICES = [
  {
    value: REPLACE_VS_REBUILD,
    hint: 'Compare rebuilding a worn hub with replacing it by a preassembled hub.',
  },
  {
    value: PRESET_VS_CONVENTIONAL,
    hint: 'Compare installing a conventional hub with a PreSet hub, including your margins.',
  },
] as const;

/** Steps the chat asks, in order: the pages' path without register (the chat needs no start page) and
 * cost-comparison (the result card shows the repair costs side by side anyway). */
export function chatSteps(choice: ChooseCalculator): CalculatorStep[] {
  return stepsOf(choice).filter((s) => s !== 'register' && s !== 'cost-comparison');
}

/** The chat steps that ask for values (a form with fields). */
function inputSteps(choice: ChooseCalculator): CalculatorStep[] {
  return chatSteps(choice).filter((s) => stepFields(choice, s).length > 0);
}

const BACK = /^(back|go back|previous)$/i;

/** A calculator message for the typed words (a calculator's name, or Back in an open calculator), or null. */
export function calculatorFromText(state: EngineState, text: string): StepResult | null {
  const words = text.trim().replace(/\s+/g, ' ');
  if (BACK.test(words)) return calculatorBack(state);
  const choice = calculatorAskedFor(words);
  if (choice !== undefined) return startCalculator(state, choice);
  return amountForForm(state, words);
}

/** What a step's form button says: the last input step calculates. */
const submitLabelOf = (step: CalculatorStep) => (step === 'downtime-costs' ? 'Calculate' : 'Next');

/**
 * An amount typed into the chat box while a calculator form waits for values: where it goes is said
 * (typed-amount.ts), and the form stays open with whatever was typed in it (the answer changes nothing).
 */
function amountForForm(state: EngineState, words: string): StepResult | null {
  const calc = state.calc;
  // a question asked since (the hub's GAWR takes '23000') is what an amount answers
  if (!calc || calc.choice === null || calc.formId === null || state.pending) return null;
  const place = placeAmount(calc.choice, calc.step, inputSteps(calc.choice), words);
  if (!place) return null;
  return { state, messages: [{ kind: 'text', markdown: `${amountText(place, calc.step)} ${SEARCH_BOX}` }] };
}

const times = (n: number) => (n === 1 ? '' : n === 2 ? ' twice' : ` ${n} times`);

const SEARCH_BOX = 'This box below searches part numbers.';

function amountText(place: AmountPlace, step: CalculatorStep): string {
  if (place.kind === 'none')
    return `No box of this form takes **${markdownText(place.typed)}**: its boxes take ${place.takes}.`;
  const n = `**${markdownText(place.n)}**`;
  switch (place.kind) {
    case 'here':
      return `Type ${n} in the form's **${place.label}** box above, then press **${submitLabelOf(step)}**.`;
    case 'negative':
      return `The form's boxes take amounts of 0 or more, not ${n}.`;
    case 'elsewhere':
      return place.later
        ? `**${place.label}** is asked on the **${place.step}** step, after this one: fill in the form above and press **${submitLabelOf(step)}** to get there, then type ${n} in it.`
        : `**${place.label}** was asked on the **${place.step}** step, before this one: type **back**${times(place.away)} to return to it, then type ${n} in it.`;
  }
}

export function startCalculator(state: EngineState, choice: ChooseCalculator | null): StepResult {
  if (choice === null) {
    const { formId, seq } = nextFormId(state);
    const form: FormData = {
      formId,
      form: 'choose',
      calculator: null,
      header: headerText(null),
      step: 'choose-calculator',
      title: 'Which calculator would you like to use?',
      fields: [],
      choices: CALCULATOR_CHOICES.map((c) => ({
        value: String(c.value),
        label: headerText(c.value),
        hint: c.hint,
      })),
      errors: {},
      hints: [],
      submitLabel: 'Next',
      route: stepPath('replace', 'choose-calculator'),
    };
    return {
      state: {
        ...state,
        seq,
        pending: null,
        calc: { choice: null, step: 'choose-calculator', formId, values: {} },
      },
      messages: [{ kind: 'calculator-form', data: form }],
    };
  }
  const first = inputSteps(choice)[0] ?? 'results';
  return askStep({ ...state, pending: null }, { choice, step: first, formId: null, values: {} }, {});
}

/** Submitted values of a calculator form: validated with the step's rules, then the next step. */
export function submitCalculatorForm(state: EngineState, event: FormEvent): StepResult {
  const calc = state.calc;
  if (!calc || calc.formId !== event.formId) {
    const again = calc ? reshow(state, calc) : { state, messages: [] };
    return {
      state: again.state,
      messages: [
        {
          kind: 'text',
          markdown: calc
            ? 'That form is no longer open. Here is the calculator where you left it:'
            : 'That calculator is no longer open. Type **calculator** to start it again.',
        },
        ...again.messages,
      ],
    };
  }
  if (calc.step === 'choose-calculator') {
    const picked = CALCULATOR_CHOICES.find((c) => String(c.value) === event.values.chooseCalculator);
    if (!picked) return reshow(state, calc, { chooseCalculator: 'Choose a calculator' });
    return startCalculator(state, picked.value);
  }
  if (calc.choice === null) return startCalculator(state, null);
  if (calc.step === 'email') return confirmation(state, calc, event.values);
  const parsed = stepSchema(calc.choice, calc.step).safeParse(event.values);
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
    return askStep(state, calc, errors, event.values);
  }
  const values = { ...calc.values, ...(parsed.data as Partial<Record<InputField, number>>) };
  const steps = chatSteps(calc.choice);
  const next = steps[steps.indexOf(calc.step) + 1] ?? 'results';
  return askStep(state, { ...calc, step: next, values }, {});
}

/**
 * Back while a calculator form is the open thing (no other question waits): the previous step's form
 * with the values entered so far; before the first step, the choice. Null when Back is not ours.
 */
export function calculatorBack(state: EngineState): StepResult | null {
  const calc = state.calc;
  if (!calc?.formId || state.pending) return null;
  if (calc.choice === null) return startCalculator(state, null);
  const inputs = inputSteps(calc.choice);
  const at = calc.step === 'email' ? inputs.length : inputs.indexOf(calc.step);
  const previous = inputs[at - 1];
  if (!previous) return startCalculator(state, null);
  return askStep(state, { ...calc, step: previous }, {});
}

function nextFormId(state: EngineState) {
  return { formId: `f${state.seq + 1}`, seq: state.seq + 1 };
}

/** Shows the open form again (a stale submit, or a refused choice). */
function reshow(
  state: EngineState,
  calc: CalculatorChatState,
  errors: Record<string, string> = {},
): StepResult {
  if (calc.choice === null) {
    const started = startCalculator(state, null);
    const [first] = started.messages;
    if (first?.kind === 'calculator-form') first.data.errors = errors;
    return started;
  }
  return askStep(state, calc, errors);
}

/** The form of an input step, or the result card and the email form once every value is in. */
function askStep(
  state: EngineState,
  calc: CalculatorChatState,
  errors: Record<string, string>,
  entered: Record<string, string> = {},
): StepResult {
  const choice = calc.choice;
  if (choice === null) return startCalculator(state, null);
  const { formId, seq } = nextFormId(state);
  const header = headerText(choice);
  if (calc.step === 'results' || calc.step === 'email' || calc.step === 'confirmation') {
    const done = completeInputs(choice, calc.values);
    if (!done.ok) {
      // A value is missing (should not happen): ask the first step that has it.
      const missing = new Set<string>([...done.missing, ...done.invalid.map((i) => i.field)]);
      const step = chatSteps(choice).find((s) => stepFields(choice, s).some((f) => missing.has(f.name)));
      return askStep(state, { ...calc, step: step ?? chatSteps(choice)[0] ?? 'rebuild-costs' }, {});
    }
    const results = computeResults(done.inputs);
    return {
      state: { ...state, seq, pending: null, calc: { ...calc, step: 'email', formId } },
      messages: [
        {
          kind: 'calculator-result',
          data: {
            header,
            results: { ...results, benefits: results.benefits.map((b) => ({ ...b })) },
            route: stepPath('replace', 'results', choice),
          },
        },
        {
          kind: 'calculator-form',
          data: {
            formId,
            form: 'email',
            calculator: choice,
            header,
            step: 'email',
            title: 'Email these results',
            fields: [],
            choices: [],
            errors: {},
            hints: [],
            submitLabel: 'Send Email',
            route: stepPath('replace', 'email', choice),
          },
        },
      ],
    };
  }
  const defaults = defaultsFor(choice);
  const fields = stepFields(choice, calc.step).map((f) => ({
    ...f,
    value: (entered[f.name] ?? formText(calc.values[f.name] ?? defaults[f.name])).slice(0, 40),
  }));
  const position = inputStepProgress(choice, calc.step);
  return {
    state: { ...state, seq, pending: null, calc: { ...calc, formId } },
    messages: [
      {
        kind: 'calculator-form',
        data: {
          formId,
          form: 'inputs',
          calculator: choice,
          header,
          step: calc.step,
          title: `${stepTitle(choice, calc.step)} (${position.index} of ${position.total})`,
          fields,
          choices: [],
          errors,
          hints:
            calc.step === 'downtime-costs'
              ? [
                  'Typical downtime costs per hour:',
                  ...DOWNTIME_PLACEHOLDERS.map((d) => `${d.operation}: ${d.perHour}`),
                ]
              : [],
          submitLabel: submitLabelOf(calc.step),
          route: stepPath('replace', calc.step, choice),
        },
      },
    ],
  };
}

const formText = (v: number | undefined) => (v === undefined ? '' : numberText(v));

/** After the client sent the email: say where it went, offer the calculator again. */
function confirmation(
  state: EngineState,
  calc: CalculatorChatState,
  values: Record<string, string>,
): StepResult {
  const markdown = sentText(values.delivery === 'stored' ? 'stored' : 'sent', values.recipient);
  return {
    state: { ...state, pending: null, calc: { ...calc, step: 'confirmation', formId: null } },
    messages: [
      { kind: 'text', markdown },
      {
        kind: 'chips',
        data: {
          chips: [
            { label: 'Start Again', text: 'calculator' },
            { label: 'Find a hub', text: 'hubs' },
          ],
        },
      },
    ],
  };
}
