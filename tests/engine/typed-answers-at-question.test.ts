// Words typed while a question is open: the words of one of its buttons answer it as the tap would
// ('steer' at the drum's axle position, 'yes' at the spindle nut, '12,000' at the axle rating, 'not sure');
// anything else is read as a new request, as before. Also the sentences that open the calculators, the
// help question, and a part word beside that part's own number ('seal 10830001').
import { describe, expect, it } from 'vitest';
import { type StepResult, step } from '../../tools/engine/engine.ts';
import { aKind, kindName } from '../../tools/engine/number/elsewhere.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import { type EngineState, initialState } from '../../tools/engine/shared/state.ts';
import { typedOption } from '../../tools/engine/typed-option.ts';
import { PART_TYPE } from '../../tools/part-number/part-types.ts';
import { demoCatalog } from '../support/demo-catalog.ts';
import { type Question, questionOf } from '../support/message-checks.ts';

const demo = demoCatalog();

const say = (text: string, from: EngineState = initialState) =>
  step(from, { type: 'text', text }, demo.tools);
const textOf = (messages: EngineMessage[]) =>
  messages.flatMap((m) => (m.kind === 'text' ? [m.markdown] : [])).join('\n');

function asked(r: StepResult): Question {
  const q = questionOf(r.messages);
  if (!q) throw new Error(`no question in ${JSON.stringify(r.messages).slice(0, 300)}`);
  return q;
}

/** Taps the option labelled `label` of the question `r` asked. */
async function tap(r: StepResult, label: string): Promise<StepResult> {
  const q = asked(r);
  const option = q.options.find((o) => o.label === label);
  if (!option) throw new Error(`no option ${label} in ${q.options.map((o) => o.label).join(', ')}`);
  return step(
    r.state,
    { type: 'option', questionId: q.questionId, value: option.value, label: option.label },
    demo.tools,
  );
}

const AXLE = [
  { label: 'Front (Steer) Axle', value: '1' },
  { label: 'Rear (Drive) Axle', value: '2' },
  { label: 'Trailer Axle', value: '3' },
  { label: 'Not sure', value: '0', role: 'not-sure' as const },
];
const WHEEL = [
  { label: 'Steel (Standard Stud)', value: '1' },
  { label: 'Aluminum (Long Stud)', value: '2' },
];
const GAWR = [
  { label: 'Up to 12,000 lbs.', value: '1', sublabel: '0 - 5,443 kg' },
  { label: '12,001 - 14,600 lbs.', value: '2', sublabel: '5,444 - 6,623 kg' },
  { label: '22,501 - 25,000 lbs.', value: '3', sublabel: '10,206 - 11,340 kg' },
];
const STANDOUT = [
  { label: '3.38 Inches', value: '3.38', sublabel: '86 Millimeters' },
  { label: '3.88 Inches', value: '3.88', sublabel: '99 Millimeters' },
];
const HOLES = [
  { label: '8', value: '8' },
  { label: '10', value: '10' },
];
const PATH = [
  'Yes I know it',
  'No help me find it',
  'No proceed without the number',
  'Yes I want to compare two assemblies',
].map((label) => ({ label, value: label }));

describe('reading typed words as one of the open question’s buttons', () => {
  it.each([
    ['Front (Steer) Axle', AXLE, 'Front (Steer) Axle'],
    ['steer', AXLE, 'Front (Steer) Axle'],
    ['Steer axle', AXLE, 'Front (Steer) Axle'],
    ['drive', AXLE, 'Rear (Drive) Axle'],
    ['trailer axles', AXLE, 'Trailer Axle'],
    ['not sure', AXLE, 'Not sure'],
    ["I don't know", AXLE, 'Not sure'],
    ['idk', AXLE, 'Not sure'],
    ['skip', AXLE, 'Not sure'],
    ['Steel (Standard Stud)', WHEEL, 'Steel (Standard Stud)'],
    ['long stud', WHEEL, 'Aluminum (Long Stud)'],
    ['12,000', GAWR, 'Up to 12,000 lbs.'],
    ['12000 lbs', GAWR, 'Up to 12,000 lbs.'],
    ['proceed', PATH, 'No proceed without the number'],
    ['10 studs', HOLES, '10'],
    ['10 lug', HOLES, '10'],
    // an amount inside a printed range, or on a printed value, in either of its units
    ['13,500 lbs', GAWR, '12,001 - 14,600 lbs.'],
    ['23,000 lbs', GAWR, '22,501 - 25,000 lbs.'],
    ['24000', GAWR, '22,501 - 25,000 lbs.'],
    ['25k', GAWR, '22,501 - 25,000 lbs.'],
    ['10,206 kg', GAWR, '22,501 - 25,000 lbs.'],
    ['6000 kg', GAWR, '12,001 - 14,600 lbs.'],
    ['99 mm', STANDOUT, '3.88 Inches'],
    ['86mm', STANDOUT, '3.38 Inches'],
    ['3 7/8', STANDOUT, '3.88 Inches'],
    ['3.375"', STANDOUT, '3.38 Inches'],
    ['3.38 in', STANDOUT, '3.38 Inches'],
  ])('%s → %s', (typed, options, label) => {
    expect(typedOption(typed, options)?.label).toBe(label);
  });

  it.each([
    // in two labels: not this question's answer alone ('stud' starts the stud questions)
    ['stud', WHEEL],
    ['yes', PATH],
    ['no', PATH],
    // no spelling slack: 'steer' and 'steel' are both answers somewhere
    ['steel', AXLE],
    ['steer', WHEEL],
    // words beyond the label's: a request of its own
    ['steer hub for a freightliner', AXLE],
    ['10082200', GAWR],
    // past every range, or between two printed values
    ['30,000 lbs', GAWR],
    ['3.6 in', STANDOUT],
    ['92 mm', STANDOUT],
    // no Not sure button: nothing to take 'not sure' as
    ['not sure', WHEEL],
    ['', AXLE],
  ])('%s names no single option', (typed, options) => {
    expect(typedOption(typed, options)).toBeNull();
  });

  it('takes yes and no where one button alone starts so', () => {
    const yesNo = [
      { label: 'Yes', value: '1' },
      { label: 'No', value: '0' },
    ];
    expect(typedOption('yes', yesNo)?.value).toBe('1');
    expect(typedOption('Yep.', yesNo)?.value).toBe('1');
    expect(typedOption('nope', yesNo)?.value).toBe('0');
  });
});

describe('the chat at an open question', () => {
  it("'steer' at the drum's axle position answers it and the drum questions go on", async () => {
    const drum = await say('drum');
    expect(asked(drum).code).toBe('axpos');
    const r = await say('steer', drum.state);
    expect(textOf(r.messages)).toContain('I took **steer** as **Front (Steer) Axle**.');
    expect(r.state.parts?.flow).toBe('drum');
    expect(r.state.parts?.pairs.axpos).toBe('1');
    expect(asked(r).code).not.toBe('axpos');
    // as the tap: the same next question, and Back asks the axle position again
    const tapped = await tap(drum, 'Front (Steer) Axle');
    expect(asked(r).code).toBe(asked(tapped).code);
    const back = await say('back', r.state);
    expect(asked(back).code).toBe('axpos');
  });

  it('the button’s own words answer without a note', async () => {
    const drum = await say('drum');
    const r = await say('Front (Steer) Axle', drum.state);
    expect(textOf(r.messages)).toBe('');
    expect(r.state.parts?.pairs.axpos).toBe('1');
  });

  it("'not sure' skips the parts question as its button does", async () => {
    const drum = await say('drum');
    const r = await say('not sure', drum.state);
    const tapped = await tap(drum, 'Not sure');
    expect(r.state.parts).toEqual(tapped.state.parts);
  });

  it("'yes' at the spindle nut question after a hub number gives the hubs with it", async () => {
    const found = await say('10082200');
    expect(asked(found).title).toBe('Upgrade to a PreSet Plus spindle nut?');
    const r = await say('yes', found.state);
    const results = r.messages.find((m) => m.kind === 'hub-results');
    expect(results?.kind === 'hub-results' && results.data.answers?.map((a) => a.answer)).toEqual(['Yes']);
    const no = await say('nope', found.state);
    expect(textOf(no.messages)).toContain('I took **nope** as **No**.');
  });

  it('the hub questions: the path by one of its words, the axle rating by its number, the wheel by its label', async () => {
    const hub = await say('hub');
    const path = await say('proceed', hub.state);
    expect(asked(path).code).toBe('tcomp');
    let r = await tap(path, 'Truck with Drum Brakes');
    r = await tap(r, 'Freightliner');
    r = await tap(r, 'FF');
    expect(asked(r).code).toBe('gawrr');
    const rating = await say('12,000', r.state);
    // the label's own full stop ends the sentence: no second one
    expect(textOf(rating.messages)).toContain('I took **12,000** as **Up to 12,000 lbs.**');
    expect(textOf(rating.messages)).not.toContain('..');
    expect(rating.messages.some((m) => m.kind === 'outcome')).toBe(false);
    expect(asked(rating).code).toBe('wmslc');
    // 'Stud' in the label started the stud questions before
    const wheel = await say('Steel (Standard Stud)', rating.state);
    expect(wheel.state.parts).toBeNull();
    expect(wheel.state.hub?.filters.wmslc).toBe('1');
  });

  it('an amount typed at the axle rating answers the range that holds it, in pounds or in kg', async () => {
    const path = await say('proceed', (await say('hub')).state);
    let r = await tap(await tap(path, 'Truck with Drum Brakes'), 'Freightliner');
    for (let i = 0; i < 4 && asked(r).code !== 'gawrr'; i++) {
      const [first] = asked(r).options;
      if (!first) throw new Error('no option');
      r = await tap(r, first.label);
    }
    const q = asked(r);
    expect(q.code).toBe('gawrr');
    // a pound inside each range (never its printed ends) answers that range, as its tap would
    for (const o of q.options.filter((x) => !x.role)) {
      const [lo, hi] = (o.label.replace(/,/g, '').match(/\d+/g) ?? []).map(Number);
      const inside = o.label.startsWith('Up to') ? (lo ?? 0) - 1 : Math.round(((lo ?? 0) + (hi ?? 0)) / 2);
      const typed = `${inside.toLocaleString('en-US')} lbs`;
      const rated = await say(typed, r.state);
      expect(textOf(rated.messages), typed).toContain(`I took **${typed}** as **${o.label}**`);
      expect(rated.state.hub?.filters.gawrr).toBe(o.value);
    }
  });

  it('a number that finds nothing, typed at a question, leaves the question open to tap', async () => {
    const r = await tap(await say('trailer hub'), 'Trailer with Drum Brakes');
    const q = asked(r);
    const missed = await say('QQ0000ZZ', r.state);
    expect(missed.messages.some((m) => m.kind === 'outcome' && m.data.kind === 'no-results')).toBe(true);
    expect(missed.state.pending).toEqual(r.state.pending);
    const [first] = q.options;
    if (!first) throw new Error('no option');
    const tapped = await step(
      missed.state,
      { type: 'option', questionId: q.questionId, value: first.value, label: first.label },
      demo.tools,
    );
    expect(textOf(tapped.messages)).not.toContain('no longer open');
  });

  it('start over and back keep their meaning at a question', async () => {
    const drum = await say('drum');
    expect((await say('start over', drum.state)).state.parts).toBeNull();
    const axle = await say('steer', drum.state);
    expect(asked(await say('back', axle.state)).code).toBe('axpos');
  });

  it('words that are no button are read as before: a new request', async () => {
    const drum = await say('drum');
    const r = await say('rotor', drum.state);
    expect(r.state.parts?.flow).toBe('rotor');
  });
});

describe('calculators, help and part words beside their own numbers', () => {
  const form = (r: StepResult) => {
    const m = r.messages.find((x) => x.kind === 'calculator-form');
    return m?.kind === 'calculator-form' ? m.data : null;
  };

  it.each([
    ['how much to rebuild', 'Replace Calculator'],
    ['should I rebuild or replace my hub', 'Replace Calculator'],
    ['rebuild vs replace', 'Replace Calculator'],
    ['preset vs conventional cost', 'PreSet vs. Conventional Calculator'],
    ['preset savings', 'PreSet vs. Conventional Calculator'],
  ])('%s opens the %s', async (text, header) => {
    expect(form(await say(text))?.header).toBe(header);
  });

  it.each(['calculator', 'show calculators', 'cost calculator'])('%s offers the choice', async (text) => {
    expect(form(await say(text))?.form).toBe('choose');
  });

  it.each(['rebuild kit', 'preset hub', 'preset rebuild kit cost', 'rebuild 10800001'])(
    '%s asks for a part, not a calculator',
    async (text) => {
      expect(form(await say(text))).toBeNull();
    },
  );

  it('help is answered without saying it was not understood', async () => {
    const r = await say('help');
    expect(textOf(r.messages)).toContain('Here is what I understand:');
    expect(textOf(r.messages)).not.toContain("couldn't place");
    expect(textOf((await say('what is the weather')).messages)).toContain("I couldn't place");
  });

  it.each([
    ['seal 10830001', 'seal'],
    ['bearing 10860003', 'bearing'],
    ['kit 10800001', 'kit'],
    ['spindle nut 10850001', 'kit'],
  ])('%s answers that part', async (text, partKind) => {
    const r = await say(text);
    const cards = r.messages.find((m) => m.kind === 'part-cards');
    expect(cards?.kind === 'part-cards' && cards.data.partKind).toBe(partKind);
  });

  it("components of a hub number one digit short offers the hub, never lists another hub's parts", async () => {
    const r = await say('components 1008220');
    expect(r.messages.some((m) => m.kind === 'part-groups')).toBe(false);
    const out = r.messages.find((m) => m.kind === 'outcome');
    expect(out?.kind === 'outcome' && out.data.links.map((l) => l.label)).toContain(
      'Did you mean ConMet 10082200 (hub assembly)?',
    );
    const listed = await say('components 10082200');
    expect(listed.messages.some((m) => m.kind === 'part-groups')).toBe(true);
  });

  it('the same hub number twice is that hub, not a comparison of it with itself', async () => {
    const r = await say('10082200 and 10082200');
    expect(r.messages.some((m) => m.kind === 'compare')).toBe(false);
    expect(textOf(r.messages)).toContain('Found hub assembly **10082200**');
    const two = await say('10082200 and 10082201');
    expect(two.messages.some((m) => m.kind === 'compare')).toBe(true);
  });

  it('names part kinds with their article and their own capitals, spindle nut kits without a fit', () => {
    expect(aKind(PART_TYPE.absToneRing)).toBe('an ABS tone ring');
    expect(aKind(PART_TYPE.rotor)).toBe('a rotor');
    // the search lists every spindle nut kit under one type: D flat or keyway is not known from it
    expect(kindName(PART_TYPE.spindleNutKit)).toBe('spindle nut kit');
  });
});
