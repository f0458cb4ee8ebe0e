// The calculator pages check their forms without zod (input-rules.ts, issue 17: zod stays off their first
// load); the ways in check with the zod rules of inputs.ts. Both must give the same answer and message
// for anything a visitor or a hostile client can send.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkNumber, LIMITS } from '../../tools/engine/shared/calculator/input-rules.ts';
import { FIELD_RULES, Hours, Money, Percent } from '../../tools/engine/shared/calculator/inputs.ts';
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
