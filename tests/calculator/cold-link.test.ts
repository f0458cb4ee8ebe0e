// The register step's sentence about a step link opened cold: it stays while the calculator the link is to
// has not been started on this device, whatever guest session the step has made meanwhile, and never
// names anything but a known step (the history entry's state is anyone's to write).
import { describe, expect, it } from 'vitest';
import { coldLinkStep } from '../../tools/engine/shared/calculator/step-paths.ts';

describe('coldLinkStep', () => {
  it('names the linked step before there is a session and while the guest session holds no calculator', () => {
    expect(coldLinkStep('labor-costs', 1, undefined)).toBe('labor-costs');
    expect(coldLinkStep('labor-costs', 1, null)).toBe('labor-costs');
  });

  it('names it while the session holds the other calculator', () => {
    expect(coldLinkStep('downtime-costs', 0, 1)).toBe('downtime-costs');
  });

  it('is over once this calculator was started (Back to register after Start)', () => {
    expect(coldLinkStep('labor-costs', 1, 1)).toBeNull();
    expect(coldLinkStep('downtime-costs', 0, 0)).toBeNull();
  });

  it('names only a known step', () => {
    for (const linked of [
      undefined,
      null,
      '',
      'results?x',
      '<b>labor-costs</b>',
      3,
      { step: 'labor-costs' },
    ]) {
      expect(coldLinkStep(linked, 1, null)).toBeNull();
    }
  });
});
