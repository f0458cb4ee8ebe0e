// The parts-flow rules, one test per rule, on a small fake drum/rotor/stud catalog.
import { describe, expect, it } from 'vitest';
import type { FilterValue } from '../../tools/catalog/facets.ts';
import {
  brakeTypeLines,
  choose,
  chooseAnswer,
  DISCONTINUED_ROTOR,
  discontinuedMessage,
  discontinuedRotor,
  type FetchValues,
  type FlowCategory,
  firstQuestion,
  flowQuestion,
  formatPairs,
  malformedPairs,
  NOT_SURE,
  nextFilter,
  parsePairs,
  resolveStep,
  resultsOf,
  rotorKitAxle,
  rotorNotes,
  splinedMessage,
  splinedOutcome,
  trailerNotice,
  U_SECTION_NOTE,
  usableStuds,
  valueLabel,
} from '../../tools/engine/parts-flow/index.ts';
import { dataPartSchemas } from '../../tools/engine/shared/messages.ts';
import { TEXT } from '../../tools/engine/shared/texts.ts';
import { filterValue } from '../support/fake-hub-catalog.ts';

const cat = (code: string, role: FlowCategory['Role'] = 'question', inch = false): FlowCategory => ({
  QueryParameterName: code,
  Name: code,
  Role: role,
  MatchByInch: inch,
});

const DRUM: FlowCategory[] = [
  cat('axpos'),
  cat('tmake'),
  cat('holes'),
  cat('pidia', 'question', true),
  cat('brnum', 'result'),
];
const CASTING: FlowCategory[] = [
  cat('ctnum', 'attribute'),
  cat('holes'),
  cat('pidia', 'question', true),
  cat('brnum', 'result'),
];

const value = (Id: number, Name = String(Id), Inch: number | null = null): FilterValue =>
  filterValue({ Id, Name, Inch, Inches: Inch === null ? null : Inch.toFixed(2) });

/** A fetcher over fixed answers per filter, recording what it was asked. */
function fakeValues(table: Record<string, FilterValue[]>) {
  const asked: string[] = [];
  const fetch: FetchValues = async (code, pairs) => {
    asked.push(`${code}?${formatPairs(pairs)}`);
    return table[code] ?? [];
  };
  return { fetch, asked };
}

describe('values accumulate as name=value pairs', () => {
  it('parses and formats pairs in the order chosen, dropping malformed ones', () => {
    const pairs = parsePairs('axpos=1&holes=10&bad&x=1&pidia=8.78&tmake=<b>');
    expect(pairs).toEqual({ axpos: '1', holes: '10', pidia: '8.78' });
    expect(formatPairs(pairs)).toBe('axpos=1&holes=10&pidia=8.78');
  });

  it('keeps apart the pairs of a good name whose value no answer has, to name them back', () => {
    const long = 'x'.repeat(41);
    expect(malformedPairs(`axpos=1&holes=ten&bad&x=1&tmake=<b>&pidia=${long}&a=b=c`)).toEqual({
      holes: 'ten',
      tmake: '<b>',
    });
    const many = Array.from(
      { length: 60 },
      (_, i) => `c${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}=z`,
    );
    expect(Object.keys(malformedPairs(many.join('&')))).toHaveLength(40);
  });

  it('appends each choice to the pairs, the inch value for inch filters', () => {
    const step = choose(DRUM, { axpos: '1' }, 'pidia', value(3, '8.78"', 8.78));
    expect(step).toEqual({ kind: 'next', pairs: { axpos: '1', pidia: '8.78' }, next: 'tmake' });
  });
});

describe('each choice advances to the next category in order, wrapping to the first', () => {
  it('goes to the next unanswered question after the one answered', () => {
    expect(nextFilter(DRUM, { axpos: '1' }, 'axpos')).toBe('tmake');
    expect(nextFilter(DRUM, { axpos: '1', tmake: '2' }, 'tmake')).toBe('holes');
  });

  it('wraps to the first unanswered question when entered part-way', () => {
    expect(nextFilter(DRUM, { holes: '10', pidia: '8.78' }, 'pidia')).toBe('axpos');
  });

  it('ends at the result filter (drum and rotor casting: brnum) when every question is answered', () => {
    expect(nextFilter(DRUM, { axpos: '1', tmake: '2', holes: '10', pidia: '8.78' }, 'pidia')).toBe('brnum');
    expect(nextFilter(CASTING, { ctnum: '10420001', holes: '10', pidia: '8.78' }, 'pidia')).toBe('brnum');
  });

  it('starts at the first question, skipping attribute filters (casting number, stud flow first filter)', () => {
    expect(firstQuestion(CASTING)).toBe('holes');
    expect(firstQuestion([cat('stldp'), cat('stdia'), cat('sdnum', 'result')])).toBe('stldp');
  });

  it('ends the hub casting flow at hanum', () => {
    expect(
      nextFilter([cat('hcnum', 'attribute'), cat('hamnt'), cat('hanum', 'result')], { hamnt: '1' }, 'hamnt'),
    ).toBe('hanum');
  });
});

describe('single-value categories are auto-applied', () => {
  it('answers a one-value filter by itself and asks the next one that offers a choice', async () => {
    const { fetch } = fakeValues({ tmake: [value(4, 'Kenworth')], holes: [value(10), value(8)] });
    const step = await resolveStep(DRUM, { axpos: '1' }, 'tmake', fetch);
    expect(step).toMatchObject({ kind: 'question', code: 'holes', pairs: { axpos: '1', tmake: '4' } });
    if (step.kind !== 'question') throw new Error(step.kind);
    expect(step.autoApplied).toEqual(['tmake']);
  });

  it('asks the first open question for a code that is no filter of the flow, not the result filter', async () => {
    const { fetch } = fakeValues({ tmake: [value(4, 'Kenworth'), value(5, 'Mack')] });
    const step = await resolveStep(DRUM, { axpos: '1' }, 'zzz', fetch);
    expect(step).toMatchObject({ kind: 'question', code: 'tmake', pairs: { axpos: '1' } });
  });

  it('finds nothing to ask or show in a catalog without the flow (nothing imported yet)', async () => {
    const { fetch, asked } = fakeValues({});
    expect(await resolveStep([], {}, null, fetch)).toEqual({ kind: 'empty' });
    expect(await resolveStep([], { axpos: '1' }, 'holes', fetch)).toEqual({ kind: 'empty' });
    expect(asked).toEqual([]);
  });

  it('skips a filter with no values without answering it, and shows results when nothing is left', async () => {
    const { fetch, asked } = fakeValues({ tmake: [], holes: [value(10)], pidia: [value(1, '8.78"', 8.78)] });
    const step = await resolveStep(DRUM, { axpos: '3' }, 'tmake', fetch);
    expect(step).toEqual({
      kind: 'result',
      code: 'brnum',
      pairs: { axpos: '3', holes: '10', pidia: '8.78' },
      autoApplied: ['holes', 'pidia'],
    });
    expect(asked).toEqual(['tmake?axpos=3', 'holes?axpos=3', 'pidia?axpos=3&holes=10']);
  });

  it('with counts, takes one value only when every part left has it; else passes it over unanswered', async () => {
    const counted =
      (matching: number, values: FilterValue[]): FetchValues =>
      async (code) =>
        code === 'tmake'
          ? { Results: values, Matching: matching }
          : { Results: [value(10), value(8)], Matching: 9 };
    const all = await resolveStep(
      DRUM,
      { axpos: '1' },
      'tmake',
      counted(9, [{ ...value(4, 'Kenworth'), Count: 9 }]),
    );
    expect(all).toMatchObject({
      kind: 'question',
      code: 'holes',
      pairs: { axpos: '1', tmake: '4' },
      matching: 9,
    });
    // 3 of the 9 drums have no truck make: taking Kenworth would drop them unseen
    const some = await resolveStep(
      DRUM,
      { axpos: '1' },
      'tmake',
      counted(9, [{ ...value(4, 'Kenworth'), Count: 6 }]),
    );
    expect(some).toMatchObject({ kind: 'question', code: 'holes', pairs: { axpos: '1' }, autoApplied: [] });
  });

  it("'Not sure' (answer 0) answers the question, so the flow moves on and never asks it again", () => {
    expect(chooseAnswer(DRUM, { axpos: '1' }, 'tmake', NOT_SURE)).toEqual({
      kind: 'next',
      pairs: { axpos: '1', tmake: '0' },
      next: 'holes',
    });
    expect(nextFilter(DRUM, { axpos: '0', tmake: '0', holes: '0', pidia: '0' }, 'pidia')).toBe('brnum');
  });
});

describe('splined rotor (type 6)', () => {
  const ROTOR = [cat('axpos'), cat('brtyp'), cat('bsdia', 'question', true), cat('brnum', 'result')];

  it('choosing rotor type 6 ends in the splined message instead of the next question', () => {
    expect(choose(ROTOR, { axpos: '3' }, 'brtyp', value(6, 'Splined'))).toEqual({
      kind: 'splined',
      pairs: { axpos: '3', brtyp: '6' },
    });
    expect(choose(ROTOR, { axpos: '3' }, 'brtyp', value(3, 'Flat')).kind).toBe('next');
  });

  it('an auto-applied splined type also ends in the splined message', async () => {
    const { fetch } = fakeValues({ brtyp: [value(6, 'Splined')] });
    expect((await resolveStep(ROTOR, { axpos: '3' }, 'brtyp', fetch)).kind).toBe('splined');
  });

  it('says replacement rotors are not offered and offers the hub search set from the axle position', () => {
    const front = splinedOutcome({ axpos: '1' });
    expect(front.message).toBe(TEXT.splined);
    expect(front.hubPairs).toEqual({ tcomp: '1', brkty: '2' });
    expect(splinedOutcome({ axpos: '2' }).hubPairs).toEqual({ tcomp: '1', brkty: '1' });
    expect(splinedOutcome({ axpos: '3' }).route).toBe('/hub/filters/tcomp=2&brkty=2');
  });
});

describe('discontinued rotor', () => {
  it('rotor 10009970 is discontinued with a customer service link', () => {
    const out = discontinuedRotor(DISCONTINUED_ROTOR);
    expect(out.title).toBe('Sorry, the 10009970 rotor has been discontinued.');
    expect(out.body).toBe('A new hub/rotor assembly will be required.');
    expect(out.link.kind).toBe('customer-service');
  });
  it('any other rotor without summaries links to the replacement hub/rotor search', () => {
    expect(discontinuedRotor('12345678').link).toEqual({
      label: 'Search for Replacement Hub/Rotor',
      to: '/hub/truck-type',
      kind: 'hub-search',
    });
  });
});

describe('rotor notes', () => {
  const base = { BrakeRotorTypeId: 2, Notes: [] as string[] };
  it('U-section rotors are not for aluminum hubs, except 10020109', () => {
    expect(rotorNotes({ ...base, BrakeRotorNumber: '10500001', BrakeRotorTypeId: 1 })).toEqual([
      U_SECTION_NOTE,
    ]);
    expect(
      rotorNotes({ ...base, BrakeRotorNumber: '10020109', BrakeRotorTypeId: 1, Notes: [U_SECTION_NOTE] }),
    ).toEqual([]);
  });
  it('kits name the kit they replace; stud-kit rotors and coated rotors say so', () => {
    expect(rotorNotes({ ...base, BrakeRotorNumber: '10500002', ReplacesKitNumber: '10041215' })).toEqual([
      'Replaces kit 10041215.',
    ]);
    expect(rotorNotes({ ...base, BrakeRotorNumber: '10087485', StudKitNumber: '10086580' })).toEqual([
      'Remove the existing rotor studs and use the studs in kit 10086580.',
    ]);
    expect(
      rotorNotes({
        ...base,
        BrakeRotorNumber: '10119183',
        CoatedVersionOf: '10083733',
        Notes: ['Coated version of rotor 10083733.'],
      }),
    ).toEqual(['Coated version of rotor 10083733.']);
  });
  it('labels the FF steer and R drive kits', () => {
    expect(rotorKitAxle('10087663')).toBe('For FF Steer Axle');
    expect(rotorKitAxle('10087735')).toBe('For R Drive Axle');
    expect(rotorKitAxle('10510001', 'Trailer')).toBe('For Trailer Axle');
  });
});

describe('empty answers', () => {
  it('drum and rotor results with ZERO_RESULTS are empty', () => {
    expect(resultsOf({ Status: 'ZERO_RESULTS', Results: [{ a: 1 }] })).toEqual([]);
    expect(resultsOf({ Status: 'OK', Results: [{ a: 1 }] })).toEqual([{ a: 1 }]);
    expect(resultsOf(null)).toEqual([]);
  });
  it("short studs are used only when the status is 'ok' and the list is not empty", () => {
    expect(usableStuds({ Status: 'OK', Results: [1] })).toEqual([1]);
    expect(usableStuds({ Status: 'ok', Results: [1] })).toEqual([1]);
    expect(usableStuds({ Status: 'OK', Results: [] })).toBeNull();
    expect(usableStuds({ Status: 'ZERO_RESULTS', Results: [1] })).toBeNull();
  });
});

describe('labels', () => {
  it('rotor diameters in inch and mm by 25.4, 16.9 rounded up', () => {
    expect(valueLabel('rotor', 'bsdia', value(2, '16.93"', 16.93)).label).toBe('⌀ 16.9 inch [430 mm]');
    expect(valueLabel('rotor', 'bsdia', value(1, '15.35"', 15.35)).label).toBe('⌀ 15.4 inch [390 mm]');
  });
  it('stud dimensions in mm by 24.5', () => {
    expect(valueLabel('stud', 'dimA', value(1, '2.00"', 2)).label).toBe('2 inch [49 mm]');
  });
  it('the 8.78 inch drum pilot is marked most common', () => {
    expect(valueLabel('drum', 'pidia', value(1, '8.78"', 8.78))).toEqual({
      label: '⌀ 8.78 inch',
      note: 'Most common',
    });
    expect(valueLabel('drum', 'pidia', value(2, '8.72"', 8.72)).note).toBeUndefined();
  });
  it('trailer rotors get the 430 mm notice', () => {
    expect(trailerNotice('rotor', 'bsdia', { axpos: '3' })).toBe(TEXT.trailerRotorSize);
    expect(trailerNotice('rotor', 'bsdia', { axpos: '1' })).toBeNull();
  });
  it('a drum brake type of 21 characters or more splits at the first space', () => {
    expect(brakeTypeLines('Standard Cast')).toEqual(['Standard Cast']);
    expect(brakeTypeLines('Centrifuse Composite Drum')).toEqual(['Centrifuse', 'Composite Drum']);
  });
});

describe('parts flows as chat messages', () => {
  const ROTOR = [cat('axpos'), cat('brtyp'), cat('bsdia', 'question', true), cat('brnum', 'result')];

  it('a question carries the answers to send back, the labels of the page and the page route', () => {
    const step = {
      kind: 'question' as const,
      code: 'bsdia',
      values: [value(1, '15.35"', 15.35), value(2, '16.93"', 16.93)],
      pairs: { axpos: '3', brtyp: '3' },
      autoApplied: [],
      matching: null,
    };
    const q = dataPartSchemas.question.parse(flowQuestion('rotor', step, ROTOR, 'q1'));
    expect(q.options.map((o) => [o.label, o.value])).toEqual([
      ['⌀ 15.4 inch [390 mm]', '15.35'],
      ['⌀ 16.9 inch [430 mm]', '16.93'],
      ['Not sure', '0'],
    ]);
    expect(q.intro).toEqual([TEXT.trailerRotorSize]);
    expect(q.route).toBe('/hub/replacement-rotor/filter/bsdia/axpos=3&brtyp=3');
    expect(chooseAnswer(ROTOR, step.pairs, 'bsdia', '16.93')).toEqual({
      kind: 'next',
      pairs: { axpos: '3', brtyp: '3', bsdia: '16.93' },
      next: 'brnum',
    });
    expect(chooseAnswer(ROTOR, { axpos: '3' }, 'brtyp', '6').kind).toBe('splined');
  });

  it('splined and discontinued outcomes name their pages and links', () => {
    const splined = dataPartSchemas.outcome.parse(splinedMessage('rotor', { axpos: '3', brtyp: '6' }));
    expect(splined.links).toEqual([
      { label: 'Search Replacement Hub/Rotor Assemblies', to: '/hub/filters/tcomp=2&brkty=2' },
    ]);
    expect(splined.route).toBe('/hub/replacement-rotor/filter/brnum/axpos=3&brtyp=6');
    const gone = dataPartSchemas.outcome.parse(discontinuedMessage('10009970', 12));
    expect(gone.title).toBe('Sorry, the 10009970 rotor has been discontinued.');
    expect(gone.links[0]?.to).toMatch(/^tel:\+1800/);
  });
});
