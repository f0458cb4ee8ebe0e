// The hub wizard mechanism: enter a step (skip, auto-select, or ask), answer it, go back.
import type { FilterValue } from '../../catalog/facets.ts';
import { NOT_SURE, offerEarly, SHOW_NOW } from '../parts-flow/step.ts';
import { materialRating } from '../shared/display/units.ts';
import { fullStop, markdownText } from '../shared/markdown.ts';
import type { EngineMessage } from '../shared/messages.ts';
import {
  NOT_ANSWERED,
  NOT_SURE_LABEL,
  NOT_SURE_SUBLABEL,
  showNowLabel,
  stillMatchText,
} from '../shared/narrowing.ts';
import type { HubAsked, HubWizardState } from '../shared/state.ts';
import { BRAND, TEXT } from '../shared/texts.ts';
import { CATEGORY_NAMES } from '../words/trade-vocabulary.ts';
import { diagramFor, truckTypeImageUrl } from './diagrams.ts';
import {
  FOUND_HUB,
  filtersRoute,
  isHubNumber,
  SPINTS_FLAG,
  SPNUT_ANSWER,
  stepPageRoute,
} from './filters-route.ts';
import { listedCounts, longStudPairs } from './long-stud.ts';
import { type WizardProgress, wizardProgress } from './progress.ts';
import { hubResults } from './results.ts';
import { routeAfter, skipOnEnter } from './rules.ts';
import {
  NOT_ASKED_AFTER_NUMBER,
  nextInOrder,
  STEP,
  STEPS,
  type StepDef,
  stepById,
  TRUCK_TYPES,
  visible,
} from './steps.ts';
import type { WizardTools } from './wizard-tools.ts';

export type WizardOutput = {
  hub: HubWizardState;
  messages: EngineMessage[];
  /** Set when the output ends with a question: its id, so the answer can be matched. */
  questionId: string | null;
};

export const emptyWizard = (): HubWizardState => ({
  filters: {},
  history: [],
  current: null,
  noMake: false,
  spindleNutUpgrade: null,
  fromNumber: false,
});

/**
 * The filters flow (the filter page after a number search): the hub's pairs as answers, the remaining
 * categories asked in order (never tmake, gawrr, wssdi; no routing rules), the spindle-nut question only
 * when the spints flag is set, then results. Returns null when there are no pairs (not available).
 */
export async function startFiltersFlow(
  pairsIn: Readonly<Record<string, string>>,
  tools: WizardTools,
  newQuestionId: () => string,
): Promise<WizardOutput | null> {
  const { [SPINTS_FLAG]: flag, [SPNUT_ANSWER]: nut, [FOUND_HUB]: found, ...filters } = pairsIn;
  if (!Object.keys(filters).length) return null;
  const hub: HubWizardState = {
    ...emptyWizard(),
    filters,
    fromNumber: true,
    offerSpindleNut: flag === '1' || flag === 'true',
    // The spindle-nut answer a results link carries: that question is answered, not asked again.
    spindleNutUpgrade: nut === '1' ? true : nut === '0' ? false : null,
    // a link edited to something that is no hub number lists the hubs in their own order
    ...(found && isHubNumber(found) ? { found } : {}),
  };
  return enterStep(STEP.truckMake, hub, tools, newQuestionId);
}

type AskOption = {
  label: string;
  sublabel: string | null;
  value: string;
  imageUrl: string | null;
  count?: number;
  role?: 'not-sure' | 'show-now';
};

type Ask = {
  step: StepDef;
  options: AskOption[];
  intro: string[];
  /** How many hubs match the answers so far, when the values came with counts (decision 037). */
  matching?: number;
  /**
   * A question narrowed by the words ('front hub': the steer axles alone): the hubs its options leave, said
   * as those still matching (the answers alone would count every axle's; 'Not sure' still opens them all).
   */
  narrowedTo?: number;
};

/** 'Not sure' on a question of the catalog, and the hubs now when three or fewer are left (decision 040). */
function narrowingOptions(ask: Ask): AskOption[] {
  if (ask.matching === undefined) return [];
  const notSure: AskOption = {
    label: NOT_SURE_LABEL,
    sublabel: NOT_SURE_SUBLABEL,
    value: NOT_SURE,
    imageUrl: null,
    role: 'not-sure',
    count: ask.matching,
  };
  // Not at the hub material: with materials mixed the results ask it first, so 'show now' would ask it again
  if (!offerEarly(ask.matching) || ask.step.id === STEP.material) return [notSure];
  const now: AskOption = {
    label: showNowLabel('hub', ask.matching),
    sublabel: null,
    value: SHOW_NOW,
    imageUrl: null,
    role: 'show-now',
    count: ask.matching,
  };
  return [now, notSure];
}

const remainingOf = (n: number | undefined) =>
  n === undefined ? {} : { remaining: { count: n, text: stillMatchText('hub', n) } };

function question(
  ask: Ask,
  questionId: string,
  hub: HubWizardState,
  progress: WizardProgress,
): EngineMessage {
  return {
    kind: 'question',
    data: {
      questionId,
      flow: 'hub',
      code: ask.step.code ?? 'step',
      title: ask.step.title,
      intro: ask.intro,
      ...diagramFor(ask.step.id),
      columns: ask.step.columns,
      options: [...ask.options, ...narrowingOptions(ask)],
      ...remainingOf(ask.narrowedTo ?? ask.matching),
      // 'Question 1 of about 1' and a half-full bar say nothing of a lone question (the spindle nut after a
      // number): the count is shown only when more than one question is likely
      ...(progress.about > 1 ? { progress } : {}),
      step: ask.step.id,
      // the page's link carries the answers, so it stands alone (opened cold it is rebuilt from them)
      route: hub.fromNumber ? filtersRoute(hub) : stepPageRoute(ask.step.path, hub, ask.step.code),
    },
  };
}

function introFor(step: StepDef, hub: HubWizardState): string[] {
  if (step.id === STEP.wheelPilot) {
    return [
      'Hub Pilot Wheel Mounting: the wheel centres on pads machined on the hub.',
      'Stud Pilot Wheel Mounting: the wheel centres on the wheel studs, with ball-seat nuts.',
    ];
  }
  if (step.id === STEP.rotorType && hub.filters.tcomp === '2') return [TEXT.trailerRotorSize];
  return [];
}

function optionsFor(step: StepDef, values: FilterValue[], hub: HubWizardState): Ask['options'] {
  const ratings = step.id === STEP.material && hub.filters.brkty === '1' && hub.filters.aaxna === '4';
  return values.map((v) => {
    const { label, sublabel } = step.label(v);
    const rating = ratings ? materialRating(v.Name) : null;
    return {
      label,
      sublabel: rating ? `${rating.lbs} (${rating.kg})` : sublabel,
      value: step.valueFor(v),
      imageUrl: v.ImageGuid ? `/images/${v.ImageGuid}.svg` : null,
      ...(v.Count === undefined ? {} : { count: v.Count }),
    };
  });
}

/** Stores an answer with the side effects the specification gives some steps. */
export function applyAnswer(
  hub: HubWizardState,
  step: StepDef,
  value: string,
  label: string,
): HubWizardState {
  const filters = { ...hub.filters };
  let { noMake } = hub;
  if (step.id === STEP.truckType) {
    const type = TRUCK_TYPES.find((t) => t.label === label || `${t.tcomp}-${t.brkty}` === value);
    return {
      ...emptyWizard(),
      filters: type ? { tcomp: type.tcomp, brkty: type.brkty } : {},
      history: hub.history,
      ...(hub.preset ? { preset: hub.preset } : {}),
      ...(hub.typed ? { typed: hub.typed, typedNames: hub.typedNames ?? {} } : {}),
    };
  }
  if (step.code) filters[step.code] = value;
  if (step.id === STEP.truckMake) {
    // A different truck make invalidates the answers that depend on it.
    delete filters.gawrr;
    delete filters.axthd;
    delete filters.abrty;
    noMake = /other|not listed/i.test(label);
  }
  if (step.id === STEP.wheelPilot) {
    delete filters.hubps;
    delete filters.strdo;
    delete filters.hamnt;
    filters.brkty ??= '1';
    filters.tcomp ??= '2';
    filters.aaxna ??= '10';
  }
  if (step.code === 'brdia' || step.code === 'abcoi') delete filters.wssdi;
  return { ...hub, filters, noMake };
}

/** The step after answering `stepId` with `value`: the routing rules, which a number search's flow does not use. */
function stepAfter(stepId: number, hub: HubWizardState, value: string): number {
  return hub.fromNumber ? nextInOrder(stepId) : routeAfter(stepId, hub, value, nextInOrder(stepId));
}

function withoutPreset(hub: HubWizardState, codes: string[]): HubWizardState {
  if (!hub.preset) return hub;
  const preset = { ...hub.preset };
  for (const c of codes) delete preset[c];
  const { preset: _old, ...rest } = hub;
  return Object.keys(preset).length ? { ...rest, preset } : rest;
}

/** The question open in `hub` as a history entry: what Back restores. */
export function askedEntry(hub: HubWizardState, step: number, answer?: string): HubAsked {
  return {
    step,
    filters: hub.filters,
    noMake: hub.noMake,
    spindleNutUpgrade: hub.spindleNutUpgrade,
    ...(hub.preset ? { preset: hub.preset } : {}),
    ...(answer ? { answer: answer.slice(0, 200) } : {}),
  };
}

/**
 * A value the typed words named, taken as the answer at `step` (and no longer waiting under `codes`). It
 * counts as answered by the user, so Back asks it: as it stood when shown (`shown`, the question open when
 * the words came), else with the answers so far and without the typed value (so it is asked, not re-taken).
 */
function takeTyped(
  hub: HubWizardState,
  step: StepDef,
  value: string,
  label: string,
  codes: string[],
  shown: HubAsked | undefined,
): HubWizardState {
  const before = withoutPreset(hub, codes);
  const answered = applyAnswer(before, step, value, label);
  const entry = shown?.step === step.id ? shown : askedEntry(before, step.id);
  return { ...answered, history: [...answered.history, { ...entry, answer: label.slice(0, 200) }] };
}

/** A named value whose question is behind the one open (or the results): it will never be asked. */
type Behind = { code: string; name: string; answered: boolean };

/** Where a code's question stands in asking order (the truck type answers tcomp and brkty). */
const orderOf = (code: string) =>
  STEPS.findIndex((s) => s.code === code || (code === 'brkty' && s.id === STEP.truckType));

/**
 * What the typed words answered, said before the next question; `kept` (code -> value name) are the words
 * that wait for a later question.
 */
function presetNote(
  took: string[],
  dropped: string[],
  kept: [string, string][],
  behind: Behind[] = [],
): EngineMessage | null {
  const parts: string[] = [];
  if (took.length)
    parts.push(
      `From your message I took: ${took.map((t) => `**${markdownText(t)}**`).join(', ')}${fullStop(took.at(-1))}`,
    );
  if (dropped.length) {
    const names = dropped.map((c) => CATEGORY_NAMES[c] ?? 'answer').join(', ');
    parts.push(`The ${names} you named does not fit the answers so far, so I am asking.`);
  }
  const leftOut = (items: Behind[], lead: (asks: string) => string) => {
    if (!items.length) return;
    const asks = items.map((b) => CATEGORY_NAMES[b.code] ?? 'question').join(' or ');
    const names = items.map((b) => `**${markdownText(b.name)}**`).join(' and ');
    parts.push(`${lead(asks)}, so I left out ${names}.`);
  };
  leftOut(
    behind.filter((b) => !b.answered),
    (asks) => `Your answers ask no ${asks}`,
  );
  leftOut(
    behind.filter((b) => b.answered),
    (asks) => `The ${asks} is answered already`,
  );
  if (kept.length) {
    const later = kept.map(
      ([code, name]) => `**${markdownText(name)}** when we get to ${CATEGORY_NAMES[code] ?? 'its question'}`,
    );
    parts.push(`I'll use ${later.join(' and ')}.`);
  }
  return parts.length ? { kind: 'text', markdown: parts.join(' ') } : null;
}

/**
 * Enters a step and keeps going while steps answer themselves (skips, single values), until a question
 * must be asked or the results are reached. `typed` names the values just typed (code -> name): those
 * still waiting for their question at the end are said to be kept for it.
 */
export async function enterStep(
  start: number,
  hubIn: HubWizardState,
  tools: WizardTools,
  newQuestionId: () => string,
  typed: Record<string, string> = {},
  shown?: HubAsked,
): Promise<WizardOutput> {
  let hub = hubIn;
  let stepId = start;
  const took: string[] = [];
  const dropped: string[] = [];
  /**
   * The output, led by what the typed words answered (and which of them did not fit). A named value whose
   * question is behind the one now open never comes ('kenworth', then Trailer: a trailer has no truck make;
   * 'kenworth' typed after the truck make was answered): it is said left out, not promised for later.
   */
  const done = (out: WizardOutput): WizardOutput => {
    // A narrowing waits in the preset while its own question is open: that one is asked, not kept.
    const open = out.hub.current === null ? undefined : stepById(out.hub.current).code;
    const openAt = out.hub.current === null ? STEPS.length : STEPS.findIndex((s) => s.id === out.hub.current);
    const waiting = Object.keys(out.hub.preset ?? {}).filter((c) => c !== open);
    const behind: Behind[] = waiting
      .filter((c) => orderOf(c) >= 0 && orderOf(c) < openAt)
      .map((c) => ({
        code: c,
        name: out.hub.typedNames?.[c] ?? typed[c] ?? 'your answer',
        answered: out.hub.filters[c] !== undefined,
      }));
    const gone = behind.map((b) => b.code);
    const kept = Object.entries(typed).filter(
      ([code]) => code !== open && out.hub.preset?.[code] !== undefined && !gone.includes(code),
    );
    const said = presetNote(took, dropped, kept, behind);
    const settled = gone.length ? { ...out, hub: withoutPreset(out.hub, gone) } : out;
    return said ? { ...settled, messages: [said, ...settled.messages] } : settled;
  };
  /** The output that asks `ask` at the current step. */
  const asking = async (ask: Ask): Promise<WizardOutput> => {
    const id = newQuestionId();
    const progress = await wizardProgress(stepId, hub, tools);
    const asked = question(ask, id, hub, progress);
    return done({ hub: { ...hub, current: stepId }, messages: [asked], questionId: id });
  };
  // counts of the hubs the results would list (long-stud versions included)
  const countedValues = (code: string) => listedCounts(tools, code, hub.filters);
  // The first question under a set of answers is read alone and with counts (most often it is asked).
  // Once one has been passed over, the questions ahead are read together: a typed number's hub leaves a
  // dozen of them with nothing or one value to choose, each a call of its own before.
  let ahead: { filters: HubWizardState['filters']; values: Record<string, FilterValue[]> | null } | null =
    null;
  const readAhead = async (code: string) => {
    // under the standard-stud answer a question's values are those of the long-stud versions too: counted
    if (ahead?.filters === hub.filters && !longStudPairs(hub.filters)) {
      // the step being read is among the codes from it on: the list is never empty
      ahead.values ??= (
        await tools.filterValuesOfEach({ flow: 'hub', codes: codesFrom(stepId, hub), pairs: hub.filters })
      ).Results;
      const found = Object.hasOwn(ahead.values, code) ? ahead.values[code] : undefined;
      if (found) return { values: found, counted: null };
    }
    ahead = { filters: hub.filters, values: null };
    const listed = await countedValues(code);
    return { values: listed.Results, counted: listed };
  };
  for (let guard = 0; guard < 80; guard++) {
    if (stepId !== STEP.truckType && !hub.filters.tcomp) stepId = STEP.truckType; // the tcomp guard
    const skip = hub.fromNumber ? null : skipOnEnter(stepId, hub);
    if (skip !== null) {
      stepId = skip;
      continue;
    }
    if (stepId === STEP.hubAssemblyType) {
      // The hub assembly type is never asked (when hatyp is current, the hubs are requested): its turn
      // means results, after the spindle-nut question if that is still open. After a number search that
      // question applies only when the hub's spints flag is set; the guided wizard always asks it.
      const nutOpen = hub.spindleNutUpgrade === null && (!hub.fromNumber || hub.offerSpindleNut === true);
      stepId = nutOpen ? STEP.spindleNut : STEP.results;
      continue;
    }
    if (hub.fromNumber && stepId === STEP.spindleNut && !hub.offerSpindleNut) {
      stepId = STEP.results;
      continue;
    }
    if (stepId === STEP.results) {
      const results = await hubResults(hub, tools);
      if (results.askFirst !== undefined) {
        const asked = await enterStep(results.askFirst, hub, tools, newQuestionId);
        return done({
          hub: { ...hub, current: asked.hub.current },
          messages: asked.messages,
          questionId: asked.questionId,
        });
      }
      return done({ hub: { ...hub, current: null }, messages: results.messages, questionId: null });
    }
    const step = stepById(stepId);
    if (stepId === STEP.truckType) {
      const preset = hub.preset ?? {};
      const fitting = await makersOf(
        preset.tmake,
        TRUCK_TYPES.filter(
          (t) => (!preset.tcomp || preset.tcomp === t.tcomp) && (!preset.brkty || preset.brkty === t.brkty),
        ),
        tools,
      );
      const [chosen] = fitting;
      if (fitting.length === 1 && chosen) {
        // The words named the vehicle and the brakes: the truck type answers itself.
        const value = `${chosen.tcomp}-${chosen.brkty}`;
        hub = takeTyped(hub, step, value, chosen.label, ['tcomp', 'brkty'], shown);
        took.push(chosen.label);
        stepId = stepAfter(stepId, hub, value);
        continue;
      }
      const ask: Ask = {
        step,
        intro: [],
        options: (fitting.length ? fitting : TRUCK_TYPES).map((t) => ({
          label: t.label,
          sublabel: null,
          value: `${t.tcomp}-${t.brkty}`,
          imageUrl: truckTypeImageUrl(t),
        })),
      };
      return asking(ask);
    }
    if (stepId === STEP.spindleNut) {
      return asking({
        step,
        intro: [TEXT.spindleNutOffer],
        options: [
          { label: 'Yes', sublabel: TEXT.spindleNutWarranty, value: '1', imageUrl: null },
          { label: 'No', sublabel: null, value: '0', imageUrl: null },
        ],
      });
    }
    const code = step.code;
    const settled =
      code && (hub.filters[code] !== undefined || (hub.fromNumber && NOT_ASKED_AFTER_NUMBER.has(code)));
    if (!code || settled) {
      stepId = nextInOrder(stepId);
      continue;
    }
    const read = await readAhead(code);
    const values = visible(step, read.values);
    if (values.length === 0) {
      stepId = nextInOrder(stepId);
      continue;
    }
    /** The question's values kept by `keep`, with counts, and how many hubs match: what asking shows. */
    const counted = async (keep: (v: FilterValue) => boolean = () => true) => {
      const listed = read.counted ?? (await countedValues(code));
      return { values: visible(step, listed.Results).filter(keep), matching: listed.Matching };
    };
    const wanted = hub.preset?.[code];
    if (wanted?.includes('|')) {
      // Words that narrow the question ('steer'): the one value left is taken, several are asked alone.
      const allowed = new Set(wanted.split('|'));
      const narrowed = values.filter((v) => allowed.has(String(v.Id)));
      if (narrowed.length > 1) {
        // The narrowing stays in the state while its question is open, so the history entry made when it
        // is answered (answerStep, or typed words) holds it and Back shows this short list again.
        const shownNow = await counted((v) => allowed.has(String(v.Id)));
        const counts = shownNow.values.map((v) => v.Count);
        const left = counts.every((c) => c !== undefined)
          ? counts.reduce<number>((n, c) => n + (c ?? 0), 0)
          : null;
        return asking({
          step,
          options: optionsFor(step, shownNow.values, hub),
          intro: introFor(step, hub),
          ...(shownNow.matching === undefined ? {} : { matching: shownNow.matching }),
          ...(left === null || shownNow.matching === undefined ? {} : { narrowedTo: left }),
        });
      }
      hub = withoutPreset(hub, [code]);
      const [one] = narrowed;
      if (narrowed.length === 1 && one) {
        const value = step.valueFor(one);
        const label = step.label(one).label;
        hub = takeTyped(hub, step, value, label, [], shown);
        took.push(label);
        stepId = stepAfter(stepId, hub, value);
        continue;
      }
      dropped.push(code);
    } else if (wanted !== undefined) {
      // A value the words named: taken when this question offers it, else the question is asked.
      const match = values.find((v) => step.valueFor(v) === wanted || String(v.Id) === wanted);
      if (match) {
        const value = step.valueFor(match);
        const label = step.label(match).label;
        hub = takeTyped(hub, step, value, label, [code], shown);
        took.push(label);
        stepId = stepAfter(stepId, hub, value);
        continue;
      }
      hub = withoutPreset(hub, [code]);
      dropped.push(code);
    }
    const [only] = values;
    if (values.length === 1 && only) {
      // A single value answers itself; the wizard moves on as if it had been chosen.
      const value = step.valueFor(only);
      hub = applyAnswer(hub, step, value, step.label(only).label);
      stepId = stepAfter(stepId, hub, value);
      continue;
    }
    const shownNow = await counted();
    return asking({
      step,
      options: optionsFor(step, shownNow.values, hub),
      intro: introFor(step, hub),
      ...(shownNow.matching === undefined ? {} : { matching: shownNow.matching }),
    });
  }
  throw new Error('hub wizard did not settle');
}

/**
 * The truck types a make named in the words makes ('kenworth': trucks, never a trailer or a school bus, whose
 * question would then drop it); all of `types` when the make is none of theirs, or none was named.
 */
async function makersOf<T extends { tcomp: string }>(
  make: string | undefined,
  types: readonly T[],
  tools: WizardTools,
): Promise<readonly T[]> {
  if (!make || make.includes('|')) return types;
  const vehicles = [...new Set(types.map((t) => t.tcomp))];
  const makes = await Promise.all(
    vehicles.map(async (tcomp) => {
      const { Results } = await tools.filterValues({ flow: 'hub', code: 'tmake', pairs: { tcomp } });
      return Results.some((v) => String(v.Id) === make) ? tcomp : null;
    }),
  );
  const made = types.filter((t) => makes.includes(t.tcomp));
  return made.length ? made : types;
}

/**
 * The codes of the questions from step `from` on that `hub` has not answered, in asking order (after a
 * number search, not those never asked then).
 */
function codesFrom(from: number, hub: HubWizardState): string[] {
  const at = Math.max(
    STEPS.findIndex((s) => s.id === from),
    0,
  );
  const codes = new Set<string>();
  for (const { code } of STEPS.slice(at)) {
    if (!code || hub.filters[code] !== undefined) continue;
    if (hub.fromNumber && NOT_ASKED_AFTER_NUMBER.has(code)) continue;
    codes.add(code);
  }
  return [...codes];
}

/** The user chose `value` at the open step. */
export async function answerStep(
  hubIn: HubWizardState,
  value: string,
  label: string,
  tools: WizardTools,
  newQuestionId: () => string,
): Promise<WizardOutput> {
  const at = hubIn.current ?? STEP.truckType;
  const step = stepById(at);
  if (value === SHOW_NOW) {
    // the few hubs left now; this question stays open (Back asks it again), the answers stay as they are
    const { splinedPanel: _closed, ...rest } = hubIn;
    const hub = { ...rest, history: [...hubIn.history, askedEntry(rest, at, NOT_ANSWERED)] };
    return enterStep(STEP.results, hub, tools, newQuestionId);
  }
  if (at === STEP.spindleNut) {
    const hub = {
      ...hubIn,
      spindleNutUpgrade: value === '1',
      history: [...hubIn.history, askedEntry(hubIn, at, value === '1' ? 'Yes' : 'No')],
    };
    return enterStep(STEP.results, hub, tools, newQuestionId);
  }
  // The panel is a routing rule of the guided wizard; after a number search no routing rules apply.
  if (
    at === STEP.rotorType &&
    !hubIn.fromNumber &&
    !hubIn.splinedPanel &&
    splinedPanelApplies(hubIn, label)
  ) {
    const panel = await splinedPanel(hubIn, step, value, label, tools, newQuestionId);
    if (panel) return panel;
  }
  // The panel is part of the rotor type question: the entry is that question, which the panel leaves as it was.
  const { splinedPanel: _closed, ...answered } = hubIn;
  // The entry keeps a narrowing of this question (Back shows the short list); the answer replaces it.
  const narrowing = step.code && answered.preset?.[step.code]?.includes('|') ? [step.code] : [];
  const hub = {
    ...applyAnswer(withoutPreset(answered, narrowing), step, value, label),
    history: [...hubIn.history, askedEntry(answered, at, panelChoice(hubIn, label))],
  };
  return enterStep(stepAfter(at, hub, value), hub, tools, newQuestionId);
}

/** The answer as the answers list says it: the panel's buttons name the rotor they lead to. */
function panelChoice(hub: HubWizardState, label: string): string {
  if (!hub.splinedPanel) return label;
  return label.replace(/^Continue to /, '').replace(/^See /, '');
}

/** Trucks and trailers with drum or disc brakes (tcomp 2, brkty 1 or 2) that chose a splined rotor. */
function splinedPanelApplies(hub: HubWizardState, label: string): boolean {
  return hub.filters.tcomp === '2' && ['1', '2'].includes(hub.filters.brkty ?? '') && /splined/i.test(label);
}

/**
 * The splined-rotor panel (at the brake rotor type step): the maker's flat rotor offered first, or continue
 * with the splined rotor. Null when this hub has no flat rotor to offer; the choice is then stored directly.
 */
async function splinedPanel(
  hub: HubWizardState,
  step: StepDef,
  value: string,
  label: string,
  tools: WizardTools,
  newQuestionId: () => string,
): Promise<WizardOutput | null> {
  if (!step.code) return null;
  const values = visible(
    step,
    (await tools.filterValues({ flow: 'hub', code: step.code, pairs: hub.filters })).Results,
  );
  const flat = values.find((v) => /flat/i.test(v.Name) && !/splined/i.test(v.Name));
  if (!flat) return null;
  const id = newQuestionId();
  const ask: Ask = {
    step: { ...step, title: `You chose ${label}` },
    intro: [TEXT.splinedPanel],
    options: [
      {
        label: `See ${BRAND} Flat Rotor`,
        sublabel: step.label(flat).label,
        value: step.valueFor(flat),
        imageUrl: flat.ImageGuid ? `/images/${flat.ImageGuid}.svg` : null,
      },
      { label: `Continue to ${label}`, sublabel: null, value, imageUrl: null },
    ],
  };
  const open = { ...hub, current: STEP.rotorType, splinedPanel: true };
  const progress = await wizardProgress(STEP.rotorType, hub, tools);
  return { hub: open, messages: [question(ask, id, open, progress)], questionId: id };
}

/**
 * Back: the newest question the user answered (or, with `to`, the newest time step `to` was asked) is asked
 * again with the answers exactly as they stood when it was shown; the history after it is forgotten.
 * From the splined-rotor panel Back is the rotor type question. Null when there is nothing to go back to.
 */
export async function stepBack(
  hubIn: HubWizardState,
  tools: WizardTools,
  newQuestionId: () => string,
  to?: number,
): Promise<WizardOutput | null> {
  const { splinedPanel, ...rest } = hubIn;
  if (splinedPanel && (to === undefined || to === STEP.rotorType)) {
    return restore({ ...rest, current: null }, askedEntry(rest, STEP.rotorType), tools, newQuestionId);
  }
  const at = to === undefined ? hubIn.history.length - 1 : hubIn.history.findLastIndex((e) => e.step === to);
  const entry = hubIn.history[at];
  if (!entry) return null;
  return restore({ ...rest, history: hubIn.history.slice(0, at) }, entry, tools, newQuestionId);
}

/** Step `to` can be gone back to: the history has it, or it is the rotor type under the open splined panel. */
export function canGoTo(hub: HubWizardState, to: number): boolean {
  return hub.history.some((e) => e.step === to) || (hub.splinedPanel === true && to === STEP.rotorType);
}

/** Asks `entry`'s question again on its own answers (the history up to it is already in `hub`). */
function restore(hub: HubWizardState, entry: HubAsked, tools: WizardTools, newQuestionId: () => string) {
  const { preset: _now, ...base } = hub;
  const state: HubWizardState = {
    ...base,
    filters: entry.filters,
    noMake: entry.noMake,
    spindleNutUpgrade: entry.spindleNutUpgrade,
    current: null,
    ...(entry.preset ? { preset: entry.preset } : {}),
  };
  return enterStep(entry.step, state, tools, newQuestionId);
}
