// The result sentence: which option saves, how much, against what, per hub; both directions and a tie.
import { describe, expect, it } from 'vitest';
import { completeInputs, type InputField } from '../../tools/engine/shared/calculator/inputs.ts';
import { computeResults } from '../../tools/engine/shared/calculator/results.ts';
import { resultSentence, savingsLabel } from '../../tools/engine/shared/calculator/sentence.ts';
import { FORMULA_INPUTS } from '../support/calculator-values.ts';

const base = FORMULA_INPUTS;

function results(choice: 0 | 1, values: Partial<Record<InputField, number>> = {}) {
  const done = completeInputs(choice, { ...base, ...values });
  if (!done.ok) throw new Error('incomplete');
  return computeResults(done.inputs);
}

describe('Replace calculator sentence', () => {
  it('says replacing saves, per hub, against rebuilding', () => {
    // rebuild 110 + 200 + 200 = 510; replace 230 + 100 + 100 = 430
    expect(resultSentence(results(0, { replacementHubCostV: 200 }))).toBe(
      'Replacing saves $80.00 per hub compared with rebuilding, downtime included.',
    );
  });

  it('says rebuilding saves when replacing costs more (the spec savings figure stays 0)', () => {
    const r = results(0); // rebuild 510; replace 430 + 100 + 100 = 630
    expect(r.savings).toBe(0);
    expect(resultSentence(r)).toBe(
      'Rebuilding saves $120.00 per hub compared with replacing, downtime included.',
    );
  });

  it('says both cost the same on a tie', () => {
    expect(resultSentence(results(0, { replacementHubCostV: 280 }))).toBe(
      'Replacing and rebuilding cost the same per hub: $510.00 each, downtime included.',
    );
  });

  it('leaves out downtime when there is none', () => {
    // rebuild 110 + 200 = 310; replace 130 + 100 = 230
    expect(resultSentence(results(0, { replacementHubCostV: 100, downtimeCosts: 0 }))).toBe(
      'Replacing saves $80.00 per hub compared with rebuilding.',
    );
  });
});

describe('PreSet vs. Conventional sentence', () => {
  it('names the PreSet hub and the conventional hub, per hub', () => {
    // conventional 360 + 200 + 200 = 760; PreSet 430 + 100 + 100 = 630
    expect(resultSentence(results(1))).toBe(
      'A PreSet hub saves $130.00 per hub compared with a conventional hub, downtime included.',
    );
  });

  it('says the conventional hub saves when the PreSet hub costs more', () => {
    expect(resultSentence(results(1, { replacementHubCostV: 600, downtimeCosts: 0 }))).toBe(
      'A conventional hub saves $170.00 per hub compared with a PreSet hub.',
    );
  });

  it('compares repair costs only, before downtime, on the cost-comparison step', () => {
    expect(resultSentence(results(1), 'repair')).toBe(
      'A PreSet hub saves $30.00 per hub compared with a conventional hub.',
    );
  });

  it('says both cost the same on a tie', () => {
    expect(resultSentence(results(1, { replacementHubCostV: 530 }))).toBe(
      'A PreSet hub and a conventional hub cost the same per hub: $760.00 each, downtime included.',
    );
  });
});

describe('the savings figure beside the sentence', () => {
  it('is named for the side it counts, so a 0 under "Rebuilding saves …" does not contradict it', () => {
    const r = results(0);
    expect(r.savings).toBe(0);
    expect(`${savingsLabel(r.chooseCalculator)}: $0.00`).toBe('Savings by replacing: $0.00');
    expect(savingsLabel(results(1).chooseCalculator)).toBe('Savings with a PreSet hub');
    expect(savingsLabel(results(1).chooseCalculator, 'repair')).toBe('Repair savings with a PreSet hub');
  });
});
