// What a calculator address opens (readCalculatorAddress): the page draws it and the server answers 404 for
// exactly the addresses the page shows its 404 for, so the two cannot disagree.
import { describe, expect, it } from 'vitest';
import { readCalculatorAddress } from '../../tools/engine/shared/calculator/step-paths.ts';

describe('readCalculatorAddress', () => {
  it("opens the spec's steps, and each calculator's own steps at its own address", () => {
    expect(readCalculatorAddress({ step: 'labor-costs' })).toEqual({
      kind: 'step',
      step: 'labor-costs',
      choice: null,
    });
    expect(readCalculatorAddress({ calculator: 'preset-vs-conventional', step: 'margin-parts' })).toEqual({
      kind: 'step',
      step: 'margin-parts',
      choice: 1,
    });
    expect(readCalculatorAddress({ calculator: 'rebuild-vs-replace', step: 'results' })).toEqual({
      kind: 'step',
      step: 'results',
      choice: 0,
    });
  });

  it("starts a calculator named alone, and sends a calculator's chooser to the chooser's own address", () => {
    expect(readCalculatorAddress({ step: 'rebuild-vs-replace' })).toEqual({ kind: 'start', choice: 0 });
    expect(
      readCalculatorAddress({ calculator: 'preset-vs-conventional', step: 'choose-calculator' }),
    ).toEqual({
      kind: 'chooser',
    });
  });

  it('is the 404 for an unknown step or calculator, and for a step the named calculator does not have', () => {
    expect(readCalculatorAddress({ step: 'nope' })).toEqual({ kind: 'not-found', choice: null });
    expect(readCalculatorAddress({ calculator: 'nope', step: 'register' })).toEqual({
      kind: 'not-found',
      choice: null,
    });
    // the parts markup belongs to the PreSet vs. Conventional calculator only
    expect(readCalculatorAddress({ calculator: 'rebuild-vs-replace', step: 'margin-parts' })).toEqual({
      kind: 'not-found',
      choice: 0,
    });
    for (const step of ['', 'REGISTER', 'register/', '<b>register</b>', 'register\u0000', 'x'.repeat(5000)])
      expect(readCalculatorAddress({ step }).kind).toBe('not-found');
  });
});
