// Display rules of part cards, each named after its rule.
import { describe, expect, it } from 'vitest';
import { inches2 } from '../../tools/engine/shared/display/format.ts';
import { drumBrakeTypeLines, rotorKitAxleLine, torqueText } from '../../tools/engine/shared/display/parts.ts';
import { gawrNoteSegments, gawrNoteText } from '../../tools/engine/shared/display/units.ts';

describe('part card display rules', () => {
  it('drum brake type under 21 characters stays on one line', () => {
    expect(drumBrakeTypeLines('Q Plus 16.5 x 7')).toEqual(['Q Plus 16.5 x 7']);
    expect(drumBrakeTypeLines('x'.repeat(20))).toEqual(['x'.repeat(20)]);
  });

  it('drum brake type of 21 characters or more splits at the first space', () => {
    expect(drumBrakeTypeLines('Outboard Mounted 16.5 x 7')).toEqual(['Outboard', 'Mounted 16.5 x 7']);
    expect(drumBrakeTypeLines('y'.repeat(25))).toEqual(['y'.repeat(25)]);
  });

  it('FF steer and R drive rotor kits are labelled by kit number', () => {
    expect(rotorKitAxleLine('10087734', null)).toBe('For FF Steer Axle');
    expect(rotorKitAxleLine('10086914', 'Trailer')).toBe('For R Drive Axle');
    expect(rotorKitAxleLine('10999999', 'Trailer')).toBe('For Trailer Axle');
    expect(rotorKitAxleLine(null, null)).toBeNull();
  });

  it("spindle nut torque text ends 'DO NOT BACK OFF SPINDLE NUT'", () => {
    expect(torqueText('Torque to 300 ft-lbs.')).toBe('Torque to 300 ft-lbs. DO NOT BACK OFF SPINDLE NUT');
    expect(torqueText('300 ft-lbs. DO NOT BACK OFF SPINDLE NUT')).toBe(
      '300 ft-lbs. DO NOT BACK OFF SPINDLE NUT',
    );
  });

  it("dimensions show two decimals, '-' when missing", () => {
    expect(inches2(3.5)).toBe('3.50');
    expect(inches2(null)).toBe('-');
  });
});

describe('GAWR note', () => {
  it('{{text}} markers become links to the note links in order; without a link they stay text', () => {
    const note = { Text: 'See {{GAWR ratings}} and {{tires}}.', Links: ['gawr-ratings.pdf'] };
    expect(gawrNoteSegments(note)).toEqual([
      { text: 'See ', link: null },
      { text: 'GAWR ratings', link: 'gawr-ratings.pdf' },
      { text: ' and ', link: null },
      { text: 'tires', link: null },
      { text: '.', link: null },
    ]);
    expect(gawrNoteText(note)).toBe('See GAWR ratings and tires.');
  });
});
