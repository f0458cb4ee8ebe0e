// The one formatter of numbers, units and labels (tools/engine/shared/display/format.ts) and the labels
// built on it: one rounding rule, inches to three decimals, millimetres with their unit, the diameter sign
// only on diameters, and lists that say how much of them is shown.
import { describe, expect, it } from 'vitest';
import type { FilterValue } from '../../tools/catalog/facets.ts';
import { stepById } from '../../tools/engine/hub-wizard/steps.ts';
import { studRows, valueLabel } from '../../tools/engine/parts-flow/index.ts';
import {
  decimal,
  diameterLabel,
  fixed,
  inches,
  inches2,
  inchesWithMm,
  lengthLabel,
  listCountText,
  listed,
  millimetres,
  pounds,
  roundTo,
} from '../../tools/engine/shared/display/format.ts';

const value = (v: Partial<FilterValue>): FilterValue =>
  ({ Id: 1, Name: 'x', Inch: null, Millimeter: null, ImageGuid: null, ...v }) as FilterValue;

describe('one rounding rule', () => {
  it('rounds half away from zero on the written decimal, where toFixed rounds 15.35 down', () => {
    expect((15.35).toFixed(1)).toBe('15.3'); // the trap the rule avoids
    expect(roundTo(15.35, 1)).toBe(15.4);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(fixed(3.375, 2)).toBe('3.38');
    expect(fixed(2, 2)).toBe('2.00');
  });

  it('keeps measures to three decimals without trailing zeros', () => {
    expect(decimal(3.375)).toBe('3.375');
    expect(decimal(3.3755)).toBe('3.376');
    expect(decimal(8.78)).toBe('8.78');
    expect(decimal(430)).toBe('430');
    expect(inches(3.375)).toBe('3.375"');
    expect(inches(null)).toBe('-');
    expect(inches2(3.375)).toBe('3.38');
    expect(inches2(undefined)).toBe('-');
  });

  it('never drops the millimetre unit', () => {
    expect(millimetres(430)).toBe('430 mm');
    expect(inchesWithMm(1.25, 31)).toBe('1.25" [31 mm]');
    expect(pounds(52.5)).toBe('52.5 Lbs');
  });
});

describe('labels', () => {
  it('puts the diameter sign on diameters only', () => {
    expect(diameterLabel(8.78)).toBe('⌀ 8.78 inch');
    expect(lengthLabel(7)).toBe('7 inch');
    expect(valueLabel('drum', 'pidia', value({ Inch: 8.78 })).label).toBe('⌀ 8.78 inch');
    expect(valueLabel('drum', 'shwid', value({ Inch: 7 })).label).toBe('7 inch');
    expect(valueLabel('rotor', 'ovlgt', value({ Inch: 15.35 })).label).toBe('15.4 inch');
    expect(valueLabel('rotor', 'bsdia', value({ Inch: 16.9 })).label).toBe('⌀ 16.9 inch [430 mm]');
    expect(valueLabel('stud', 'dimA', value({ Inch: 1.25 })).label).toBe('1.25 inch [31 mm]');
  });

  it('hub wizard measures keep their units', () => {
    const brdia = stepById(16).label(value({ Inch: 16.9, Millimeter: 430 }));
    expect(brdia).toEqual({ label: '16.9"', sublabel: '430 mm' });
    const standout = stepById(29).label(value({ Inch: 3.375, Millimeter: 85.725 }));
    expect(standout).toEqual({ label: '3.375 Inches', sublabel: '85.7 Millimeters' });
  });

  it('stud rows are the same numbers with the inch mark and millimetres', () => {
    const rows = studRows({ DimensionA: 1.25, DimensionB: 3.375, DimensionC: 0.5, DimensionD: 2 } as never);
    expect(rows).toEqual([
      ['Dimension A', '1.25" [31 mm]'],
      ['Dimension B', '3.375" [83 mm]'],
      ['Dimension C', '0.5" [12 mm]'],
      ['Dimension D', '2" [49 mm]'],
    ]);
  });
});

describe('lists', () => {
  it('shows a list whole or says how much of it is shown', () => {
    const nineteen = Array.from({ length: 19 }, (_, i) => i);
    expect(listed(nineteen)).toEqual({ shown: nineteen.slice(0, 12), total: 19 });
    expect(listCountText(12, 19)).toBe('12 of 19');
    expect(listCountText(5, 5)).toBeNull();
  });
});
