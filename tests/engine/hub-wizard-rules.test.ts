// Routing and display rules of the hub wizard, each on a tiny hand-made catalog.
import { describe, expect, it } from 'vitest';
import { hubResults } from '../../tools/engine/hub-wizard/results.ts';
import {
  answerStep,
  askedEntry,
  emptyWizard,
  enterStep,
  stepBack,
} from '../../tools/engine/hub-wizard/wizard.ts';
import type { HubWizardState } from '../../tools/engine/shared/state.ts';
import { TEXT } from '../../tools/engine/shared/texts.ts';
import { askedQuestion, type FakeHub, fakeHubTools, questionIds } from '../support/fake-hub-catalog.ts';

/** Starts at the truck type and taps the given labels in order. */
async function walk(hubs: FakeHub[], ...labels: string[]) {
  const tools = fakeHubTools(hubs);
  const next = questionIds();
  let out = await enterStep(2, emptyWizard(), tools, next);
  for (const label of labels) {
    const q = askedQuestion(out);
    const option = q?.options.find((o) => o.label === label);
    if (!q || !option)
      throw new Error(
        `no option '${label}' in ${JSON.stringify(q?.options.map((o) => o.label))} of '${q?.title}'`,
      );
    out = await answerStep(out.hub, option.value, option.label, tools, next);
  }
  return out;
}

const truck = (extra: Record<string, string | string[]>, more: Partial<FakeHub> = {}): FakeHub => ({
  number: `1003${String(Math.abs(JSON.stringify(extra).length * 7919 + JSON.stringify(more).length) % 10000).padStart(4, '0')}`,
  facets: { tcomp: '1', brkty: '1', tmake: ['1', '2'], ...extra },
  ...more,
});

describe('hub wizard', () => {
  it('asks the six truck types first', async () => {
    const out = await enterStep(2, emptyWizard(), fakeHubTools([]), questionIds());
    expect(askedQuestion(out)?.options.map((o) => o.label)).toEqual([
      'Truck with Drum Brakes',
      'Truck with Disc Brakes',
      'Trailer with Drum Brakes',
      'Trailer with Disc Brakes',
      'School Bus with Drum Brakes',
      'School Bus with Disc Brakes',
    ]);
  });

  it('sends any later step back to truck type while tcomp is unset (the tcomp guard)', async () => {
    const out = await enterStep(8, emptyWizard(), fakeHubTools([]), questionIds());
    expect(askedQuestion(out)?.title).toBe('Are you looking for a hub for your');
  });

  it('auto-selects a category with a single value and moves on', async () => {
    const hubs = [truck({ tmake: '1', aaxna: ['7', '8'] })];
    const out = await walk(hubs, 'Truck with Drum Brakes');
    expect(out.hub.filters.tmake).toBe('1');
    expect(askedQuestion(out)?.title).toBe('Choose the Hub by Axle Type or Bearing Number:');
  });

  it('unitized axle 82 goes to the unitized page', async () => {
    const hubs = [
      truck({ aaxna: '82' }, { number: '10030001' }),
      truck({ aaxna: '7' }, { number: '10030002' }),
    ];
    const out = await walk(hubs, 'Truck with Drum Brakes', 'tmake 1', 'aaxna 82');
    expect(out.messages[0]).toMatchObject({ kind: 'outcome', data: { kind: 'unitized' } });
  });

  it('the unitized and no-hubs outcomes list the answers given, as the results do (issue 24)', async () => {
    const hubs = [
      truck({ aaxna: '82' }, { number: '10030001' }),
      truck({ aaxna: '7' }, { number: '10030002' }),
    ];
    const unitized = await walk(hubs, 'Truck with Drum Brakes', 'tmake 1', 'aaxna 82');
    const [outcome] = unitized.messages;
    expect(outcome?.kind).toBe('outcome');
    const answers = outcome?.kind === 'outcome' ? (outcome.data.answers ?? []) : [];
    expect(answers.map((a) => a.answer)).toEqual(['Truck with Drum Brakes', 'tmake 1', 'aaxna 82']);
    expect(answers.map((a) => a.step)).toEqual(unitized.hub.history.map((e) => e.step));

    // the same answers against a catalog without hubs: the no-results outcome lists them
    const asked = await walk(hubs, 'Truck with Drum Brakes', 'tmake 1');
    const none = await hubResults(asked.hub, fakeHubTools([]));
    const [empty] = none.messages;
    expect(empty).toMatchObject({
      kind: 'outcome',
      data: { kind: 'no-results', title: TEXT.noResultsTitle },
    });
    const listed = empty?.kind === 'outcome' ? (empty.data.answers ?? []) : [];
    expect(listed.map((a) => a.answer)).toEqual(['Truck with Drum Brakes', 'tmake 1']);
  });

  it.each(['79', '40', '19'])('axle type %s goes to hub mounting system', async (axle) => {
    const hubs = [
      truck({ aaxna: axle, hamnt: '1' }, { number: '10030011' }),
      truck({ aaxna: axle, hamnt: '2' }, { number: '10030012' }),
      truck({ aaxna: '7', hamnt: '1', gawrr: '1' }, { number: '10030013' }),
    ];
    const out = await walk(hubs, 'Truck with Drum Brakes', 'tmake 1', `aaxna ${axle}`);
    expect(askedQuestion(out)?.title).toBe('Hub Mounting System');
  });

  it('drum-brake axles 10 and 11 continue to wheel pilot system', async () => {
    const hubs = [
      truck({ aaxna: '10', whlps: '1' }, { number: '10030021' }),
      truck({ aaxna: '10', whlps: '2' }, { number: '10030022' }),
      truck({ aaxna: '7' }, { number: '10030023' }),
    ];
    const out = await walk(hubs, 'Truck with Drum Brakes', 'tmake 1', 'aaxna 10');
    expect(askedQuestion(out)?.title).toBe('Wheel Pilot System');
  });

  it('wheel pilot system 2 goes to hub pilot type, any other to wheel stud standout', async () => {
    const hubs = [
      truck({ aaxna: '10', whlps: '1', wssdi: ['3.12', '3.38'] }, { number: '10030031' }),
      truck({ aaxna: '10', whlps: '2', hubps: ['1', '2'] }, { number: '10030032' }),
      truck({ aaxna: '7' }, { number: '10030033' }),
    ];
    const hubPilot = await walk(hubs, 'Truck with Drum Brakes', 'tmake 1', 'aaxna 10', 'whlps 2');
    expect(askedQuestion(hubPilot)?.title).toBe('Hub Pilot Type');
    const studPilot = await walk(hubs, 'Truck with Drum Brakes', 'tmake 1', 'aaxna 10', 'whlps 1');
    expect(askedQuestion(studPilot)?.title).toBe('Wheel Stud Standout');
    expect(askedQuestion(studPilot)?.options[0]).toMatchObject({
      label: '3.12 Inches',
      sublabel: '79 Millimeters',
      value: '3.12',
    });
  });

  it('a truck with no make goes from axle type to hub mounting system, and 4/5 on to barrel length', async () => {
    const hubs = [
      truck(
        { tmake: ['1', '99'], aaxna: ['7', '8'], hamnt: ['4', '1'], barlg: ['5.5', '6.2'] },
        { number: '10030041' },
      ),
      truck({ tmake: ['1', '99'], aaxna: ['7'], hamnt: ['1'], barlg: ['7.1'] }, { number: '10030042' }),
    ];
    const mounting = await walk(hubs, 'Truck with Drum Brakes', 'Other/Not Listed', 'aaxna 7');
    expect(askedQuestion(mounting)?.title).toBe('Hub Mounting System');
    const barrel = await walk(hubs, 'Truck with Drum Brakes', 'Other/Not Listed', 'aaxna 7', 'hamnt 4');
    expect(askedQuestion(barrel)?.title).toBe('Choose the Barrel Length');
  });

  it('any other axle goes to GAWR, shown as "Up to" and kilograms', async () => {
    const hubs = [
      truck({ aaxna: '7', gawrr: ['12', '14'] }, { number: '10030051' }),
      truck({ aaxna: '8' }, { number: '10030052' }),
    ];
    const out = await walk(hubs, 'Truck with Drum Brakes', 'tmake 1', 'aaxna 7');
    expect(askedQuestion(out)?.title).toBe('Choose the GAWR (Gross Axle Weight Rating):');
    expect(askedQuestion(out)?.options[0]).toMatchObject({
      label: 'Up to 12,000 lbs.',
      sublabel: '0 - 5,443 kg',
    });
  });

  it('GAWR is skipped to axle stud for brake type 1 with axle type 4', async () => {
    const hubs = [
      truck({ aaxna: '4', gawrr: ['12', '14'], axthd: ['1', '2'] }, { number: '10030061' }),
      truck({ aaxna: '8' }, { number: '10030062' }),
    ];
    const out = await walk(hubs, 'Truck with Drum Brakes', 'tmake 1', 'aaxna 4');
    expect(askedQuestion(out)?.title).toBe('Choose the Axle Stud Diameter');
  });

  it('choosing a truck make clears GAWR, axle stud and rotor type answers', async () => {
    const hubs = [truck({ aaxna: ['7', '8'] }, { number: '10030071' })];
    const tools = fakeHubTools(hubs);
    const start: HubWizardState = {
      ...emptyWizard(),
      filters: { tcomp: '1', brkty: '1', gawrr: '1', axthd: '2', abrty: '3' },
      current: 5,
    };
    const out = await answerStep(start, '2', 'tmake 2', tools, questionIds());
    expect(out.hub.filters).toMatchObject({ tmake: '2' });
    expect(out.hub.filters).not.toHaveProperty('gawrr');
    expect(out.hub.filters).not.toHaveProperty('axthd');
    expect(out.hub.filters).not.toHaveProperty('abrty');
  });

  it('hides hub offset values of 0 inches', async () => {
    const hubs = [
      truck(
        { tmake: '99', aaxna: '19', hamnt: '1', gawrr: '1', hcmty: '1', hofsi: ['0', '1.5', '2.5'] },
        { number: '10030081' },
      ),
    ];
    const tools = fakeHubTools(hubs);
    const hub: HubWizardState = { ...emptyWizard(), filters: { tcomp: '1', brkty: '1' }, noMake: true };
    const out = await enterStep(38, hub, tools, questionIds());
    expect(askedQuestion(out)?.options.map((o) => o.value)).toEqual(['1.5', '2.5']);
  });

  it('Back asks the previous question again and forgets its answer', async () => {
    const hubs = [
      truck({ aaxna: '7', gawrr: ['12', '14'] }, { number: '10030091' }),
      truck({ aaxna: '8' }, { number: '10030092' }),
    ];
    const tools = fakeHubTools(hubs);
    const out = await walk(hubs, 'Truck with Drum Brakes', 'tmake 1', 'aaxna 7');
    const back = await stepBack(out.hub, tools, questionIds());
    expect(back && askedQuestion(back)?.title).toBe('Choose the Hub by Axle Type or Bearing Number:');
    expect(back?.hub.filters).not.toHaveProperty('aaxna');
  });

  it('Back at the first step has nowhere to go', async () => {
    expect(await stepBack(emptyWizard(), fakeHubTools([]), questionIds())).toBeNull();
  });

  it('asks the material first when the results mix iron and aluminum', async () => {
    const hubs = [
      truck({ aaxna: '7', gawrr: '1', hcmty: '1' }, { number: '10030101', material: 'Aluminum' }),
      truck({ aaxna: '7', gawrr: '1', hcmty: '2' }, { number: '10030102', material: 'Ductile Iron' }),
      truck({ aaxna: '8' }, { number: '10030103' }),
    ];
    const tools = fakeHubTools(hubs);
    const hub: HubWizardState = {
      ...emptyWizard(),
      filters: { tcomp: '1', brkty: '1', tmake: '1', aaxna: '7', gawrr: '1' },
    };
    const out = await enterStep(40, hub, tools, questionIds());
    expect(askedQuestion(out)?.title).toBe('Choose the Hub Material');
  });

  it('shows terminated hubs only when fewer than two active ones exist, aftermarket first', async () => {
    const base = { tcomp: '1', brkty: '1', tmake: '1', aaxna: '7', gawrr: '1', hcmty: '1' };
    const tools = fakeHubTools([
      { number: '10030111', facets: base, preset: false },
      { number: '10030112', facets: base },
      { number: '10030113', facets: base, status: 'Terminated' },
    ]);
    const out = await enterStep(40, { ...emptyWizard(), filters: base }, tools, questionIds());
    const results = out.messages[0];
    expect(results?.kind).toBe('hub-results');
    if (results?.kind !== 'hub-results') return;
    expect(results.data.hubs.map((h) => h.hubAssemblyNumber)).toEqual(['10030112', '10030111']);
    expect(results.data.hubs[1]?.lines).toContain('Requires: Bearing Cones, Seal, Manual Adjustment');
  });

  it('says no results were found when nothing fits', async () => {
    const out = await enterStep(
      40,
      { ...emptyWizard(), filters: { tcomp: '1', brkty: '2' } },
      fakeHubTools([]),
      questionIds(),
    );
    expect(out.messages[0]).toMatchObject({ kind: 'outcome', data: { title: TEXT.noResultsTitle } });
  });
});

describe('splined rotor panel (brake rotor type, tcomp 2 with brake type 1 or 2)', () => {
  const trailerHubs: FakeHub[] = [
    { number: '10040001', facets: { tcomp: '2', brkty: '2', abrty: '3' } },
    { number: '10040002', facets: { tcomp: '2', brkty: '2', abrty: '6' } },
  ];
  const atRotorType = (filters: Record<string, string>): HubWizardState => ({
    ...emptyWizard(),
    filters,
    history: [askedEntry(emptyWizard(), 2)],
    current: 17,
  });

  it('offers the flat rotor first or continuing with the splined rotor, and stores the choice', async () => {
    const tools = fakeHubTools(trailerHubs);
    const next = questionIds();
    const panel = await answerStep(atRotorType({ tcomp: '2', brkty: '2' }), '6', 'Splined', tools, next);
    const q = askedQuestion(panel);
    expect(q?.options.map((o) => o.label)).toEqual(['See ConMet Flat Rotor', 'Continue to Splined']);
    expect(panel.hub.filters).not.toHaveProperty('abrty');

    const flat = q?.options[0];
    const tookFlat = await answerStep(panel.hub, flat?.value ?? '', flat?.label ?? '', tools, next);
    expect(tookFlat.hub.filters.abrty).toBe('3');
    expect(tookFlat.hub.splinedPanel).toBeUndefined();

    const keep = q?.options[1];
    const tookSplined = await answerStep(panel.hub, keep?.value ?? '', keep?.label ?? '', tools, next);
    expect(tookSplined.hub.filters.abrty).toBe('6');
  });

  it('stores a splined choice directly for other truck types', async () => {
    const hubs: FakeHub[] = trailerHubs.map((h) => ({ ...h, facets: { ...h.facets, tcomp: '1' } }));
    const out = await answerStep(
      atRotorType({ tcomp: '1', brkty: '2' }),
      '6',
      'Splined',
      fakeHubTools(hubs),
      questionIds(),
    );
    expect(out.hub.filters.abrty).toBe('6');
  });

  it('after a number search no routing rule applies: a splined choice is stored without the panel', async () => {
    const out = await answerStep(
      { ...atRotorType({ tcomp: '2', brkty: '2' }), fromNumber: true },
      '6',
      'Splined',
      fakeHubTools(trailerHubs),
      questionIds(),
    );
    expect(out.hub.filters.abrty).toBe('6');
    expect(out.hub.splinedPanel).toBeUndefined();
  });

  it('Back from the panel forgets it, so choosing splined again shows it again', async () => {
    const tools = fakeHubTools(trailerHubs);
    const next = questionIds();
    const panel = await answerStep(atRotorType({ tcomp: '2', brkty: '2' }), '6', 'Splined', tools, next);
    const back = await stepBack(panel.hub, tools, next);
    expect(back?.hub.splinedPanel).toBeUndefined();
  });
});
