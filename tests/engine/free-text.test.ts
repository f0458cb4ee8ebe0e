// Free text without a model: commands, flow words, filter-value words with typos, mixed words.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FilterValue } from '../../tools/catalog/facets.ts';
import { type StepResult, step } from '../../tools/engine/engine.ts';
import {
  editDistance,
  gawrFor,
  poundsIn,
  readText,
  sameWord,
  type Vocabulary,
} from '../../tools/engine/free-text.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import { initialState } from '../../tools/engine/shared/state.ts';
import { hubVocabulary } from '../../tools/engine/text-answers.ts';
import type { BoundTools } from '../../tools/index.ts';
import { demoCatalog } from '../support/demo-catalog.ts';
import { questionOf } from '../support/message-checks.ts';

const demo = demoCatalog();
let vocab: Vocabulary;
beforeAll(async () => {
  vocab = await hubVocabulary(demo.tools);
});

const say = (text: string, from = initialState) => step(from, { type: 'text', text }, demo.tools);
const question = (r: StepResult) => questionOf(r.messages);
const textOf = (messages: EngineMessage[]) =>
  messages.flatMap((m) => (m.kind === 'text' ? [m.markdown] : [])).join('\n');

describe('reading typed words', () => {
  it('counts a swap of two letters as one typo', () => {
    expect(editDistance('frieghtliner', 'freightliner')).toBe(1);
    expect(sameWord('frieghtliner', 'freightliner')).toBe(true);
    expect(sameWord('trialer', 'trailer')).toBe(true);
    expect(sameWord('alumnum', 'aluminum')).toBe(true);
    // short words must be exact: 'mask' is not 'mack', 'disk' only through its alias
    expect(sameWord('mask', 'mack')).toBe(false);
  });

  it.each([
    ['start over', 'reset'],
    ['Start over!', 'reset'],
    ['back', 'back'],
    ['go back', 'back'],
    ['hub', 'hub'],
    ['hubs', 'hub'],
    ['i need a hub', 'hub'],
    ['guide me', 'wizard'],
  ])('"%s" is %s', (text, kind) => {
    expect(readText(text, vocab).kind).toBe(kind);
  });

  it.each([
    ['rotor', 'rotor'],
    ['brake rotors', 'rotor'],
    ['roters', 'rotor'],
    ['brake drums', 'drum'],
    ['drum', 'drum'],
    ['studs', 'stud'],
    ['casting', 'casting'],
    ['rotor casting', 'rotorcasting'],
    ['drum castings', 'drumcasting'],
    ['hub casting', 'hubcasting'],
    ['hub components', 'components'],
    ['compnents', 'components'],
  ])('"%s" starts the %s flow', (text, flow) => {
    expect(readText(text, vocab)).toEqual({ kind: 'flow', flow });
  });

  it('compare A and B reads both numbers', () => {
    expect(readText('compare 10082200 and 10082201', vocab)).toEqual({
      kind: 'compare',
      numbers: ['10082200', '10082201'],
      asked: true,
    });
    expect(readText('compare', vocab)).toEqual({ kind: 'compare', numbers: null, asked: true });
  });

  it('names filter values with typos and in any order', () => {
    const read = readText('Frieghtliner trialer, disk brakes, alumnium hub', vocab);
    expect(read).toMatchObject({
      kind: 'values',
      presets: { tmake: '1', tcomp: '2', brkty: '2', hcmty: '1' },
      number: null,
    });
  });

  it("reads '22,500 lbs' as the GAWR range it is the top of", () => {
    expect(readText('22,500 lbs', vocab)).toMatchObject({
      kind: 'values',
      presets: { gawrr: '6' },
      number: null,
    });
    const gawr = vocab.gawrr as FilterValue[];
    expect(gawrFor(13000, gawr)?.Name).toBe('12,001 - 14,600 lbs.');
  });

  it("'aluminum wheels' is the wheel type, 'aluminum' alone the hub material", () => {
    expect(readText('aluminum wheels', vocab)).toMatchObject({ presets: { wmslc: '2' } });
    expect(readText('aluminum', vocab)).toMatchObject({ presets: { hcmty: '1' } });
    expect(readText('steel wheels', vocab)).toMatchObject({ presets: { wmslc: '1' } });
  });

  it('a part number stays a part number, with or without a brand', () => {
    expect(readText('10031065', vocab)).toEqual({ kind: 'number', text: '10031065' });
    expect(readText('webb 66864', vocab)).toEqual({ kind: 'number', text: 'webb 66864' });
  });

  it('a wheel or tire size is no part number', () => {
    for (const text of [
      '22.5 wheels steel',
      'steel 22.5 wheel',
      '19.5 tires trailer',
      'freightliner 22.5 alloy wheels',
      'trailer 22.5 aluminum wheels',
    ])
      expect(readText(text, vocab), text).toMatchObject({ kind: 'values', number: null });
  });

  it('a stud count is no part number: the hub questions, the stud questions for a quantity, a drum its hole count', () => {
    for (const text of ['10 lug hub', 'hub with 10 studs', '8-stud hub', '10 hole hub'])
      expect(readText(text, vocab), text).toEqual({ kind: 'hub' });
    expect(readText('10 stud steer hub', vocab)).toMatchObject({ kind: 'values', number: null });
    // studs and a count alone: how many are wanted
    for (const text of ['10 studs', 'need 20 studs'])
      expect(readText(text, vocab), text).toEqual({ kind: 'flow', flow: 'stud' });
    expect(readText('10 stud drum casting', vocab)).toEqual({
      kind: 'flow',
      flow: 'drumcasting',
      names: { holes: '10' },
    });
    // a stud's size beside 'stud' is no count
    expect(readText('5/8 stud', vocab)).toMatchObject({
      kind: 'flow',
      flow: 'stud',
      names: { stdia: '5/8' },
    });
    expect(readText('M22 studs', vocab)).toMatchObject({
      kind: 'flow',
      flow: 'stud',
      names: { stdia: 'M22' },
    });
  });

  it('a part word and a number ask for the number: the part word read as a brake type does not hide it', () => {
    expect(readText('drum 3922', vocab)).toEqual({ kind: 'number', text: '3922' });
    expect(readText('steer rotor 12345', vocab)).toEqual({ kind: 'number', text: '12345' });
    // with a vehicle, 'truck drum' is the brake type (the hub questions), and the number stays beside it,
    // as typed
    expect(readText('trailer drum 3922', vocab)).toMatchObject({ kind: 'values', number: '3922' });
    expect(readText('Trailer drum 3922AX', vocab)).toMatchObject({ kind: 'values', number: '3922AX' });
  });

  it('one or two digits beside a part word are a count or a slip: the part leads, the digits are said left out', () => {
    expect(readText('I need 2 drums', vocab)).toEqual({ kind: 'flow', flow: 'drum', leftOut: '2' });
    expect(readText('rotor 5', vocab)).toEqual({ kind: 'flow', flow: 'rotor', leftOut: '5' });
    expect(readText('studs 12', vocab)).toEqual({ kind: 'flow', flow: 'stud', leftOut: '12' });
    expect(readText('3 rotors please', vocab)).toEqual({ kind: 'flow', flow: 'rotor', leftOut: '3' });
    expect(readText('qty 2 drum', vocab)).toEqual({ kind: 'flow', flow: 'drum', leftOut: '2' });
    expect(readText('2 hubs', vocab)).toEqual({ kind: 'hub', leftOut: '2' });
    expect(readText('hub x 2', vocab)).toEqual({ kind: 'hub', leftOut: '2' });
    // a word no reading knows stays with the digits: searched as typed
    expect(readText('hub 2a', vocab)).toEqual({ kind: 'number', text: 'hub 2a' });
    // three digits may be the start of a number: searched
    expect(readText('drum 392', vocab)).toEqual({ kind: 'number', text: '392' });
  });

  it('anything else is unknown', () => {
    expect(readText('what is the weather like', vocab).kind).toBe('unknown');
  });

  it.each([
    ['trailer rotor', 'rotor', { tcomp: 'Trailer' }],
    ['rotors for a kenworth', 'rotor', { tmake: 'Kenworth' }],
    ['drums for peterbilt', 'drum', { tmake: 'Peterbilt' }],
    ['trailer drums', 'drum', { tcomp: 'Trailer' }],
    ['trailer brake drum', 'drum', { tcomp: 'Trailer' }],
    ['drum for a trailer', 'drum', { tcomp: 'Trailer' }],
    ['studs for a bus', 'stud', { tcomp: 'School Bus' }],
    ['trailer rotor casting', 'rotorcasting', { tcomp: 'Trailer' }],
  ])('"%s" names the part and what it fits: the %s flow', (text, flow, names) => {
    expect(readText(text, vocab)).toEqual({ kind: 'flow', flow, names });
  });

  it.each([
    'truck drum',
    'freightliner truck drum',
    'truck with drum brakes',
    'drum brakes for a trailer',
    'hub for a trailer with drum brakes',
    // a hub named with its brake type: no vehicle needed ('drum hub' started the drum questions)
    'drum hub',
    'aluminum drum hub',
    'drum brake hub',
    'hub for drum brakes',
    'trailer',
    'steer axle',
    'steel',
  ])('"%s" still names hub values (a drum after the vehicle or before brakes is the brake type)', (text) => {
    expect(readText(text, vocab).kind).toBe('values');
  });

  it.each(['drum for hub', 'hub drum', 'drums for hubs', 'brake drum'])(
    '"%s" is still the drum (a drum for a hub, not its brakes)',
    (text) => {
      expect(readText(text, vocab)).toMatchObject({ kind: 'flow', flow: 'drum' });
    },
  );
});

describe('weights as the trade writes them', () => {
  it.each([
    ['22,500 lbs', [22500]],
    ['22500#', [22500]],
    ['22.5k lbs', [22500]],
    ['hub 12k steer', [12000]],
    ['23K axle', [23000]],
    // the K that ends a part number, and a model, are no weight
    ['Webb 66864K', []],
    ['hub 10082200', []],
    ['t800k', []],
  ])('%s', (text, pounds) => {
    expect(poundsIn(text)).toEqual(pounds);
  });

  it("'hub 12k steer' takes the rating, never searches 12k as a part number", async () => {
    const r = await say('hub 12k steer');
    expect(textOf(r.messages)).not.toContain('No part number');
    expect(r.state.hub?.preset?.gawrr ?? r.state.hub?.filters.gawrr).toBeDefined();
  });
});

describe('typed words in the conversation', () => {
  it("reads full-width words and a '⅝' as the plain words they look like", async () => {
    const wide = await say(
      '\uff46\uff52\uff45\uff49\uff47\uff48\uff54\uff4c\uff49\uff4e\uff45\uff52 steer hub',
    );
    expect(wide.messages).toEqual((await say('freightliner steer hub')).messages);
    expect((await say('⅝ stud')).messages).toEqual((await say('5/8 stud')).messages);
    // a character NFKC writes as 18 keeps within the text's limit
    expect((await say('\ufdfd'.repeat(500))).messages.length).toBeGreaterThan(0);
    const pasted = await say('\uff28\uff35\uff22\u00a010082200');
    const plain = await say('HUB 10082200');
    expect(pasted.messages).toEqual(plain.messages);
    expect(pasted.state).toEqual(plain.state);
  });

  it("'drum' and a number search the number instead of starting the hub questions with drum brakes", async () => {
    const r = await say('drum 99999');
    expect(question(r)).toBeNull();
    expect(r.state.hub).toBeNull();
    expect(r.messages.find((m) => m.kind === 'outcome')).toMatchObject({ data: { kind: 'no-results' } });
    expect(r.state.lastSearch).toBe('99999');
  });

  it.each([
    ['need hub for 10082200', '10082200'],
    ['part# 10082200?', '10082200'],
    // a sign no number holds stands between words (tools/part-number/number-in-text.ts)
    ['PN:10082200', '10082200'],
    ['i need drum 3035XB', '3035XB'],
    // a phone keyboard's full-width digits and letters, and a pasted no-break space
    ['\uff11\uff10\uff10\uff18\uff12\uff12\uff10\uff10', '10082200'],
  ])('a number in a sentence (%s) is answered as the number alone', async (sentence, number) => {
    const alone = await say(number);
    expect(alone.messages.some((m) => m.kind === 'outcome')).toBe(false);
    const r = await say(sentence);
    expect(r.messages).toEqual(alone.messages);
    expect(r.state).toEqual(alone.state);
  });

  it.each(['10082200 10082201', '10082200 vs 10082201', '10082200, 10082201', '10082200 or 10082201'])(
    'two hub assembly numbers side by side (%s) are compared',
    async (text) => {
      const compared = await say('compare 10082200 10082201');
      expect(compared.messages.some((m) => m.kind === 'compare')).toBe(true);
      expect((await say(text)).messages).toEqual(compared.messages);
    },
  );

  it("a hub's studs asked for by its number list the studs among its components; a stud's number is the stud", async () => {
    for (const text of ['studs for 10082200', 'wheel studs for conmet 10082200']) {
      const r = await say(text);
      const groups = r.messages.find((m) => m.kind === 'part-groups');
      const items = groups?.kind === 'part-groups' ? groups.data.groups.flatMap((g) => g.items) : [];
      expect(
        items.map((i) => i.typeName),
        text,
      ).toEqual(['Wheel Stud']);
      expect(items[0]?.partNumber).toBe('10700001');
    }
    const stud = await say('stud 10700001');
    expect(stud.messages).toEqual((await say('10700001')).messages);
    expect(stud.messages.some((m) => m.kind === 'part-groups')).toBe(false);
  });

  it('numbers that are no pair of hub assembly numbers are searched as typed', async () => {
    // a number written in two groups is one number
    expect((await say('1008 2200')).messages).toEqual((await say('10082200')).messages);
    expect((await say('10082200 10082201 10082202')).messages.some((m) => m.kind === 'compare')).toBe(false);
  });

  it('words and a number that is no part number: the words lead, and the number is said not found', async () => {
    const r = await say('freightliner 99999');
    expect(textOf(r.messages)).toContain('No part number is **99999**, so I went by your other words.');
    expect(r.state.hub?.preset).toMatchObject({ tmake: '1' });
    expect(question(r)?.code).toBe('tcomp');
  });

  it("a part word and a count: that part's questions, the count said left out", async () => {
    const r = await say('I need 2 drums');
    expect(textOf(r.messages)).toContain('No part number is **2**, so I went by your other words.');
    expect(r.messages.some((m) => m.kind === 'outcome')).toBe(false);
    expect(r.state.parts?.flow).toBe('drum');
    expect(question(r)).toBeDefined();
    const hubs = await say('2 hubs');
    expect(textOf(hubs.messages)).toContain('No part number is **2**, so I went by your other words.');
    expect(question(hubs)?.code).toBe('choose-path');
  });

  it('words and a number one typo from a real one: the real number is offered, and taking it answers it', async () => {
    const r = await say('steer hub 10028200');
    expect(textOf(r.messages)).toContain('No part number is **10028200**, so I went by your other words.');
    const offer = r.messages.find((m) => m.kind === 'chips');
    expect(offer?.kind === 'chips' && offer.data.chips).toEqual([
      { label: 'Did you mean ConMet 10082200 (hub assembly)?', text: 'ConMet 10082200' },
    ]);
    // the words still lead: the hub questions are open, the steer axle kept for its turn
    expect(question(r)?.code).toBe('tcomp');
    const taken = await say('ConMet 10082200', r.state);
    expect(textOf(taken.messages)).toContain('Found hub assembly **10082200**');
    // a number near nothing offers nothing, and a prefix is no typo
    for (const text of ['freightliner 99999', 'peterbilt 1008'])
      expect(
        (await say(text)).messages.some((m) => m.kind === 'chips'),
        text,
      ).toBe(false);
  });

  it('pre-answers the hub wizard, says what it took, and asks only what is left', async () => {
    const r = await say('freightliner truck with drum brakes, aluminum');
    expect(textOf(r.messages)).toContain('**Truck with Drum Brakes**');
    expect(textOf(r.messages)).toContain('**Freightliner**');
    expect(r.state.hub?.filters).toMatchObject({ tcomp: '1', brkty: '1', tmake: '1' });
    const q = question(r);
    expect(q).not.toBeNull();
    expect(q?.code).not.toBe('tcomp');
    expect(q?.code).not.toBe('tmake');
    // the material waits for its own turn
    expect(r.state.hub?.preset).toEqual({ hcmty: '1' });
  });

  it('says which words it used now and which wait for their question', async () => {
    const r = await say('aluminium truck drum 23000lb');
    const said = textOf(r.messages);
    expect(said).toContain('From your message I took: **Truck with Drum Brakes**.');
    expect(question(r)?.code).toBe('tmake');
    expect(Object.keys(r.state.hub?.preset ?? {}).sort()).toEqual(['gawrr', 'hcmty']);
    expect(said).toMatch(
      /I'll use \*\*Aluminum\*\* when we get to hub material and \*\*[^*]*23,?000[^*]*\*\* when we get to GAWR\./,
    );
    // the next answer does not repeat it; the material is taken when its question comes
    const make = question(r)?.options[0];
    if (!make) throw new Error('no truck make option');
    const next = await step(
      r.state,
      { type: 'option', questionId: question(r)?.questionId ?? '', value: make.value, label: make.label },
      demo.tools,
    );
    expect(textOf(next.messages)).not.toContain("I'll use");
  });

  it('a word that only narrows the truck type asks with the fitting buttons only', async () => {
    const r = await say('trailer');
    expect(question(r)?.options.map((o) => o.label)).toEqual([
      'Trailer with Drum Brakes',
      'Trailer with Disc Brakes',
    ]);
  });

  it('words typed while a question is open answer it and the later ones', async () => {
    const start = await say('truck with disc brakes');
    expect(question(start)?.code).toBe('tmake');
    const r = await say('kenworht', start.state);
    expect(textOf(r.messages)).toContain('**Kenworth**');
    expect(r.state.hub?.filters.tmake).toBe('3');
    expect(question(r)?.code).not.toBe('tmake');
  });

  it('a named value the open question does not offer is said and asked', async () => {
    const start = await say('school bus disc');
    const r = await say('freightliner', start.state); // school buses have their own makes
    expect(textOf(r.messages)).toContain('truck make you named does not fit');
    expect(question(r)?.code).toBe('tmake');
  });

  it('Back after pre-answers asks the last pre-answered question', async () => {
    const r = await say('freightliner truck drum');
    const back = await step(r.state, { type: 'back' }, demo.tools);
    expect(question(back)?.code).toBe('tmake');
  });

  /** Taps option `index` of the open question. */
  const tap = async (r: StepResult, index = 0) => {
    const q = question(r);
    const o = q?.options[index];
    if (!q || !o) throw new Error('no open question to tap');
    return step(
      r.state,
      { type: 'option', questionId: q.questionId, value: o.value, label: o.label },
      demo.tools,
    );
  };
  const labels = (r: StepResult) => question(r)?.options.map((o) => o.label) ?? [];

  it('Back to a question the typed words narrowed shows the narrowed list again', async () => {
    const make = await tap(await say('steer')); // truck with drum brakes -> the make
    const axle = await tap(make); // the first make -> the axle type, steer axles only
    expect(question(axle)?.code).toBe('aaxna');
    const narrowed = labels(axle);
    const full = labels(await tap(await say('truck with drum brakes')));
    expect(narrowed.length).toBeGreaterThan(1);
    expect(narrowed.length).toBeLessThan(full.length); // 'steer' did narrow it
    // no "I'll use steer axle when we get to axle type" under the axle type question itself
    expect(textOf(axle.messages)).not.toContain("I'll use");
    const back = await step((await tap(axle)).state, { type: 'back' }, demo.tools);
    expect(question(back)?.code).toBe('aaxna');
    expect(labels(back)).toEqual(narrowed);
    // the narrowing never outlives its answer: the filters hold the one axle chosen
    expect((await tap(axle)).state.hub?.preset?.aaxna).toBeUndefined();
  });

  it('Back after a narrowing typed at the open question shows what was shown', async () => {
    const axle = await tap(await say('truck with drum brakes')); // the first make -> the axle type
    expect(question(axle)?.code).toBe('aaxna');
    const typed = await say('steer', axle.state);
    expect(question(typed)?.code).toBe('aaxna');
    const narrowed = labels(typed);
    expect(narrowed.length).toBeLessThan(labels(axle).length);
    const back = await step((await tap(typed)).state, { type: 'back' }, demo.tools);
    expect(labels(back)).toEqual(narrowed);
  });

  it("answers words it can't place with what it understands", async () => {
    const r = await say('blue sky thinking');
    expect(textOf(r.messages)).toContain("I couldn't place");
    expect(textOf(r.messages)).toContain('compare');
    expect(r.messages.at(-1)?.kind).toBe('chips');
  });

  it('says back a long text it cannot place cut at a word with an ellipsis, so the cut shows', async () => {
    const long = 'purple elephants dancing quietly beneath the glowing orange moonlight tonight again';
    const said = textOf((await say(long)).messages).split('\n')[0] ?? '';
    expect(said).toBe(
      'I couldn\'t place "purple elephants dancing quietly beneath the glowing orange…". Here is what I understand:',
    );
    const short = textOf((await say('blue sky thinking')).messages).split('\n')[0];
    expect(short).toBe('I couldn\'t place "blue sky thinking". Here is what I understand:');
  });

  it("the help answer's example numbers, typed back, are found (taken from the catalog)", async () => {
    const help = textOf((await say('blue sky thinking')).messages);
    const line = help.split('\n').find((l) => l.includes('a part number')) ?? '';
    const typed = [...line.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);
    expect(typed).toHaveLength(2);
    for (const text of typed) {
      expect((await demo.tools.searchPartNumbers({ text })).Status).toBe('OK');
      const r = await say(text);
      expect(r.messages.some((m) => m.kind === 'outcome' && m.data.kind === 'no-results')).toBe(false);
      expect(textOf(r.messages)).not.toContain("I couldn't place");
    }
  });

  it("the compare hint's example, typed back, compares two hubs", async () => {
    const hint = textOf((await say('compare')).messages);
    const example = /`(compare [^`]+)`/.exec(hint)?.[1];
    expect(example).toBeDefined();
    const r = await say(example as string);
    expect(r.messages.map((m) => m.kind)).toContain('compare');
  });

  it('help and compare texts go without examples when the catalog cannot give any', async () => {
    const broken: BoundTools = {
      ...demo.tools,
      exampleNumbers: () => Promise.reject(new Error('catalog unavailable')),
    };
    const help = await step(initialState, { type: 'text', text: 'blue sky thinking' }, broken);
    expect(textOf(help.messages)).not.toContain('`');
    const compare = await step(initialState, { type: 'text', text: 'compare' }, broken);
    expect(textOf(compare.messages)).toBe('Type **compare** and the two assembly numbers.');
  });

  it('brake rotors starts the rotor questions', async () => {
    const r = await say('brake rotors');
    expect(question(r)).toMatchObject({ flow: 'rotor', code: 'axpos' });
  });

  it('castings asks which casting, with a chip for each casting flow', async () => {
    const r = await say('castings');
    expect(r.messages[0]).toMatchObject({ kind: 'outcome', data: { kind: 'info', title: 'Castings' } });
    const chips = r.messages.find((m) => m.kind === 'chips');
    expect(chips?.kind === 'chips' && chips.data.chips.map((c) => c.text)).toEqual([
      'hub casting',
      'rotor casting',
      'drum casting',
    ]);
  });

  it('compare A and B answers the compare table', async () => {
    const r = await say('compare 10082200 10082201');
    const cmp = r.messages.find((m) => m.kind === 'compare');
    expect(cmp?.kind === 'compare' && cmp.data.numbers).toEqual(['10082200', '10082201']);
    expect(cmp?.kind === 'compare' && cmp.data.route).toBe('/hub/compare/10082200/10082201');
    // the one that is not a hub is named, not both; numbers as written, in capitals
    const unknown = await say('compare 99999999 10082200');
    expect(textOf(unknown.messages)).toContain('I could not find **99999999** among');
    expect(textOf(unknown.messages)).toContain('**10082200** is one');
    const neither = await say('compare a1023k7278 99999999');
    expect(textOf(neither.messages)).toContain('I could not find **A1023K7278** or **99999999**');
  });

  it("compare with a competitor's hub number compares the maker's hub that replaces it, said first", async () => {
    // a competitor hub number the catalog lists as one maker hub
    const found = await demo.tools.searchPartNumberLinks({ text: 'Webb 38246TX' });
    const hub = found.Results.find((r) => r.Rank === 'exact' && r.PartTypeId === 115);
    expect(hub).toBeDefined();
    const maker = hub?.PartNumber ?? '';
    const other = maker === '10082200' ? '10082201' : '10082200';
    const r = await say(`compare ${other} with Webb 38246TX`);
    const cmp = r.messages.find((m) => m.kind === 'compare');
    expect(cmp?.kind === 'compare' && cmp.data.numbers).toEqual([other, maker]);
    expect(textOf(r.messages)).toBe(
      `**${hub?.CompetitorName} ${hub?.CompetitorPartNumber}** is ConMet hub **${maker}**, compared below.`,
    );
  });

  it("'components' and a hub number lists that hub's components in groups", async () => {
    expect(readText('hub components 10082200', vocab)).toEqual({ kind: 'components', number: '10082200' });
    const r = await say('components for 10082200');
    const groups = r.messages.find((m) => m.kind === 'part-groups');
    expect(groups?.kind === 'part-groups' && groups.data.hubAssemblyNumber).toBe('10082200');
    expect(groups?.kind === 'part-groups' && groups.data.route).toBe('/parts/search/10082200');
    expect(groups?.kind === 'part-groups' && groups.data.groups.length).toBeGreaterThan(0);
  });

  /** The id of the option labelled `label` of the open question. */
  const optionValue = (r: StepResult, label: string) =>
    question(r)?.options.find((o) => o.label === label)?.value;

  it('a part named with a vehicle starts its questions, the vehicle answering the axle position', async () => {
    const plain = await say('rotor');
    const trailerAxle = optionValue(plain, 'Trailer Axle');
    expect(trailerAxle).toBeDefined();
    const r = await say('trailer rotor');
    expect(r.state.hub).toBeNull();
    expect(r.state.parts?.pairs).toEqual({ axpos: trailerAxle });
    expect(question(r)?.flow).toBe('rotor');
    expect(question(r)?.code).not.toBe('axpos');
    expect(textOf(r.messages)).toContain('From your message I took: **Trailer Axle**.');
    // Back asks the question the words answered, with every option
    const back = await say('back', r.state);
    expect(question(back)?.code).toBe('axpos');
    expect(question(back)?.options.map((o) => o.label)).toEqual(question(plain)?.options.map((o) => o.label));
  });

  it("a word naming one of a part's answers is taken with the part ('hat rotor steer'); plain words say nothing", async () => {
    const r = await say('hat rotor steer');
    expect(question(r)?.flow).toBe('rotor');
    expect(textOf(r.messages)).toContain('**Hat**');
    expect(textOf(r.messages)).toContain('**Front (Steer) Axle**');
    expect(Object.keys(r.state.parts?.pairs ?? {})).toHaveLength(2);
    // the rotor type is not asked: it is answered
    expect(question(r)?.options.map((o) => o.label)).not.toContain('Hat');
    const alone = await say('hat rotor');
    expect(textOf(alone.messages)).toContain('From your message I took: **Hat**.');
    const splined = await say('bendix splined rotor');
    expect(textOf(splined.messages)).toContain('**Splined**');
    // a part's state, said after its word, answers nothing ('flat' is a rotor type, 'Flat Head' a stud's)
    for (const text of [
      'rotor worn flat',
      'rotor has flat spots',
      'rotor with a flat spot',
      'rotor flats',
      'stud for flat tire',
      'stud flat',
    ]) {
      const r = await say(text);
      expect(textOf(r.messages), text).not.toContain('From your message I took');
      expect(r.state.parts?.pairs, text).toEqual({});
    }
    // words no answer names are not said left out (most are plain English)
    const plain = await say('need a rotor please for the shop');
    expect(textOf(plain.messages)).not.toContain('From your message I took');
    expect(textOf(plain.messages)).not.toContain('left');
    expect(plain.state.parts?.pairs).toEqual({});
  });

  it('drums for a truck make start the drum questions with the make taken', async () => {
    const makes = await tap(await say('drums')); // the first axle position -> the truck make
    expect(question(makes)?.code).toBe('tmake');
    const peterbilt = optionValue(makes, 'Peterbilt');
    expect(peterbilt).toBeDefined();
    const r = await say('drums for peterbilt');
    expect(r.state.hub).toBeNull();
    expect(r.state.parts).toMatchObject({ flow: 'drum', pairs: { tmake: peterbilt } });
    expect(question(r)).toMatchObject({ flow: 'drum', code: 'axpos' });
    expect(textOf(r.messages)).toContain('**Peterbilt**');
  });

  it('a vehicle word no question of the part names is left out, never guessed', async () => {
    const r = await say('truck rotor'); // a truck's rotor may be steer or drive
    expect(r.state.parts?.pairs).toEqual({});
    expect(question(r)).toMatchObject({ flow: 'rotor', code: 'axpos' });
    expect(textOf(r.messages)).not.toContain('From your message');
    expect(textOf(r.messages)).toContain('No answer to these questions names **Truck**, so I left it out.');
  });

  it('a hub word beside a part that none of its questions has is said to be left out', async () => {
    const r = await say('trailer rotor aluminum');
    expect(question(r)).toMatchObject({ flow: 'rotor' });
    expect(textOf(r.messages)).toContain('From your message I took: **Trailer Axle**.');
    expect(textOf(r.messages)).toContain(
      'No answer to these questions names **Aluminum**, so I left it out.',
    );
  });

  it.each([
    ['stud 5/8-18', '5/8'],
    ['wheel stud 3/4-16', '3/4'],
    ['3/4 stud', '3/4'],
    ['stud 3/4 in', '3/4'],
    ['7/8" studs', '7/8'],
    ['M22 studs', 'M22'],
    ['5/8-18', '5/8'],
    ['M22x1.5', 'M22'],
  ])(
    "%j: a stud's thread or diameter starts the stud questions with its diameter taken",
    async (text, size) => {
      const studs = await say('studs');
      const r = await say(text);
      expect(r.state.hub).toBeNull();
      expect(r.state.parts?.flow).toBe('stud');
      const [[code, value] = []] = Object.entries(r.state.parts?.pairs ?? {});
      expect(code).toBe('stdia');
      // the diameter's own value, by its name as the stud questions offer it
      const options = (await say('back', r.state)).messages;
      const asked = questionOf(options);
      expect(asked?.code).toBe('stdia');
      const named = asked?.options.find((o) => o.value === value)?.label ?? '';
      expect(named.replace(/"/g, '')).toBe(size);
      expect(textOf(r.messages)).toContain('From your message I took: **');
      expect(question(r)?.code).not.toBe('stdia');
      expect(question(studs)?.flow).toBe('stud');
    },
  );

  it.each([
    ['5/8-18 axle stud', 'Double-Ended Axle Stud'],
    ['rotor stud 5/8-18', 'Rotor Stud'],
  ])("%j: the stud's style named beside its thread is taken too", async (text, style) => {
    const r = await say(text);
    expect(r.state.parts?.flow).toBe('stud');
    expect(textOf(r.messages)).toContain(`**${style}**`);
    expect(textOf(r.messages)).not.toContain('so I left');
    // the style question is not asked: the style is answered
    const styles = questionOf((await say('studs')).messages);
    expect(styles?.options.map((o) => o.label)).toContain(style);
    expect(question(r)?.code).not.toBe(styles?.code);
  });

  it('a stud count beside a hub is said left out, never searched as a part number', async () => {
    for (const text of ['10 lug hub', 'hub with 10 studs']) {
      const r = await say(text);
      expect(
        r.messages.find((m) => m.kind === 'outcome'),
        text,
      ).toBeUndefined();
      expect(textOf(r.messages), text).toContain(
        'None of these questions asks how many studs, so I left **10 studs** out.',
      );
      expect(r.state.lastSearch, text).toBeNull();
    }
    const steer = await say('10 stud steer hub');
    expect(steer.state.hub?.preset).toMatchObject({ aaxna: expect.any(String) });
    expect(question(steer)?.code).toBe('tcomp');
    expect(textOf(steer.messages)).toContain('I left **10 studs** out.');
  });

  it("a warranty's term beside a hub's words is no part number; a warranty or a hub kind asked is said", async () => {
    for (const text of [
      'steer hub 5 year warranty',
      'steer hub 5-yr warranty',
      'steer hub 500k mile warranty',
    ]) {
      const r = await say(text);
      expect(textOf(r.messages), text).not.toContain('No part number is');
      expect(r.state.hub?.preset, text).toMatchObject({ aaxna: expect.any(String) });
      expect(textOf(r.messages), text).toContain('PreSet Plus hubs carry **5 years/500,000 miles**');
      expect(r.state.lastSearch, text).toBeNull();
    }
    // beside a number, the term is no second number; the hub is found
    const numbered = await say('10082200 5 year warranty');
    expect(textOf(numbered.messages)).not.toContain('not a part number');
    expect(numbered.state.hub?.found).toBe('10082200');
    // PreSet or Conventional: the results show both, said so; the other words are taken
    for (const text of ['drive hub conventional', 'preset plus steer hub', 'conventional hub for kenworth']) {
      const r = await say(text);
      expect(textOf(r.messages), text).toContain(
        'The results show PreSet and Conventional hubs side by side',
      );
      expect(Object.keys(r.state.hub?.preset ?? {}), text).toHaveLength(1);
    }
    // a model year is still a year, a weight still a weight, and words without a warranty say none
    const year = await say('2019 cascadia steer');
    expect(textOf(year.messages)).not.toContain('warranty');
    expect(year.state.hub?.preset).toMatchObject({ tmake: expect.any(String), aaxna: expect.any(String) });
  });

  it("a drum casting's stud hole count said in words answers its question; a count no drum has is left out", async () => {
    const ten = await say('10 stud drum casting');
    expect(ten.state.parts).toMatchObject({ flow: 'drumcasting', pairs: { holes: '10' } });
    expect(textOf(ten.messages)).toContain('From your message I took: **10 studs**.');
    expect(question(ten)?.code).not.toBe('holes');
    const twelve = await say('12 stud drum casting');
    expect(twelve.state.parts).toMatchObject({ flow: 'drumcasting', pairs: {} });
    expect(textOf(twelve.messages)).toContain(
      'No answer to these questions names **12 studs**, so I left it out.',
    );
    expect(textOf(twelve.messages)).not.toContain('asks how many studs');
  });

  it('studs and a count start the stud questions; a count beside a rotor is said left out', async () => {
    const studs = await say('need 10 studs');
    expect(question(studs)?.flow).toBe('stud');
    expect(textOf(studs.messages)).not.toContain('how many studs');
    const rotor = await say('10 stud rotor');
    expect(question(rotor)?.flow).toBe('rotor');
    expect(textOf(rotor.messages)).toContain('I left **10 studs** out.');
  });

  it.each([
    ['spindle nut for 10082200'],
    ['tone ring for 10082200'],
    ['spacer 10082200'],
    ['bearing cone for 10082200'],
  ])("a hub's service part named with its number lists its components: %s", async (text) => {
    const r = await say(text);
    expect(r.messages.map((m) => m.kind)).toEqual(['part-groups']);
    expect(r.state.hub).toBeNull();
  });

  it.each([['spindle nut'], ['abs tone ring'], ['bearing cup'], ['10 lug nuts']])(
    'a service part named alone starts hub components, as its start text offers: %s',
    async (text) => {
      const r = await say(text);
      expect(r.messages.find((m) => m.kind === 'outcome')?.data).toMatchObject({ title: 'Hub components' });
      expect(textOf(r.messages)).not.toContain("I couldn't place");
      expect(textOf(r.messages)).not.toContain('how many studs');
    },
  );

  it('a stud size the catalog does not have starts the stud questions and says it was left out', async () => {
    const r = await say('stud 9/16-18');
    expect(r.state.parts).toMatchObject({ flow: 'stud', pairs: {} });
    expect(textOf(r.messages)).toContain('No answer to these questions names **9/16**, so I left it out.');
  });

  it("'trailer' typed at an open hub question still answers it", async () => {
    const start = await say('hubs');
    const wizard = await tap(start, 2); // No, proceed without the number
    expect(question(wizard)?.code).toBe('tcomp');
    const r = await say('trailer', wizard.state);
    expect(r.state.parts).toBeNull();
    expect(labels(r)).toEqual(['Trailer with Drum Brakes', 'Trailer with Disc Brakes']);
  });

  it('start over and back work as words', async () => {
    const r = await say('trailer disc');
    expect((await say('start over', r.state)).state.hub).toBeNull();
    const back = await say('back', r.state);
    expect(question(back)?.code).toBe('tcomp');
  });
});
