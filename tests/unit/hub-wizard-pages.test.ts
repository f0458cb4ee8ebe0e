// What a hub wizard page does with the shared state: show, start, step back, or send elsewhere.
import { describe, expect, it } from 'vitest';
import {
  backTarget,
  filtersPlan,
  parseAnswers,
  parseFilters,
  pathOf,
  planFor,
  readAnswered,
  wizardLocation,
} from '../../client/hub/wizard/plan.ts';
import type { Question } from '../../client/hub/wizard/turns.ts';
import { STEP } from '../../tools/engine/hub-wizard/steps.ts';
import { type EngineState, initialState } from '../../tools/engine/shared/state.ts';

const question = (questionId: string, step: number): Question => ({
  questionId,
  flow: 'hub',
  code: 'x',
  title: 'Q',
  intro: [],
  diagramUrl: null,
  columns: 2,
  options: [{ label: 'A', sublabel: null, value: '1', imageUrl: null }],
  step,
  route: pathOf(step),
});

function atStep(current: number | null, steps: number[], filters: Record<string, string> = { tcomp: '1' }) {
  const history = steps.map((step) => ({ step, filters: {}, noMake: false, spindleNutUpgrade: null }));
  const state: EngineState = {
    ...initialState,
    seq: 5,
    hub: { filters, history, current, noMake: false, spindleNutUpgrade: null, fromNumber: false },
    pending: current === null ? null : { questionId: 'q5', kind: 'hub' },
  };
  return state;
}
/** The open question q5, asked at `step` (its route is that step's page, as the engine gives it). */
const openAt = (step: number) => (id: string) => (id === 'q5' ? question('q5', step) : undefined);
const known = (id: string) => openAt(STEP.gawr)(id);

describe('hub wizard page plan', () => {
  it('shows the open question on its own step page', () => {
    expect(planFor(STEP.gawr, atStep(STEP.gawr, [2, 5, 7]), known)).toMatchObject({ kind: 'show' });
  });
  it('starts the wizard on the truck type page when nothing is open', () => {
    expect(planFor(STEP.truckType, initialState, known)).toEqual({ kind: 'start' });
  });
  it('sends later steps without tcomp to the truck type page (tcomp guard)', () => {
    expect(planFor(STEP.gawr, initialState, known)).toEqual({ kind: 'redirect', to: '/hub/truck-type' });
    expect(planFor(STEP.axleType, atStep(STEP.truckType, [], {}), openAt(STEP.truckType))).toEqual({
      kind: 'redirect',
      to: '/hub/truck-type',
    });
  });
  it('goes to an earlier answered step with one go-to-step (browser Back or a link)', () => {
    expect(planFor(STEP.truckMake, atStep(STEP.gawr, [2, 5, 7]), known)).toEqual({ kind: 'go-to', step: 5 });
    expect(planFor(STEP.truckType, atStep(STEP.gawr, [2, 5, 7]), known)).toEqual({ kind: 'go-to', step: 2 });
  });
  it('sends a step the wizard has not reached to the open question (its route, as the engine gives it)', () => {
    expect(planFor(STEP.wheelType, atStep(STEP.gawr, [2, 5, 7]), known)).toEqual({
      kind: 'redirect',
      to: '/hub/gawr',
    });
  });
  it('shows results only for a finished wizard, else the open question or the truck type', () => {
    expect(planFor(STEP.results, atStep(null, [2, 5, 7, 39]), known)).toEqual({ kind: 'results' });
    expect(planFor(STEP.results, atStep(STEP.material, [2, 5]), openAt(STEP.material))).toEqual({
      kind: 'redirect',
      to: '/hub/material',
    });
    expect(planFor(STEP.results, initialState, known)).toEqual({ kind: 'redirect', to: '/hub/truck-type' });
  });
  it('Back goes to /hub at the first step, else to the last step that asked (auto-selected steps skipped)', () => {
    expect(backTarget(atStep(STEP.truckType, []), STEP.truckType)).toBe('/hub');
    // truck make answered itself: axle type's Back goes two steps, to the truck type
    expect(backTarget(atStep(STEP.axleType, [2]), STEP.axleType)).toBe('/hub/truck-type');
    expect(backTarget(atStep(STEP.gawr, [2, 5, 7]), STEP.gawr)).toBe('/hub/axle-type');
  });
  it("knows where the wizard is from the route of the engine's open question, else its results with the answers", () => {
    expect(wizardLocation(atStep(STEP.gawr, [2]), known)).toBe('/hub/gawr');
    expect(
      wizardLocation(atStep(STEP.gawr, [2]), () => ({
        ...question('q5', STEP.gawr),
        route: '/hub/filters/a=1',
      })),
    ).toBe('/hub/filters/a=1');
    expect(wizardLocation(atStep(null, [2, 39]), known)).toBe('/hub/results?tcomp=1');
    expect(wizardLocation(initialState, known)).toBe('/hub/truck-type');
  });
  it("reads a link's answers, leaving out what cannot be one", () => {
    expect(parseAnswers('?tcomp=1&brkty=2&aaxna=2%7C3')).toEqual({ tcomp: '1', brkty: '2', aaxna: '2|3' });
    expect(parseAnswers('')).toBeNull();
    expect(parseAnswers(`?utm_source=x&t=1&tmake=${'9'.repeat(41)}`)).toBeNull();
  });
  it('a link whose answers the state does not stand on is rebuilt; one it stands on is shown or stepped back to', () => {
    const state = atStep(STEP.gawr, [2, 5, 7]);
    expect(planFor(STEP.gawr, state, known, { tcomp: '1' })).toMatchObject({ kind: 'show' });
    expect(planFor(STEP.gawr, state, known, { tcomp: '1', tmake: '3' })).toEqual({ kind: 'resume' });
    expect(planFor(STEP.gawr, initialState, known, { tcomp: '1' })).toEqual({ kind: 'resume' });
    // the history entry of the truck make stood on no answers ({}): a link with answers there is rebuilt
    expect(planFor(STEP.truckMake, state, known, { tcomp: '1' })).toEqual({ kind: 'resume' });
    const entry = { step: 5, filters: { tcomp: '1' }, noMake: false, spindleNutUpgrade: null };
    const withEntry = state.hub ? { ...state, hub: { ...state.hub, history: [entry] } } : state;
    expect(planFor(STEP.truckMake, withEntry, known, { tcomp: '1' })).toEqual({ kind: 'go-to', step: 5 });
    expect(planFor(STEP.results, atStep(null, [2, 39]), known, { tcomp: '1' })).toEqual({ kind: 'results' });
    expect(planFor(STEP.results, initialState, known, { tcomp: '1', aaxna: '82' })).toEqual({
      kind: 'resume',
    });
  });
});

describe('hub filters page plan', () => {
  it('reads the pairs of the path and refuses malformed ones', () => {
    expect(parseFilters('tcomp=1&brkty=2&wssdi=3.12')).toEqual({ tcomp: '1', brkty: '2', wssdi: '3.12' });
    expect(parseFilters('')).toBeNull();
    expect(parseFilters('tcomp')).toBeNull();
    expect(parseFilters('t=1')).toBeNull();
    expect(parseFilters('tcomp=%E0%A4%A')).toBeNull();
  });
  const fromNumber = (current: number | null): EngineState => {
    const s = atStep(current, []);
    return s.hub ? { ...s, hub: { ...s.hub, filters: { tcomp: '1', aaxna: '4' }, fromNumber: true } } : s;
  };
  it('shows the open question or the results when the state has these pairs, in any order', () => {
    expect(filtersPlan({ aaxna: '4', tcomp: '1' }, fromNumber(STEP.material), known)).toMatchObject({
      kind: 'show',
    });
    expect(filtersPlan({ tcomp: '1', aaxna: '4' }, fromNumber(null), known)).toEqual({ kind: 'results' });
  });
  it('starts the flow from the pairs when the state is elsewhere (fresh load, other pairs, spints flag)', () => {
    expect(filtersPlan({ tcomp: '1', aaxna: '4' }, initialState, known)).toEqual({ kind: 'start' });
    expect(filtersPlan({ tcomp: '1', aaxna: '5' }, fromNumber(null), known)).toEqual({ kind: 'start' });
    expect(filtersPlan({ tcomp: '1', aaxna: '4', spints: '1' }, fromNumber(null), known)).toEqual({
      kind: 'start',
    });
  });
  it('goes back to the earlier question whose pairs these are (the browser Back after an answer)', () => {
    // the spindle-nut question was asked on tcomp=1&aaxna=4&spints=1 and answered Yes: the results
    const answered: EngineState = {
      ...fromNumber(null),
      hub: {
        ...(fromNumber(null).hub as NonNullable<EngineState['hub']>),
        offerSpindleNut: true,
        spindleNutUpgrade: true,
        history: [
          {
            step: STEP.spindleNut,
            filters: { tcomp: '1', aaxna: '4' },
            noMake: false,
            spindleNutUpgrade: null,
          },
        ],
      },
    };
    expect(filtersPlan({ tcomp: '1', aaxna: '4', spints: '1' }, answered, known)).toEqual({
      kind: 'go-to',
      step: STEP.spindleNut,
    });
    expect(filtersPlan({ tcomp: '1', aaxna: '4', spints: '1', spnut: '1' }, answered, known)).toEqual({
      kind: 'results',
    });
    // pairs no question of this flow stood on start the flow from them
    expect(filtersPlan({ tcomp: '1', aaxna: '5', spints: '1' }, answered, known)).toEqual({ kind: 'start' });
  });
  it("gives the open question's answer again at the pairs it led to (the browser's Forward after Back)", () => {
    // Back reopened the spindle-nut question (q5) on tcomp=1&aaxna=4; Forward goes to the results' pairs
    const reopened = fromNumber(STEP.spindleNut);
    const yes = { step: STEP.spindleNut, value: 'yes', label: 'Yes' };
    const results = { tcomp: '1', aaxna: '4', spnut: '1' };
    expect(filtersPlan(results, reopened, known, yes)).toEqual({
      kind: 'answer',
      questionId: 'q5',
      value: 'yes',
      label: 'Yes',
    });
    // an answer to another step, or none kept, or a state already at these pairs: as before
    expect(filtersPlan(results, reopened, known, { ...yes, step: STEP.material })).toEqual({ kind: 'start' });
    expect(filtersPlan(results, reopened, known, null)).toEqual({ kind: 'start' });
    expect(filtersPlan({ tcomp: '1', aaxna: '4' }, reopened, known, yes)).toMatchObject({ kind: 'show' });
    // another search's question at the same step (the chat moved on, then the browser's history came back)
    const other = fromNumber(STEP.spindleNut);
    const elsewhere = other.hub
      ? { ...other, hub: { ...other.hub, filters: { tcomp: '2', aaxna: '7' } } }
      : other;
    expect(filtersPlan(results, elsewhere, known, yes)).toEqual({ kind: 'start' });
    // a guided wizard's questions have pages of their own
    const guided = atStep(STEP.spindleNut, [], { tcomp: '1', aaxna: '4' });
    expect(filtersPlan(results, guided, known, yes)).toEqual({ kind: 'start' });
  });
  it('reads an answer only from a history entry shaped as this page keeps it', () => {
    const kept = { answered: { step: 7, value: '1', label: 'Yes' } };
    expect(readAnswered(kept)).toEqual({ step: 7, value: '1', label: 'Yes' });
    for (const other of [
      null,
      undefined,
      'answered',
      { answered: null },
      { answered: { step: '7', value: '1', label: 'Yes' } },
      { answered: { step: 7.5, value: '1', label: 'Yes' } },
      { answered: { step: 7, value: 1, label: 'Yes' } },
      { answered: { step: 7, value: '1', label: 'x'.repeat(201) } },
      { answered: { step: 7, value: '1' } },
    ])
      expect(readAnswered(other), JSON.stringify(other)).toBeNull();
  });
  it("shows a guided wizard's results at the filters path its results link to", () => {
    const wizard = atStep(null, [2, 5], { tcomp: '1', tmake: '3' });
    expect(filtersPlan({ tmake: '3', tcomp: '1' }, wizard, known)).toEqual({ kind: 'results' });
  });
});
