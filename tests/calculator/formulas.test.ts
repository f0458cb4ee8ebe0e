// The calculator's pure functions: defaults, validation, formulas (against an exact integer oracle), steps.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeInputs, defaultsFor, type InputField } from '../../tools/engine/shared/calculator/inputs.ts';
import { headerText } from '../../tools/engine/shared/calculator/kinds.ts';
import { computeResults, formatMoney, toCents } from '../../tools/engine/shared/calculator/results.ts';
import {
  nextStep,
  parseStep,
  previousStep,
  stepFields,
  stepSchema,
  stepsOf,
} from '../../tools/engine/shared/calculator/steps.ts';
import { FORMULA_INPUTS } from '../support/calculator-values.ts';

const base = FORMULA_INPUTS;

function inputs(choice: 0 | 1, values: Partial<Record<InputField, unknown>>) {
  const done = completeInputs(choice, values);
  if (!done.ok) throw new Error(`incomplete: ${JSON.stringify(done)}`);
  return done.inputs;
}

describe('defaults and forced values', () => {
  it('rebuild hours default to 2 for PreSet vs Conventional and 3 for the Replace calculator', () => {
    expect(defaultsFor(1).rebuildHours).toBe(2);
    expect(defaultsFor(0).rebuildHours).toBe(3);
    expect(defaultsFor(0).replaceHours).toBe(1);
    expect(defaultsFor(1).replaceHours).toBe(1);
    expect(defaultsFor(0).manualSpindleNutCost).toBe(0);
  });

  it('forces billable rate and hub cost to 0 in the Replace calculator, whatever was stored', () => {
    const i = inputs(0, { ...base, billableLaborRate: 999, hubCost: 999 });
    expect(i.billableLaborRate).toBe(0);
    expect(i.hubCost).toBe(0);
    expect(inputs(1, base).hubCost).toBe(250);
  });

  it('fills defaults for hours and the manual nut when they were not entered', () => {
    const { rebuildHours, replaceHours, manualSpindleNutCost, ...rest } = base;
    const i = inputs(1, rest);
    expect([i.rebuildHours, i.replaceHours, i.manualSpindleNutCost]).toEqual([2, 1, 0]);
  });

  it('names the fields still missing', () => {
    const done = completeInputs(1, { laborRate: 10 });
    expect(done.ok).toBe(false);
    if (!done.ok) expect(done.missing).toContain('replacementHubCostV');
    if (!done.ok) expect(done.missing).not.toContain('rebuildHours');
  });
});

describe('step forms', () => {
  it('require numbers, accept decimal hours and reject negatives', () => {
    const labor = stepSchema(1, 'labor-costs');
    expect(
      labor.safeParse({ laborRate: '95.50', billableLaborRate: 120, rebuildHours: '2.5', replaceHours: 1 })
        .success,
    ).toBe(true);
    const empty = labor.safeParse({
      laborRate: '',
      billableLaborRate: 120,
      rebuildHours: 2,
      replaceHours: 1,
    });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe('Required');
    const text = labor.safeParse({
      laborRate: 'abc',
      billableLaborRate: 1,
      rebuildHours: 2,
      replaceHours: 1,
    });
    expect(text.error?.issues[0]?.message).toBe('Enter a number');
    expect(stepSchema(1, 'margin-parts').safeParse({ partsMargin: -1 }).success).toBe(false);
    expect(stepSchema(1, 'downtime-costs').safeParse({ downtimeCosts: -0.01 }).success).toBe(false);
    expect(stepSchema(1, 'downtime-costs').safeParse({ downtimeCosts: 0 }).success).toBe(true);
  });

  it('do not ask for forced values: no hub cost or billable rate in the Replace calculator', () => {
    expect(stepFields(0, 'rebuild-costs').map((f) => f.name)).not.toContain('hubCost');
    expect(stepFields(1, 'rebuild-costs').map((f) => f.name)).toContain('hubCost');
    expect(stepFields(0, 'labor-costs').map((f) => f.name)).not.toContain('billableLaborRate');
  });
});

describe('results', () => {
  it('computes the PreSet vs Conventional example by hand', () => {
    const r = computeResults(inputs(1, base));
    // conventional: 250 + 80 + 20 + 10 = 360 parts, 100 x 2 = 200 labor, 100 x 2 = 200 downtime
    expect(r.rebuild).toMatchObject({ parts: 360, labor: 200, repairCost: 560, downtime: 200, total: 760 });
    // PreSet: 400 + 30 = 430 parts, 100 x 1 labor, 100 x 1 downtime
    expect(r.replace).toMatchObject({ parts: 430, labor: 100, repairCost: 530, downtime: 100, total: 630 });
    expect(r.savings).toBe(130);
    expect(r.repairSavings).toBe(30);
    // margins: 20% of parts; (150 - 100) x hours
    expect(r.rebuild.margin).toEqual({ parts: 72, labor: 100, total: 172 });
    expect(r.replace.margin).toEqual({ parts: 86, labor: 50, total: 136 });
    expect(r.benefits.map((b) => b.title)).toEqual([
      'Maximize Uptime',
      'Extended Warranty',
      'Simplified Process',
    ]);
  });

  it('never reports negative savings and has no margins in the Replace calculator', () => {
    const r = computeResults(inputs(0, { ...base, replacementHubCostV: 5000 }));
    expect(r.savings).toBe(0);
    expect(r.rebuild.margin).toBeNull();
    expect(r.rebuild.parts).toBe(110); // hub cost forced to 0
  });

  it('rounds money to 2 decimals', () => {
    const r = computeResults(inputs(0, { ...base, laborRate: 33.335, rebuildHours: 1.5, downtimeCosts: 0 }));
    expect(r.rebuild.labor).toBe(50.0);
    expect(toCents(1.005)).toBe(101);
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });
});

// Exact oracle: inputs as whole cents and hundredths of hours, products rounded half up in integers.
const div = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));
const divSigned = (a: number, b: number) => (a < 0 ? -div(-a, b) : div(a, b)) + 0; // no -0
const cents = fc.integer({ min: 0, max: 100_000_00 });
const hundredths = fc.integer({ min: 0, max: 50_00 });
const money = fc.double({ min: 0, max: 999, noNaN: true, noDefaultInfinity: true });

describe('properties over random inputs', () => {
  const arb = fc.record({
    choice: fc.constantFrom(0 as const, 1 as const),
    laborRate: cents,
    billableLaborRate: cents,
    rebuildHours: hundredths,
    replaceHours: hundredths,
    bearingSetCost: cents,
    wheelSealCost: cents,
    hubCost: cents,
    manualSpindleNutCost: cents,
    replacementHubCostV: cents,
    spindleNutCost: cents,
    partsMargin: fc.integer({ min: 0, max: 200 }),
    downtimeCosts: cents,
  });

  it('totals match the formulas and savings are never negative', () => {
    fc.assert(
      fc.property(arb, (v) => {
        const { choice, partsMargin, rebuildHours, replaceHours, ...money } = v;
        const dollars = Object.fromEntries(Object.entries(money).map(([k, c]) => [k, c / 100]));
        const r = computeResults(
          inputs(choice, {
            ...dollars,
            partsMargin,
            rebuildHours: rebuildHours / 100,
            replaceHours: replaceHours / 100,
          }),
        );
        const hub = choice === 1 ? v.hubCost : 0;
        const billable = choice === 1 ? v.billableLaborRate : 0;
        const rebuildParts = hub + v.bearingSetCost + v.wheelSealCost + v.manualSpindleNutCost;
        const replaceParts = v.replacementHubCostV + v.spindleNutCost;
        const rebuildTotal =
          rebuildParts + div(v.laborRate * rebuildHours, 100) + div(v.downtimeCosts * rebuildHours, 100);
        const replaceTotal =
          replaceParts + div(v.laborRate * replaceHours, 100) + div(v.downtimeCosts * replaceHours, 100);
        expect(Math.round(r.rebuild.total * 100)).toBe(rebuildTotal);
        expect(Math.round(r.replace.total * 100)).toBe(replaceTotal);
        expect(r.savings).toBeGreaterThanOrEqual(0);
        expect(Math.round(r.savings * 100)).toBe(Math.max(0, rebuildTotal - replaceTotal));
        if (choice === 1) {
          expect(Math.round((r.rebuild.margin?.parts ?? Number.NaN) * 100)).toBe(
            div(rebuildParts * partsMargin, 100),
          );
          expect(Math.round((r.replace.margin?.labor ?? Number.NaN) * 100)).toBe(
            divSigned((billable - v.laborRate) * replaceHours, 100),
          );
        } else {
          expect(r.replace.margin).toBeNull();
        }
      }),
      { numRuns: 500 },
    );
  });

  it('every money figure has at most 2 decimals', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(0 as const, 1 as const),
        fc.array(money, { minLength: 12, maxLength: 12 }),
        (choice, xs) => {
          const values = Object.fromEntries(Object.keys(base).map((k, i) => [k, xs[i]]));
          const r = computeResults(inputs(choice, values));
          for (const s of [r.rebuild, r.replace])
            for (const n of [s.parts, s.labor, s.downtime, s.total, s.repairCost])
              expect(Math.abs(n * 100 - Math.round(n * 100))).toBeLessThan(1e-6);
        },
      ),
    );
  });
});

describe('steps', () => {
  it('walks each calculator in order; margin-parts only in PreSet vs Conventional', () => {
    expect(stepsOf(0)).not.toContain('margin-parts');
    expect(nextStep(1, 'cost-comparison')).toBe('margin-parts');
    expect(nextStep(0, 'cost-comparison')).toBe('downtime-costs');
    expect(nextStep(1, 'register')).toBe('rebuild-costs');
    expect(nextStep(0, 'email')).toBe('confirmation');
    expect(nextStep(0, 'confirmation')).toBeNull();
    expect(previousStep(1, 'downtime-costs')).toBe('margin-parts');
    expect(previousStep(0, 'choose-calculator')).toBeNull();
  });

  it('rejects unknown steps and names the headers', () => {
    expect(parseStep('results')).toBe('results');
    expect(parseStep('nope')).toBeNull();
    expect(headerText(null)).toBe('Calculators');
    expect(headerText(1)).toBe('PreSet vs. Conventional Calculator');
    expect(headerText(0)).toBe('Replace Calculator');
  });
});
