// The rule a brand typed beside a number is read by, in the number boxes and in the chat alike
// (tools/part-number/typed-brand.ts): that brand's parts first, another brand's number said to be theirs.
import { describe, expect, it } from 'vitest';
import { brandRunTogether, readTypedBrand, typedBrand } from '../../tools/part-number/typed-brand.ts';

const BRANDS = ['ConMet', 'Dana Spicer', 'Gunite', 'Webb'];
const m = (CompetitorName: string, CompetitorPartNumber: string) => ({
  CompetitorName,
  CompetitorPartNumber,
});

describe('a brand typed beside a number', () => {
  it.each([
    ['Gunite 45541F', 'Gunite'],
    ['45541F gunite', 'Gunite'],
    ['need GUNITE part # 45541F?', 'Gunite'],
    ['dana spicer 1234', 'Dana Spicer'],
    ['dana-spicer 1234', 'Dana Spicer'],
    ['Item 45541F', null],
    ['45541F', null],
    ['hub 45541F', null],
    // two numbers: no one number for the brand to go with
    ['Gunite 45541F 45542F', null],
  ])('%s names %s', (text, brand) => {
    expect(typedBrand(text, BRANDS)).toBe(brand);
  });

  it("says a number only other brands list is theirs, with the catalog's spelling", () => {
    const read = readTypedBrand('Gunite 45541-f', BRANDS, [m('Webb', '45541F')]);
    expect(read).toEqual({
      kind: 'other-brand',
      brand: 'Gunite',
      results: [m('Webb', '45541F')],
      says: "45541F is listed as Webb's number, not Gunite's.",
    });
  });

  it('names every brand listing the number, and says so when none lists the number itself', () => {
    const both = readTypedBrand('Gunite 3600', BRANDS, [m('Webb', '3600'), m('ConMet', '3600')]);
    expect(both.kind === 'other-brand' && both.says).toBe(
      "3600 is listed as Webb's and ConMet's number, not Gunite's.",
    );
    const near = readTypedBrand('Gunite 3600', BRANDS, [m('Webb', '36001')]);
    expect(near.kind === 'other-brand' && near.says).toBe('None of these is a Gunite number.');
  });

  it("puts the typed brand's parts first, and leaves matches alone without a brand", () => {
    const found = [m('Webb', '3600'), m('Gunite', '3600'), m('ConMet', '3600')];
    expect(readTypedBrand('my gunite 3600', BRANDS, found)).toEqual({
      kind: 'as-typed',
      results: [m('Gunite', '3600'), m('Webb', '3600'), m('ConMet', '3600')],
    });
    expect(readTypedBrand('Item 3600', BRANDS, found)).toEqual({ kind: 'as-typed', results: found });
    expect(readTypedBrand('Gunite 3600', BRANDS, [])).toEqual({ kind: 'as-typed', results: [] });
  });

  it('reads long hostile text in linear time and shows none of it back', () => {
    const hostile = `${'<img src=x onerror=alert`x`> **_ '.repeat(2000)}Gunite 45541F`;
    const started = performance.now();
    const read = readTypedBrand(hostile, BRANDS, [m('Webb', '45541F')]);
    expect(performance.now() - started).toBeLessThan(500);
    expect(read.kind === 'other-brand' && read.says).toBe("45541F is listed as Webb's number, not Gunite's.");
  });
});

describe('a brand run into the number', () => {
  it.each([
    ['Gunite45541F', 'Gunite 45541F'],
    ['gunite-45541f', 'Gunite 45541F'],
    ['45541FGunite', 'Gunite 45541F'],
    ['need DanaSpicer1234 please', 'need please Dana Spicer 1234'],
    ['ConMet10082200', 'ConMet 10082200'],
    ['Webb1234', 'Webb 1234'],
    // the longest brand that fits is read off
    ['WebbWheel1234', 'Webb Wheel 1234'],
    // a brand too short to read off a number, or too little number left
    ['SKF12345', null],
    ['Gunite12', null],
    ['10082200', null],
    ['Gunite 45541F', null],
  ])('%s reads as %s', (text, apart) => {
    expect(brandRunTogether(text, [...BRANDS, 'Webb Wheel', 'SKF'])).toBe(apart);
  });
});
