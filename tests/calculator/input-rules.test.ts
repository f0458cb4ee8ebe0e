// The calculator pages check their forms without zod (input-rules.ts, issue 17: zod stays off their first
// load); the ways in check with the zod rules of inputs.ts. Both must give the same answer and message
// for anything a visitor or a hostile client can send.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkNumber, LIMITS, numberText } from '../../tools/engine/shared/calculator/input-rules.ts';
import { FIELD_RULES, Hours, Money, Percent } from '../../tools/engine/shared/calculator/inputs.ts';
import { formatHours, formatPercent } from '../../tools/engine/shared/calculator/results.ts';
import { CALCULATOR_STEPS, parseStep } from '../../tools/engine/shared/calculator/step-paths.ts';
import {
  CalculatorStep,
  checkStep,
  stepSchema,
  stepsOf,
} from '../../tools/engine/shared/calculator/steps.ts';

/** The zod rule's answer in the shape of checkNumber's. */
function viaZod(rule: typeof Money, input: unknown) {
  const parsed = rule.safeParse(input);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message };
}

const input = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    ' 12 ',
    '1e3',
    '0x10',
    '-0',
    '1,5',
    '12,50',
    '1.234,56',
    '1,250',
    '1,250.75',
    '1,000,001',
    '12,5000',
    'NaN',
    'Infinity',
    '-1',
    '1000000',
    '1000000.01',
    '$45',
    '20%',
    '1 200',
    '1\u00a0200',
    '-$5',
    '$-5',
    '-$-5',
    '$12,50',
    '0b11',
    '1e-7',
    '.5',
    '$',
  ),
  fc.double(),
  fc.integer({ min: -2_000_000, max: 2_000_000 }).map(String),
  fc.constantFrom(undefined, null, true, {}, [], Number.NaN, Number.POSITIVE_INFINITY, -0),
);

describe('commas in a sum', () => {
  it('group thousands, and a decimal comma is refused rather than read as 100 times the sum', () => {
    expect(checkNumber('1,250', LIMITS.money)).toEqual({ ok: true, value: 1250 });
    expect(checkNumber('1,250.50', LIMITS.money)).toEqual({ ok: true, value: 1250.5 });
    for (const text of ['12,50', '1.234,56', '0,5'])
      expect(checkNumber(text, LIMITS.money)).toEqual({
        ok: false,
        message: 'Use a point for cents, e.g. 12.50',
      });
    expect(checkNumber('12,5000', LIMITS.money)).toEqual({ ok: false, message: 'Enter a number' });
    // hours and percents have no cents: their decimal comma is told as a decimal point
    for (const max of [LIMITS.hours, LIMITS.percent])
      expect(checkNumber('2,5', max)).toEqual({ ok: false, message: 'Use a point for decimals, e.g. 2.5' });
    expect(FIELD_RULES.rebuildHours.safeParse('2,5').error?.issues[0]?.message).toBe(
      'Use a point for decimals, e.g. 2.5',
    );
  });
});

describe('a sum as people type it', () => {
  it('takes a dollar or percent mark and thousands grouped by spaces', () => {
    for (const [text, value] of [
      ['$45', 45],
      ['$ 1,250.50', 1250.5],
      ['20%', 20],
      [' 12.5 % ', 12.5],
      ['1 200', 1200],
      ['1\u202f200.75', 1200.75],
      ['.5', 0.5],
      ['+3', 3],
    ] as const)
      expect(checkNumber(text, LIMITS.money), text).toEqual({ ok: true, value });
    for (const text of ['-$5', '$-5', '\u22124'])
      expect(checkNumber(text, LIMITS.money), text).toEqual({ ok: false, message: 'Must be 0 or more' });
    expect(checkNumber('$12,50', LIMITS.money)).toEqual({
      ok: false,
      message: 'Use a point for cents, e.g. 12.50',
    });
  });

  it("refuses JavaScript's number syntax: exponents, hex, binary, octal, Infinity", () => {
    for (const text of [
      '1e5',
      '1e-7',
      '0x1F',
      '0b11',
      '0o7',
      'Infinity',
      '12 50',
      '1 2345',
      '$',
      '%',
      '-$-5',
    ])
      expect(checkNumber(text, LIMITS.money), text).toEqual({ ok: false, message: 'Enter a number' });
  });

  it('writes a stored value back as text the form reads as the same number, never in exponent form', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: LIMITS.money, noNaN: true }), (v) => {
        const text = numberText(v);
        expect(text).not.toMatch(/e/i);
        const back = checkNumber(text, LIMITS.money);
        expect(back.ok).toBe(true);
        if (back.ok) expect(Math.abs(back.value - v)).toBeLessThanOrEqual(1e-12 * Math.max(1, v));
      }),
      { numRuns: 2000 },
    );
    expect(formatHours(0.0000001)).toBe('0.0000001 hours');
    expect(formatHours(1000)).toBe('1,000 hours');
    expect(formatPercent(12.5)).toBe('12.5%');
  });
});

describe('calculator input rules without zod', () => {
  it('answer every input as the zod rules do, message included', () => {
    const rules = [
      [LIMITS.money, Money],
      [LIMITS.hours, Hours],
      [LIMITS.percent, Percent],
    ] as const;
    for (const [max, rule] of rules)
      fc.assert(
        fc.property(input, (v) => {
          expect(checkNumber(v, max)).toEqual(viaZod(rule, v));
        }),
        { numRuns: 2000 },
      );
  });

  it('check a step form as its zod schema does', () => {
    for (const choice of [0, 1] as const)
      for (const step of stepsOf(choice))
        fc.assert(
          fc.property(fc.dictionary(fc.constantFrom(...Object.keys(FIELD_RULES)), input), (values) => {
            const zod = stepSchema(choice, step).safeParse(values);
            const plain = checkStep(choice, step, values);
            if (zod.success) expect(plain).toEqual({ ok: true, values: zod.data });
            else
              expect(plain).toEqual({
                ok: false,
                errors: Object.fromEntries(zod.error.issues.map((i) => [String(i.path[0]), i.message])),
              });
          }),
          { numRuns: 200 },
        );
  });

  it('parse a route segment as the step enum does', () => {
    for (const segment of [
      ...CALCULATOR_STEPS,
      '',
      'Results',
      'results ',
      '__proto__',
      'constructor',
      'x'.repeat(10_000),
    ])
      expect(parseStep(segment)).toBe(CalculatorStep.safeParse(segment).data ?? null);
  });
});
