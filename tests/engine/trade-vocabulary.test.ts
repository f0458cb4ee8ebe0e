// The trade vocabulary read from a mechanic's own words: every row read alone, and a table of phrasings
// with the values each must take and must not. A wrong value fails; the recall is printed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { step } from '../../tools/engine/engine.ts';
import { readText, type Vocabulary, valuesIn } from '../../tools/engine/free-text.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import { EngineEvent, initialState } from '../../tools/engine/shared/state.ts';
import { hubVocabulary } from '../../tools/engine/text-answers.ts';
import { TRADE_ROWS } from '../../tools/engine/words/trade-vocabulary.ts';
import { demoCatalog } from '../support/demo-catalog.ts';

const demo = demoCatalog();
let vocab: Vocabulary;
beforeAll(async () => {
  vocab = await hubVocabulary(demo.tools);
});

type Want = Partial<Record<'tcomp' | 'brkty' | 'tmake' | 'aaxna' | 'hcmty' | 'wmslc', string>>;

/** The preset a label stands for in the demo catalog: aaxna Steer/Drive is the set of those axle types. */
function presetOf(code: keyof Want, label: string): string {
  if (code === 'aaxna' && (label === 'Steer' || label === 'Drive')) {
    return (vocab.aaxna ?? [])
      .filter((v) => new RegExp(`\\b${label}\\b`).test(v.AxleDescription ?? ''))
      .map((v) => String(v.Id))
      .join('|');
  }
  const found = (vocab[code] ?? []).find((v) =>
    code === 'wmslc' ? v.WheelMaterial === label : v.Name === label,
  );
  if (!found) throw new Error(`${code} ${label} is not in the demo catalog`);
  return String(found.Id);
}

describe('every trade row, read alone', () => {
  it.each(TRADE_ROWS.map((r) => [r.say, r] as const))('"%s" names its values', (_say, row) => {
    const { presets } = valuesIn(row.say, vocab);
    for (const m of row.means) {
      const code = m.code === 'position' ? 'aaxna' : m.code;
      expect(presets[code], `${row.say}: ${m.code}`).toBe(presetOf(code, m.value));
    }
  });
});

type Row = [text: string, take: Want, not?: Want, number?: string | null];

const TABLE: Row[] = [
  // the phrasings of issue 23
  [
    'what hub fits a 2019 cascadia steer axle',
    { tmake: 'Freightliner', tcomp: 'Truck', aaxna: 'Steer' },
    { wmslc: 'Steel' },
  ],
  ['kw t800 steer hub', { tmake: 'Kenworth', tcomp: 'Truck', aaxna: 'Steer' }, { wmslc: 'Steel' }],
  ['pete 579 drive hub', { tmake: 'Peterbilt', tcomp: 'Truck', aaxna: 'Drive' }],
  ['navistar prostar with disc brakes', { tmake: 'International', tcomp: 'Truck', brkty: 'Disc' }],
  // models and nicknames
  ['cascadia', { tmake: 'Freightliner', tcomp: 'Truck' }],
  ['m2 drive axle', { tmake: 'Freightliner', tcomp: 'Truck', aaxna: 'Drive' }],
  ['peterbilt 389 steer', { tmake: 'Peterbilt', tcomp: 'Truck', aaxna: 'Steer' }],
  ['i need a hub for a pete', { tmake: 'Peterbilt' }],
  ['kenworth t680 drive', { tmake: 'Kenworth', tcomp: 'Truck', aaxna: 'Drive' }],
  ['w900 front hub', { tmake: 'Kenworth', tcomp: 'Truck', aaxna: 'Steer' }],
  ['KW', { tmake: 'Kenworth' }],
  ['volvo vnl drive', { tmake: 'Volvo', tcomp: 'Truck', aaxna: 'Drive' }],
  ['mack anthem steer', { tmake: 'Mack', tcomp: 'Truck', aaxna: 'Steer' }],
  ['granite drive hub', { tmake: 'Mack', tcomp: 'Truck', aaxna: 'Drive' }],
  ['international lt', { tmake: 'International', tcomp: 'Truck' }],
  ['LT steer axle', { tmake: 'International', tcomp: 'Truck', aaxna: 'Steer' }],
  ['prostar', { tmake: 'International', tcomp: 'Truck' }],
  ['navistar durastar disk', { tmake: 'International', tcomp: 'Truck', brkty: 'Disc' }],
  ['2021 western star 4900', { tmake: 'Western Star', tcomp: 'Truck' }],
  ['4900 drive', { tmake: 'Western Star', tcomp: 'Truck', aaxna: 'Drive' }],
  ['ford f750 front', { tmake: 'Ford', tcomp: 'Truck', aaxna: 'Steer' }],
  ['F-750', { tmake: 'Ford', tcomp: 'Truck' }],
  ['hino drum brakes', { tmake: 'Hino', brkty: 'Drum' }],
  ['autocar', { tmake: 'Autocar' }],
  ['vnl 2018 unitized', { tmake: 'Volvo', tcomp: 'Truck', aaxna: 'Unitized' }],
  ['freightliner trailer', { tmake: 'Freightliner', tcomp: 'Trailer' }],
  ['frtlnr drive hub', { tmake: 'Freightliner', aaxna: 'Drive' }],
  ['IH steer', { tmake: 'International', aaxna: 'Steer' }],
  // a make the catalog does not name is its 'Other/Not Listed' truck make
  ['sterling steer hub', { tmake: 'Other/Not Listed', tcomp: 'Truck', aaxna: 'Steer' }],
  ['isuzu npr front hub', { tmake: 'Other/Not Listed', tcomp: 'Truck', aaxna: 'Steer' }],
  // typos
  ['frieghtliner steer', { tmake: 'Freightliner', aaxna: 'Steer' }, { wmslc: 'Steel' }],
  ['kenwroth steer hub', { tmake: 'Kenworth', aaxna: 'Steer' }],
  ['peterbuilt drive', { tmake: 'Peterbilt', aaxna: 'Drive' }],
  ['internatonal disc', { tmake: 'International', brkty: 'Disc' }],
  ['volov', { tmake: 'Volvo' }],
  ['drvie axle', { aaxna: 'Drive' }],
  ['stear axle', { aaxna: 'Steer' }, { wmslc: 'Steel' }],
  ['trialer disk', { tcomp: 'Trailer', brkty: 'Disc' }],
  ['alumnium hub', { hcmty: 'Aluminum' }, { wmslc: 'Aluminum' }],
  ['frieghtliner cascadia', { tmake: 'Freightliner', tcomp: 'Truck' }],
  // buses
  ['blue bird school bus', { tmake: 'Blue Bird', tcomp: 'School Bus' }],
  ['bluebird', { tmake: 'Blue Bird', tcomp: 'School Bus' }],
  ['thomas bus drum brakes', { tmake: 'Thomas Built', tcomp: 'School Bus', brkty: 'Drum' }],
  ['ic bus front hub', { tmake: 'IC Bus', tcomp: 'School Bus', aaxna: 'Steer' }],
  ['school bus disc', { tcomp: 'School Bus', brkty: 'Disc' }],
  // brakes, wheels and hub material
  ['trailer disc brakes', { tcomp: 'Trailer', brkty: 'Disc' }],
  ['trailer drum brake hub aluminum', { tcomp: 'Trailer', brkty: 'Drum', hcmty: 'Aluminum' }],
  ['disk brakes', { brkty: 'Disc' }],
  ['air disc truck', { brkty: 'Disc', tcomp: 'Truck' }],
  ['semi truck drum', { tcomp: 'Truck', brkty: 'Drum' }],
  ['tractor steer disc', { tcomp: 'Truck', aaxna: 'Steer', brkty: 'Disc' }],
  ['alloy wheels', { wmslc: 'Aluminum' }, { hcmty: 'Aluminum' }],
  ['alloy hub', { hcmty: 'Aluminum' }, { wmslc: 'Aluminum' }],
  ['aluminum wheels', { wmslc: 'Aluminum' }, { hcmty: 'Aluminum' }],
  ['steel wheels', { wmslc: 'Steel' }],
  ['steel', { wmslc: 'Steel' }, { aaxna: 'Steer' }],
  ['ductile iron hub', { hcmty: 'Ductile Iron' }],
  ['cast iron hub with steel wheels', { hcmty: 'Ductile Iron', wmslc: 'Steel' }],
  ['aluminium hub aluminum wheels', { hcmty: 'Aluminum', wmslc: 'Aluminum' }],
  // axles
  ['steer axle', { aaxna: 'Steer' }, { wmslc: 'Steel' }],
  ['front axle hub', { aaxna: 'Steer' }],
  ['rear hub volvo', { aaxna: 'Drive', tmake: 'Volvo' }],
  ['ff axle', { aaxna: 'FF' }],
  ['tn axle trailer', { aaxna: 'TN', tcomp: 'Trailer' }],
  ['unitized hub', { aaxna: 'Unitized' }],
  // mixtures, weights and numbers
  [
    'kenworth drum brakes steer axle aluminum wheels',
    { tmake: 'Kenworth', brkty: 'Drum', aaxna: 'Steer', wmslc: 'Aluminum' },
    { hcmty: 'Aluminum' },
  ],
  ['2019 cascadia 22,500 lbs steer', { tmake: 'Freightliner', tcomp: 'Truck', aaxna: 'Steer' }],
  ['pete 579 drive hub 10082200', { tmake: 'Peterbilt', tcomp: 'Truck', aaxna: 'Drive' }, {}, '10082200'],
  // words that must not be taken
  ['steer and drive', {}, { aaxna: 'Steer' }],
  ['freightliner or kenworth', {}, { tmake: 'Freightliner' }],
  ['tag axle hub', {}, { aaxna: 'Steer' }],
  ['pusher axle', {}, { aaxna: 'Drive' }],
  ['mask', {}, { tmake: 'Mack' }],
  ['street', {}, { wmslc: 'Steel' }],
];

let expected = 0;
let taken = 0;
const missed: string[] = [];
afterAll(() => {
  const recall = expected ? ((100 * taken) / expected).toFixed(1) : '0';
  console.log(
    `trade vocabulary: ${TABLE.length} phrasings, recall ${taken}/${expected} (${recall}%), 0 wrong; not read: ${missed.join(', ') || 'none'}`,
  );
});

describe("a mechanic's phrasings: the values each must take and must not", () => {
  it('has at least 60 phrasings', () => expect(TABLE.length).toBeGreaterThanOrEqual(60));

  it.each(TABLE)('"%s"', (text, take, not = {}, number = null) => {
    const intent = readText(text, vocab);
    const presets = intent.kind === 'values' ? intent.presets : {};
    const { gawrr: _weight, ...read } = presets;
    const want = Object.fromEntries(
      Object.entries(take).map(([code, label]) => [code, presetOf(code as keyof Want, label)]),
    );
    // zero wrong values: every value taken is one the row expects
    for (const [code, value] of Object.entries(read)) expect(value, `${text}: ${code}`).toBe(want[code]);
    for (const [code, label] of Object.entries(not))
      expect(read[code], `${text}: not ${code}`).not.toBe(presetOf(code as keyof Want, label));
    expected += Object.keys(want).length;
    for (const [code, value] of Object.entries(want)) {
      if (read[code] === value) taken++;
      else missed.push(`${text} (${code})`);
    }
    expect(intent.kind === 'values' ? intent.number : null).toBe(number);
  });

  it('a typo as near to steer as to steel is asked, never guessed', () => {
    const intent = readText('steet axle', vocab);
    expect(intent.kind).toBe('unclear');
    const reads = intent.kind === 'unclear' ? intent.unclear.choices.map((c) => c.reads) : [];
    expect(reads).toEqual(expect.arrayContaining(['steer axle', 'steel wheels']));
  });

  it('words that are not a part number are never searched as one', () => {
    for (const text of ['pete 579 drive hub', '2019 cascadia steer', 'kw t800', 'ford f750 front'])
      expect(readText(text, vocab).kind, text).toBe('values');
  });
});

describe('the words in the conversation', () => {
  const say = (text: string) => step(initialState, { type: 'text', text }, demo.tools);
  const shown = (messages: EngineMessage[]) => JSON.stringify(messages);
  const CODES = /\b(tcomp|brkty|tmake|aaxna|hcmty|wmslc|gawrr|position)\b/;

  it.each([
    'what hub fits a 2019 cascadia steer axle',
    'kw t800 steer hub',
    'pete 579 drive hub',
    'navistar prostar with disc brakes',
    'international trailer disk aluminum wheels 22,500 lbs',
  ])('"%s" is answered in the trade\'s words: no internal code, no steel for steer', async (text) => {
    const r = await say(text);
    const said = r.messages.flatMap((m) => (m.kind === 'text' ? [m.markdown] : [])).join('\n');
    expect(said).not.toMatch(CODES);
    expect(said).not.toMatch(/Steel/);
    expect(said).not.toMatch(/not referenced/i);
    expect(shown(r.messages)).not.toMatch(/"code":"position"/);
  });

  it('a 2019 Cascadia steer axle is taken as Freightliner, truck, steer axles', async () => {
    const r = await say('what hub fits a 2019 cascadia steer axle');
    const said = r.messages.flatMap((m) => (m.kind === 'text' ? [m.markdown] : [])).join('\n');
    expect(said).toMatch(/Freightliner/);
    const q = r.messages.find((m) => m.kind === 'question');
    const labels = q?.kind === 'question' ? q.data.options.map((o) => o.label) : [];
    // the truck type is asked (brakes unknown); the steer axle waits for its question
    expect(labels.every((l) => /^Truck/.test(l))).toBe(true);
    expect(said).toMatch(/Steer axle\*\* when we get to axle type/);
  });

  it('a typo between steer and steel asks, with a chip for each reading', async () => {
    const r = await say('steet axle');
    const said = r.messages.flatMap((m) => (m.kind === 'text' ? [m.markdown] : [])).join('\n');
    expect([
      'Did you mean **steer axle** or **steel wheels**?',
      'Did you mean **steel wheels** or **steer axle**?',
    ]).toContain(said);
    const chips = r.messages.find((m) => m.kind === 'chips');
    const texts = chips?.kind === 'chips' ? chips.data.chips.map((c) => c.text).sort() : [];
    expect(texts).toEqual(['steel axle', 'steer axle']);
  });
});

describe('the chips of what was read', () => {
  const readItems = (messages: EngineMessage[]) =>
    messages.flatMap((m) => (m.kind === 'read-values' ? m.data.items.map((i) => i.label) : []));

  it('lists what it read, and taking one away asks that question', async () => {
    const first = await step(
      initialState,
      { type: 'text', text: 'kenworth truck with drum brakes steer axle' },
      demo.tools,
    );
    expect(readItems(first.messages).sort()).toEqual(['Drum brakes', 'Kenworth', 'Steer axle', 'Truck']);
    const asked = first.messages.find((m) => m.kind === 'question');
    expect(asked?.kind === 'question' ? asked.data.code : null).not.toBe('tmake');
    const dropped = await step(first.state, { type: 'drop-value', code: 'tmake' }, demo.tools);
    expect(dropped.messages[0]).toEqual({
      kind: 'text',
      markdown: 'I took out **Kenworth**; your other answers are kept.',
    });
    expect(readItems(dropped.messages).sort()).toEqual(['Drum brakes', 'Steer axle', 'Truck']);
    const q = dropped.messages.find((m) => m.kind === 'question');
    expect(q?.kind === 'question' ? q.data.code : null).toBe('tmake');
    expect(dropped.state.hub?.filters.tmake).toBeUndefined();
  });

  it('taking one away after more answers asks only that question again, the others kept', async () => {
    let r = await step(
      initialState,
      { type: 'text', text: 'hub for steer axle with 10 studs kenworth' },
      demo.tools,
    );
    const asked = () => {
      const q = r.messages.find((m) => m.kind === 'question');
      if (q?.kind !== 'question') throw new Error('no question asked');
      return q.data;
    };
    expect(asked().code).toBe('tcomp');
    // the truck type tapped (Kenworth is then taken from the words), the axle tapped among the steer axles
    for (let i = 0; i < 3; i++) {
      const q = asked();
      const [o] = q.options;
      if (!o) throw new Error('no option');
      r = await step(
        r.state,
        { type: 'option', questionId: q.questionId, value: o.value, label: o.label },
        demo.tools,
      );
    }
    const before = r.state.hub?.filters ?? {};
    expect(before.tmake).toBeDefined();
    expect(before.gawrr).toBeDefined();
    const dropped = await step(r.state, { type: 'drop-value', code: 'tmake' }, demo.tools);
    const q = dropped.messages.find((m) => m.kind === 'question');
    expect(q?.kind === 'question' ? q.data.code : null).toBe('tmake');
    const { tmake: _gone, ...kept } = before;
    expect(dropped.state.hub?.filters).toEqual(kept);
    expect(readItems(dropped.messages)).toEqual(['Steer axle']);
    // answered again, the wizard goes on from the other answers, not from the first question
    const make = q?.kind === 'question' ? q.data : null;
    const other = make?.options.find((o) => o.label === 'Kenworth');
    if (!make || !other) throw new Error('no Kenworth');
    const again = await step(
      dropped.state,
      { type: 'option', questionId: make.questionId, value: other.value, label: other.label },
      demo.tools,
    );
    // (a truck make given again forgets the weight rating that depends on it, as a tapped one does)
    const { gawrr: _rating, ...independent } = before;
    expect(again.state.hub?.filters).toMatchObject(independent);
    const next = again.messages.find((m) => m.kind === 'question');
    expect(['tcomp', 'tmake', 'aaxna']).not.toContain(next?.kind === 'question' ? next.data.code : 'results');
  });

  it('taking away a value that is not there says so and changes nothing', async () => {
    const r = await step(initialState, { type: 'drop-value', code: 'tmake' }, demo.tools);
    expect(r.state).toEqual(initialState);
    expect(r.messages).toHaveLength(1);
  });

  it('the drop event takes only a category code (size and characters)', () => {
    const ok = EngineEvent.safeParse({ type: 'drop-value', code: 'tmake' });
    expect(ok.success).toBe(true);
    for (const code of ['', 'x'.repeat(13), 'tm\u0000ake', 'tmake\n', '<script>', '1234'])
      expect(EngineEvent.safeParse({ type: 'drop-value', code }).success, JSON.stringify(code)).toBe(false);
  });
});
