// The hub wizard's routing rules that hub-wizard-rules.test.ts does not cover, one test per
// rule named after it, on tiny hand-made catalogs: the step answered (or entered) and the question that must
// come next. Each target step offers two values, so it is asked rather than auto-selected or skipped.
import { describe, expect, it } from 'vitest';
import { step } from '../../tools/engine/engine.ts';
import { STEP, STEPS, stepById } from '../../tools/engine/hub-wizard/steps.ts';
import {
  answerStep,
  askedEntry,
  emptyWizard,
  enterStep,
  stepBack,
} from '../../tools/engine/hub-wizard/wizard.ts';
import { type HubWizardState, initialState } from '../../tools/engine/shared/state.ts';
import { TEXT } from '../../tools/engine/shared/texts.ts';
import type { BoundTools } from '../../tools/index.ts';
import { askedQuestion, type FakeHub, fakeHubTools, questionIds } from '../support/fake-hub-catalog.ts';

const title = (id: number) => stepById(id).title;

/** Two hubs that share `facets` and differ in `code` (values a and b). */
function twoHubs(facets: Record<string, string>, code: string, a = '1', b = '2'): FakeHub[] {
  return [
    { number: '10050001', facets: { ...facets, [code]: a } },
    { number: '10050002', facets: { ...facets, [code]: b } },
  ];
}

/** Answers step `at` with `value` from `filters` (the answer included in the hubs' facets). */
async function answer(
  at: number,
  value: string,
  filters: Record<string, string>,
  hubs: FakeHub[],
  more: Partial<HubWizardState> = {},
) {
  const state: HubWizardState = {
    ...emptyWizard(),
    filters,
    current: at,
    history: [askedEntry(emptyWizard(), 2)],
    ...more,
  };
  return answerStep(state, value, `${stepById(at).code} ${value}`, fakeHubTools(hubs), questionIds());
}

const truckNoMake = { tcomp: '1', brkty: '1', tmake: '99' };
const truckWithMake = { tcomp: '1', brkty: '1', tmake: '1' };

describe('hub wizard steps', () => {
  it('every step has its id and path', () => {
    expect(STEPS.map((s) => `${s.id} ${s.path}`)).toEqual([
      '2 truck-type',
      '5 truck-make',
      '7 axle-type',
      '23 wheel-pilot-system',
      '29 wheel-stud-standout',
      '26 stud-pilot-type',
      '25 hub-pilot-type',
      '24 thread-orientation',
      '14 hub-mounting-system',
      '35 barrel-length',
      '8 gawr',
      '12 axle-stud',
      '10 material',
      '36 small-backface',
      '32 drum-pilot-diameter-inches',
      '17 brake-rotor-type',
      '38 hub-offset-inches',
      '16 brake-rotor-flange',
      '37 overall-rotor-length',
      '30 abs-offset-inches',
      '31 hub-cap-bolt-circle-diameter-inches',
      '41 rotor-flange',
      '9 wheel-type',
      '11 hub-assembly-type',
      '39 spindle-nut',
      '40 results',
    ]);
  });
});

describe('hub wizard routing rules', () => {
  it('with truck type 3 (school bus), axle choice goes to hub-mounting-system', async () => {
    const bus = { tcomp: '3', brkty: '1', tmake: '1', aaxna: '7' };
    const out = await answer(STEP.axleType, '7', bus, [
      ...twoHubs({ ...bus, gawrr: '12' }, 'hamnt'),
      { number: '10050003', facets: { ...bus, gawrr: '14', hamnt: '1' } },
    ]);
    expect(askedQuestion(out)?.title).toBe(title(STEP.mounting));
  });

  it('mounting systems other than 4 or 5 go to /hub/gawr', async () => {
    const f = { ...truckNoMake, aaxna: '7', hamnt: '1' };
    const out = await answer(STEP.mounting, '1', f, twoHubs(f, 'gawrr', '12', '14'));
    expect(askedQuestion(out)?.title).toBe(title(STEP.gawr));
  });

  it('barrel length goes to wheel-stud-standout for a truck with no make', async () => {
    const f = { ...truckNoMake, aaxna: '7', hamnt: '4', barlg: '5.5' };
    const hubs = twoHubs({ ...f, gawrr: '12' }, 'wssdi', '3.12', '3.38');
    const out = await answer(STEP.barrelLength, '5.5', f, hubs, { noMake: true });
    expect(askedQuestion(out)?.title).toBe(title(STEP.studStandout));
  });

  it('barrel length otherwise goes to /hub/gawr', async () => {
    const f = { ...truckWithMake, aaxna: '7', hamnt: '4', barlg: '5.5' };
    const hubs = twoHubs({ ...f, wssdi: '3.12' }, 'gawrr', '12', '14');
    const out = await answer(STEP.barrelLength, '5.5', f, hubs);
    expect(askedQuestion(out)?.title).toBe(title(STEP.gawr));
  });

  it('hub material goes to brake-rotor-type unless truck type 1 with no make', async () => {
    const f = { ...truckWithMake, brkty: '2', aaxna: '7', hcmty: '1' };
    const hubs = twoHubs({ ...f, icfsb: '1' }, 'abrty', '3', '4');
    const out = await answer(STEP.material, '1', f, hubs);
    expect(askedQuestion(out)?.title).toBe(title(STEP.rotorType));
  });

  it('hub material for truck type 1 with no make goes on to small-backface', async () => {
    const f = { ...truckNoMake, brkty: '2', aaxna: '7', hcmty: '1' };
    const hubs = twoHubs({ ...f, abrty: '3' }, 'icfsb', '1', '2');
    const out = await answer(STEP.material, '1', f, hubs, { noMake: true });
    expect(askedQuestion(out)?.title).toBe('Cut for Small Backface?');
  });

  it('small-backface is skipped to brake-rotor-type unless truck with no make', async () => {
    const f = { ...truckWithMake, brkty: '2', aaxna: '7', hcmty: '1' };
    const hubs = twoHubs({ ...f, abrty: '3' }, 'icfsb', '1', '2').map((h, i) => ({
      ...h,
      facets: { ...h.facets, abrty: String(3 + i) },
    }));
    const skipped = await enterStep(
      STEP.smallBackface,
      { ...emptyWizard(), filters: f },
      fakeHubTools(hubs),
      questionIds(),
    );
    expect(askedQuestion(skipped)?.title).toBe(title(STEP.rotorType));
    const noMake = { ...emptyWizard(), filters: { ...f, tmake: '99' }, noMake: true };
    const hubsNoMake = hubs.map((h) => ({ ...h, facets: { ...h.facets, tmake: '99' } }));
    const kept = await enterStep(STEP.smallBackface, noMake, fakeHubTools(hubsNoMake), questionIds());
    expect(askedQuestion(kept)?.title).toBe(title(STEP.smallBackface));
  });

  it('hub offset is skipped to brake-rotor-flange unless truck with no make', async () => {
    const f = { ...truckWithMake, brkty: '2', aaxna: '7', abrty: '3' };
    const hubs: FakeHub[] = [
      { number: '10050011', facets: { ...f, hofsi: '1.5', brdia: '15' } },
      { number: '10050012', facets: { ...f, hofsi: '2.5', brdia: '17' } },
    ];
    const skipped = await enterStep(
      STEP.hubOffset,
      { ...emptyWizard(), filters: f },
      fakeHubTools(hubs),
      questionIds(),
    );
    expect(askedQuestion(skipped)?.title).toBe(title(STEP.rotorFlangeDiameter));
    const noMake = { ...emptyWizard(), filters: { ...f, tmake: '99' }, noMake: true };
    const hubsNoMake = hubs.map((h) => ({ ...h, facets: { ...h.facets, tmake: '99' } }));
    const kept = await enterStep(STEP.hubOffset, noMake, fakeHubTools(hubsNoMake), questionIds());
    expect(askedQuestion(kept)?.title).toBe(title(STEP.hubOffset));
  });

  it('hub cap bolt circle goes to rotor-flange', async () => {
    const f = { ...truckWithMake, brkty: '2', aaxna: '7', hcbdi: '4.5' };
    const hubs = twoHubs({ ...f, wmslc: '1' }, 'flgty');
    const out = await answer(STEP.hubCapBoltCircle, '4.5', f, hubs);
    expect(askedQuestion(out)?.title).toBe(title(STEP.rotorFlange));
  });

  it('rotor flange type goes to wheel-type', async () => {
    const f = { ...truckWithMake, brkty: '2', aaxna: '7', flgty: '1' };
    const hubs = twoHubs({ ...f, hatyp: '1' }, 'wmslc');
    const out = await answer(STEP.rotorFlange, '1', f, hubs);
    expect(askedQuestion(out)?.title).toBe(title(STEP.wheelType));
  });

  it('wheel type goes to spindle-nut', async () => {
    const f = { ...truckWithMake, aaxna: '7', wmslc: '2' };
    const hubs = twoHubs(f, 'hatyp');
    const out = await answer(STEP.wheelType, '2', f, hubs);
    expect(askedQuestion(out)?.title).toBe(title(STEP.spindleNut));
    expect(askedQuestion(out)?.options.map((o) => o.label)).toEqual(['Yes', 'No']);
  });

  it('when hatyp is current the hubs are requested: with no wheel type to ask, the guided wizard goes on to the spindle nut, never to a hub assembly type question', async () => {
    const f = { ...truckWithMake, brkty: '2', aaxna: '7', flgty: '1' };
    const hubs = twoHubs(f, 'hatyp');
    const out = await answer(STEP.rotorFlange, '1', f, hubs);
    expect(askedQuestion(out)?.title).toBe(title(STEP.spindleNut));
    const results = await answerStep(out.hub, '0', 'No', fakeHubTools(hubs), questionIds());
    expect(askedQuestion(results)).toBeNull();
    expect(results.messages.some((m) => m.kind === 'hub-results')).toBe(true);
  });

  it('choosing wheel pilot system clears hubps, strdo and hamnt and sets brkty 1, aaxna 10, tcomp 2 when unset', async () => {
    const f = { whlps: '1', hubps: '1', strdo: '2', hamnt: '3' };
    const hubs = twoHubs({ tcomp: '2', brkty: '1', aaxna: '10', whlps: '1' }, 'wssdi', '3.12', '3.38');
    const out = await answer(STEP.wheelPilot, '1', f, hubs);
    expect(out.hub.filters).toEqual({ tcomp: '2', brkty: '1', aaxna: '10', whlps: '1' });
    expect(askedQuestion(out)?.title).toBe(title(STEP.studStandout));
  });
});

describe('auto-selection and Back', () => {
  it('Back after an auto-selected step steps back past it to the last step that asked', async () => {
    // Truck make has one value (auto-selected); axle type is asked; Back from axle type asks truck type.
    const hubs: FakeHub[] = [
      { number: '10050021', facets: { tcomp: '1', brkty: '1', tmake: '1', aaxna: '7', gawrr: '12' } },
      { number: '10050022', facets: { tcomp: '1', brkty: '1', tmake: '1', aaxna: '8', gawrr: '12' } },
    ];
    const tools = fakeHubTools(hubs);
    const next = questionIds();
    const first = await enterStep(STEP.truckType, emptyWizard(), tools, next);
    const truck = askedQuestion(first)?.options.find((o) => o.label === 'Truck with Drum Brakes');
    const axle = await answerStep(first.hub, truck?.value ?? '', truck?.label ?? '', tools, next);
    expect(askedQuestion(axle)?.title).toBe(title(STEP.axleType));
    expect(axle.hub.filters.tmake).toBe('1');
    const back = await stepBack(axle.hub, tools, next);
    expect(back && askedQuestion(back)?.title).toBe(title(STEP.truckType));
  });
});

describe('Reset', () => {
  it('Reset returns to the start: no wizard answers, no open question, the flows offered again', async () => {
    const hubs = twoHubs({ tcomp: '1', brkty: '1', tmake: '1' }, 'aaxna', '7', '8');
    const tools = fakeHubTools(hubs) as unknown as BoundTools;
    const pairs = { tcomp: '1', brkty: '1', tmake: '1' };
    const started = await step(initialState, { type: 'filters', pairs }, tools);
    expect(started.state.hub?.filters.tcomp).toBe('1');
    expect(started.state.pending).not.toBeNull();
    const reset = await step(started.state, { type: 'reset' }, tools);
    expect(reset.state).toEqual({ ...initialState, seq: started.state.seq });
    expect(reset.messages[0]).toEqual({ kind: 'text', markdown: TEXT.chooseFlow });
    expect(reset.messages[1]?.kind).toBe('chips');
  });
});
