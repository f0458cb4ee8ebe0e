// Typed measurements in the chat (issue 19): read from the text, matched by the measureMatch tool, answered
// with the candidates and the measure page's link; part numbers stay number searches.
import { describe, expect, it } from 'vitest';
import { DIMENSIONS, MEASURE_PAGES, type MeasureKind } from '../../tools/catalog/measure-dimensions.ts';
import { step } from '../../tools/engine/engine.ts';
import { MEASURE_EXAMPLES, readMeasureHow } from '../../tools/engine/measure/measure-offer.ts';
import { boxMeasure, measureWords, readMeasure } from '../../tools/engine/measure/read-measure.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import { initialState } from '../../tools/engine/shared/state.ts';
import { demoCatalog } from '../support/demo-catalog.ts';

const demo = demoCatalog();

describe('measureWords', () => {
  // every dimension the reading has a word for is read back as written, in either unit
  it.each(Object.entries(DIMENSIONS))('reads back every %s size it writes', (kind, dimensions) => {
    const k = kind as MeasureKind;
    for (const unit of ['in', 'mm'] as const) {
      const sizes = dimensions.map((d, i) => ({
        dimension: d.key,
        value: d.count ? 10 : unit === 'mm' ? 100 + i : 2 + i / 4,
        unit: d.count ? ('in' as const) : unit,
      }));
      const words = sizes.flatMap((m) => {
        const text = measureWords(k, [m]);
        return text === null ? [] : [{ m, text }];
      });
      // a stud's head, thread and head diameter have no word (its length and diameter do)
      expect(words.length).toBeGreaterThanOrEqual(k === 'stud' ? 2 : dimensions.length);
      // a count alone measures nothing ('10 holes'): it is read back beside a size below
      for (const { m, text } of words)
        if (m.dimension !== 'holes') expect(readMeasure(text)).toEqual({ kind: k, measurements: [m] });
      const all = words.map((w) => w.m);
      expect(readMeasure(measureWords(k, all) ?? '')?.measurements).toEqual(expect.arrayContaining(all));
    }
  });
});

describe('readMeasure', () => {
  // each size as 'dimension value unit', in any order
  it.each([
    ['I measured 16.5 by 7', 'drum', 'diameter 16.5 in, width 7 in'],
    ['16.5 x 7 drum', 'drum', 'diameter 16.5 in, width 7 in'],
    ['16.5" x 7" drum', 'drum', 'diameter 16.5 in, width 7 in'],
    ['rotor 15 in', 'rotor', 'diameter 15 in'],
    ['drum 419 x 178 mm', 'drum', 'diameter 419 mm, width 178 mm'],
    ['drum 419mm by 7in', 'drum', 'diameter 419 mm, width 7 in'],
    ['drum 16.5 pilot 8.78 10 holes', 'drum', 'diameter 16.5 in, pilot 8.78 in, holes 10 in'],
    ['rotor od 15.35 thickness 1.57', 'rotor', 'diameter 15.35 in, thickness 1.57 in'],
    ['I measured 15.35', null, 'diameter 15.35 in'],
    // a drum's size as stamped: mixed fractions are one number, never the fraction alone
    ['16 1/2 x 7 drum', 'drum', 'diameter 16.5 in, width 7 in'],
    ['16-1/2 x 7', 'drum', 'diameter 16.5 in, width 7 in'],
    ['16½" x 7" drum', 'drum', 'diameter 16.5 in, width 7 in'],
    ['drum 15 ⅝ by 7 1/4', 'drum', 'diameter 15.625 in, width 7.25 in'],
    ['stud diameter 3/4 in', 'stud', 'studdiameter 0.75 in'],
    // a size with its unit is a measurement even where no part is that size
    ['rotor 50 in', 'rotor', 'diameter 50 in'],
    ['drum 16.5 x 7 pilot 50 in', 'drum', 'diameter 16.5 in, width 7 in, pilot 50 in'],
    // a drum's size beside the wheels it turns in: the wheel words take nothing of the size
    ['16.5 x 7 steel wheels', 'drum', 'diameter 16.5 in, width 7 in'],
    ['drum 16.5x7 for aluminum wheels', 'drum', 'diameter 16.5 in, width 7 in'],
    // a count before 'stud' or 'bolt' is the drum's holes, as '10 holes' and '8 lug' are
    ['16.5 x 7 drum 8 stud', 'drum', 'diameter 16.5 in, width 7 in, holes 8 in'],
    ['16.5 x 7 drum 10-stud', 'drum', 'diameter 16.5 in, width 7 in, holes 10 in'],
    ['16.5 x 7 drum 8 bolt', 'drum', 'diameter 16.5 in, width 7 in, holes 8 in'],
    ['16.5 x 7 10 stud', 'drum', 'diameter 16.5 in, width 7 in, holes 10 in'],
  ])('reads %j', (text, kind, sizes) => {
    const r = readMeasure(text);
    expect(r?.kind).toBe(kind);
    const read = (r?.measurements ?? []).map((m) => `${m.dimension} ${m.value} ${m.unit}`);
    expect(read.sort()).toEqual(sizes.split(', ').sort());
  });

  it.each([
    // a competitor's number before a count or a warranty is no size pair ('3922X 5': 3922 by 5)
    '3922X 5 year warranty',
    '3922X 2 drums',
    '3922X 5yr',
    'rotor 10083733',
    'drum 10600001',
    '10031017',
    'brake drums',
    'freightliner steer 2019',
    'hello',
    'rotor for 22.5 wheels',
    'drum for 24.5" tires',
    // a wheel's build between its size and the word wheel
    'trailer hub 22.5 aluminum wheels',
    'rotor for 19.5 low pro tires',
    // a rim size alone is the wheel, not a stud standout 22.5 in long
    'trailer hub 22.5 steel',
    'hub 22.5',
    'steer hub 19.5',
    'stud 5/8-18',
    '10082209 x 2',
    '10082209 x 2 in',
    'hub 10082209 x2',
    // a pair glued to letters, or a number with a leading zero, is inside a part number (near misses typed)
    '88X01A20',
    '270X0578X',
    'Q5X855552',
    '420X9T',
    '270X0578',
  ])('leaves %j alone', (text) => {
    expect(readMeasure(text)).toBeNull();
  });
});

const partCards = (messages: EngineMessage[]) => {
  const m = messages.find((x) => x.kind === 'part-cards');
  if (m?.kind !== 'part-cards') throw new Error('no part cards');
  return m.data;
};
const textOf = (messages: EngineMessage[]) =>
  messages.flatMap((m) => (m.kind === 'text' ? [m.markdown] : [])).join('\n');

describe("a measure form's box reads what the chat reads", () => {
  it.each([
    ['2 1/2', '2.5'],
    ['16-1/2', '16.5'],
    ['16½', '16.5'],
    ['2,5', '2.5'],
    ['419 mm', '419mm'],
    [' 7 IN ', '7in'],
    ['3/4', '0.75'],
    // the inch mark and units written out, as on a tape or a drawing
    ['7"', '7in'],
    ['7 in.', '7in'],
    ['16 1/2 inches', '16.5in'],
    ['419 millimeters', '419mm'],
  ])('%s is %s', (typed, read) => {
    expect(boxMeasure(typed)).toBe(read);
  });

  it.each(['abc', '1,000,000', '5/8-11', '<b>2</b>', '2 1/3'])(
    '%s is left as typed, for the box to refuse',
    (typed) => {
      expect(boxMeasure(typed)).toBe(typed.toLowerCase());
    },
  );
});

describe('measurements in the chat', () => {
  it('answers "I measured 16.5 by 7" with fitting drums and the measure page', async () => {
    const r = await step(initialState, { type: 'text', text: 'I measured 16.5 by 7' }, demo.tools);
    const cards = partCards(r.messages);
    expect(cards.partKind).toBe('drum');
    expect(cards.route).toBe('/hub/replacement-drum/measure?diameter=16.5in&width=7in');
    expect(cards.total).toBeGreaterThan(1);
    const [first] = cards.cards;
    expect(first?.route).toMatch(/^\/hub\/replacement-drum\/drumdetails\/\d+$/);
    expect(first?.badge).toBe('Exact');
    expect(first?.rows).toContainEqual(['Brake diameter', '16.5 in (419 mm) — exact']);
    expect(textOf(r.messages)).toMatch(/drums fit\*\* 16\.5 in brake diameter, 7 in shoe width/);
  });

  it('answers a rotor that does not exist with the ruling-out size and the nearest rotors', async () => {
    const r = await step(initialState, { type: 'text', text: 'rotor 15 in' }, demo.tools);
    expect(textOf(r.messages)).toContain('No rotor fits every measurement');
    expect(textOf(r.messages)).toContain('outside diameter near 15 in (381 mm)');
    expect(textOf(r.messages)).toContain('15.35 in');
    const cards = partCards(r.messages);
    expect(cards.title).toBe('Nearest rotors');
    expect(cards.cards[0]?.badge).toBe('Nearest');
    expect(cards.route).toBe('/hub/replacement-rotor/measure?diameter=15in');
  });

  it("takes a stud count beside a drum's size as its holes, and says one beside a rotor's left out", async () => {
    const badges = async (text: string) => {
      const r = await step(initialState, { type: 'text', text }, demo.tools);
      return { cards: partCards(r.messages), said: textOf(r.messages) };
    };
    // every exact drum has the 8 holes asked; none of the 10-hole drums is called exact
    const eight = await badges('16.5 x 7 drum 8 stud');
    const ten = await badges('16.5 x 7 drum 10 studs');
    expect(eight.cards.route).toContain('holes=8');
    for (const card of eight.cards.cards.filter((c) => c.badge === 'Exact'))
      expect(card.rows).toContainEqual(
        expect.arrayContaining([expect.stringMatching(/hole/i), expect.stringMatching(/^8\b/)]),
      );
    expect(eight.cards.total).not.toBe(ten.cards.total);
    const rotor = await badges('rotor 15 in 10 stud');
    expect(rotor.said).toContain(
      'These sizes do not include a stud count, so I matched them without **10 studs**.',
    );
  });

  it('answers a drum size written with a fraction as that size', async () => {
    const r = await step(initialState, { type: 'text', text: '16 1/2 x 7 drum' }, demo.tools);
    const cards = partCards(r.messages);
    expect(cards.route).toBe('/hub/replacement-drum/measure?diameter=16.5in&width=7in');
    expect(cards.cards[0]?.rows).toContainEqual(['Brake diameter', '16.5 in (419 mm) — exact']);
    expect(textOf(r.messages)).toMatch(/drums fit\*\* 16\.5 in brake diameter, 7 in shoe width/);
  });

  const chipsOf = (messages: EngineMessage[]) =>
    messages.flatMap((m) => (m.kind === 'chips' ? m.data.chips : []));

  it('answers a size no part can have as a measurement, with the rotor questions, never a part number', async () => {
    const r = await step(initialState, { type: 'text', text: 'rotor 50 in' }, demo.tools);
    expect(r.messages.some((m) => m.kind === 'outcome' && m.data.kind === 'no-results')).toBe(false);
    expect(textOf(r.messages)).toContain('No rotor has an outside diameter near 50 in (1270 mm).');
    expect(textOf(r.messages)).toContain('check the number and its unit');
    const chips = chipsOf(r.messages);
    expect(chips.map((c) => c.label)).toEqual(['Answer the rotor questions', 'How to measure the rotor']);
    const questions = await step(r.state, { type: 'text', text: chips[0]?.text ?? '' }, demo.tools);
    expect(questions.state.parts?.flow).toBe('rotor');
  });

  it('offers the size in the other unit when parts have it', async () => {
    const r = await step(initialState, { type: 'text', text: 'rotor 430 in' }, demo.tools);
    const [other] = chipsOf(r.messages);
    expect(other?.text).toBe('rotor 430 mm');
    expect(other?.label).toMatch(/^430 mm: \d+ rotors? fits?$/);
    const fit = await step(r.state, { type: 'text', text: other?.text ?? '' }, demo.tools);
    expect(partCards(fit.messages).title).not.toMatch(/^Nearest/);
  });

  it('offers the same numbers in the other unit when no part fits them in the unit typed', async () => {
    const r = await step(initialState, { type: 'text', text: 'drum 16.5 x 7 mm 10 holes' }, demo.tools);
    expect(textOf(r.messages)).toContain('No drum fits every measurement.');
    const [other] = chipsOf(r.messages);
    expect(other?.label).toMatch(/^In inches: \d+ drums? fits?$/);
    expect(other?.text).toBe('drum 16.5 in width 7 in 10 holes');
    const fit = await step(r.state, { type: 'text', text: other?.text ?? '' }, demo.tools);
    const query = new URLSearchParams(partCards(fit.messages).route.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ diameter: '16.5in', width: '7in', holes: '10' });
    expect(partCards(fit.messages).cards[0]?.badge).toBe('Exact');
  });

  it("finds a competitor's drum number typed with a warranty's term or a count, never a size", async () => {
    for (const text of ['3922X 5 year warranty', '3922X 2 drums']) {
      const r = await step(initialState, { type: 'text', text }, demo.tools);
      expect(textOf(r.messages), text).not.toContain('fits every measurement');
      expect(JSON.stringify(r.messages), text).toContain('10600002');
    }
    // a size with a warranty's term beside it is still the size
    const sized = await step(
      initialState,
      { type: 'text', text: '16.5 x 7 drum 5 year warranty' },
      demo.tools,
    );
    expect(partCards(sized.messages).route).toBe('/hub/replacement-drum/measure?diameter=16.5in&width=7in');
  });

  it('says which size no part can have and answers the others', async () => {
    const r = await step(initialState, { type: 'text', text: 'drum 16.5 x 7 pilot 50 in' }, demo.tools);
    expect(textOf(r.messages)).toContain('No drum has a pilot diameter near 50 in (1270 mm).');
    expect(partCards(r.messages).route).toBe('/hub/replacement-drum/measure?diameter=16.5in&width=7in');
  });

  it('asks which part when the sizes name none', async () => {
    const r = await step(initialState, { type: 'text', text: 'I measured 15.35' }, demo.tools);
    const chips = r.messages.find((m) => m.kind === 'chips');
    expect(chips?.kind === 'chips' && chips.data.chips.map((c) => c.text)).toEqual([
      'drum 15.35 in',
      'rotor 15.35 in',
    ]);
    const rotor = await step(r.state, { type: 'text', text: 'rotor 15.35 in' }, demo.tools);
    expect(partCards(rotor.messages).cards[0]?.badge).toBe('Exact');
  });

  it('says the words beside the sizes that the sizes leave out, and offers the questions that take them', async () => {
    const r = await step(initialState, { type: 'text', text: 'trailer drum 16.5 x 7' }, demo.tools);
    // the sizes alone chose the drums: every 16.5 by 7 drum, trailer or not
    expect(partCards(r.messages).total).toBe(
      partCards((await step(initialState, { type: 'text', text: 'drum 16.5 x 7' }, demo.tools)).messages)
        .total,
    );
    expect(textOf(r.messages)).toContain('I matched the sizes alone, so I left out **Trailer**.');
    // said beside the count, before the cards: where it is read
    expect(r.messages.map((m) => m.kind)).toEqual(['text', 'text', 'part-cards', 'chips']);
    const [offer] = chipsOf(r.messages);
    expect(offer).toEqual({ label: 'Answer the drum questions', text: 'trailer drums' });
    const questions = await step(r.state, { type: 'text', text: offer?.text ?? '' }, demo.tools);
    expect(questions.state.parts?.flow).toBe('drum');
    expect(textOf(questions.messages)).toContain('From your message I took: **Trailer Axle**.');
    const steer = await step(initialState, { type: 'text', text: 'steer rotor 15.35 in' }, demo.tools);
    expect(textOf(steer.messages)).toContain('left out **Steer axle**');
  });

  it.each([
    '16 1/2 x 7 drum',
    'I measured 16.5 by 7 drum',
    'drum 16.5 in diameter 7 in wide',
    'drum 16.5 x 7 worn',
  ])('says nothing is left out of %j, whose words are the sizes and the part', async (text) => {
    const r = await step(initialState, { type: 'text', text }, demo.tools);
    expect(textOf(r.messages)).not.toContain('left out');
    expect(chipsOf(r.messages)).toEqual([]);
  });

  it("asks 'did you mean' for a mistyped number whose x sits between digits, never answers it as a size", async () => {
    // '52X78X' is Motor Wheel 5278X with an x too many: once read as a 52 by 78 mm drum
    const r = await step(initialState, { type: 'text', text: '52X78X' }, demo.tools);
    expect(textOf(r.messages)).not.toContain('fits every measurement');
    const outcome = r.messages.find((m) => m.kind === 'outcome');
    if (outcome?.kind !== 'outcome') throw new Error('no outcome');
    expect(outcome.data.links?.map((l) => l.label)).toContain('Did you mean Motor Wheel 5278X (drum)?');
  });

  it('still searches a part number said with a part word', async () => {
    const r = await step(initialState, { type: 'text', text: 'drum 10600001' }, demo.tools);
    expect(r.messages.some((m) => m.kind === 'part-cards' && m.data.route.includes('/measure'))).toBe(false);
  });
});

describe('a rim size beside a hub', () => {
  it.each(['trailer hub 22.5 steel', 'trailer hub 22.5'])(
    '%j asks the trailer hub questions, the wheel words kept, no standout measured',
    async (text) => {
      const r = await step(initialState, { type: 'text', text }, demo.tools);
      expect(textOf(r.messages)).not.toMatch(/standout|Nearest hubs|No hub fits/);
      const read = r.messages.find((m) => m.kind === 'read-values');
      expect(read?.kind === 'read-values' ? read.data.items.map((i) => i.label) : []).toContain('Trailer');
      const asked = r.messages.find((m) => m.kind === 'question');
      const labels = asked?.kind === 'question' ? asked.data.options.map((o) => o.label) : [];
      expect(labels.length).toBeGreaterThan(0);
      expect(labels.filter((l) => l.startsWith('Truck'))).toEqual([]);
    },
  );
});

describe('measuring offered where the chat flows start', () => {
  const chipsOf = (messages: EngineMessage[]) =>
    messages.flatMap((m) => (m.kind === 'chips' ? m.data.chips : []));

  it.each([
    ['brake drums', 'drum'],
    ['brake rotor', 'rotor'],
    ['studs', 'stud'],
    ['hubs', 'hub'],
  ] as const)('%s offers measuring the %s; its example is read and finds parts', async (words, kind) => {
    const start = await step(initialState, { type: 'text', text: words }, demo.tools);
    const chip = chipsOf(start.messages).find((c) => c.label === `No number? Measure the ${kind}`);
    expect(chip?.text).toBe(`measure a ${kind}`);

    const how = await step(start.state, { type: 'text', text: chip?.text ?? '' }, demo.tools);
    // the question the flow asked stays open beside the help
    expect(how.state.pending).toEqual(start.state.pending);
    const info = how.messages.find((m) => m.kind === 'outcome');
    expect(info?.kind === 'outcome' && info.data.links[0]?.to).toBe(MEASURE_PAGES[kind].page);
    expect(info?.kind === 'outcome' && info.data.paragraphs.join(' ')).toContain(MEASURE_EXAMPLES[kind]);
    const tryIt = chipsOf(how.messages)[0];
    expect(tryIt?.text).toBe(MEASURE_EXAMPLES[kind]);

    const fit = await step(how.state, { type: 'text', text: MEASURE_EXAMPLES[kind] }, demo.tools);
    const cards = partCards(fit.messages);
    expect(cards.route.startsWith(MEASURE_PAGES[kind].page)).toBe(true);
    expect(cards.title).not.toMatch(/^Nearest/);
    expect(readMeasure(MEASURE_EXAMPLES[kind])?.measurements.length).toBeGreaterThan(1);
  });

  it.each(['measure a drum', 'How do I measure the rotor?', 'measure my hub', 'measure studs'])(
    'reads %j as how to measure',
    (text) => {
      expect(readMeasureHow(text)).not.toBeNull();
    },
  );

  it.each(['measure', 'measure 16.5 by 7', 'drum measure pilot 8.78'])(
    'leaves %j to the other readers',
    (text) => {
      expect(readMeasureHow(text)).toBeNull();
    },
  );
});
