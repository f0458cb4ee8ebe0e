// A stud's size as typed: its thread or its diameter beside the word stud, never a length or a drum size.
import { describe, expect, it } from 'vitest';
import { studDiameterIn } from '../../tools/engine/words/stud-size.ts';

describe("a stud's size in typed words", () => {
  it.each([
    ['stud 5/8-18', '5/8'],
    ['wheel stud 3/4"-16', '3/4'],
    ['3/4 - 16 stud', '3/4'],
    ['3/4 x 16 stud', '3/4'],
    ['3/4 stud', '3/4'],
    ['stud 3/4 in', '3/4'],
    ["7/8'' studs", '7/8'],
    ['stud 9/16-18', '9/16'],
    ['1/2-20', '1/2'],
    ['5/8-18', '5/8'],
    ['M22 stud', 'M22'],
    ['m 22 x 1.5', 'M22'],
    ['M22x1.5', 'M22'],
  ])('reads %j as the diameter %s', (text, diameter) => {
    expect(studDiameterIn(text)).toBe(diameter);
  });

  it.each([
    // a length: a whole number before the fraction, or a decimal
    '3 3/4 in stud',
    'stud 3-3/4',
    'stud 3.5 in',
    // a drum's size, a quantity, a part number, a bare fraction or metric size without the word stud
    '16 1/2 x 7 drum',
    '16-1/2 x 7',
    '10082209 x 2',
    '10082200',
    '3/4',
    'm22',
    // measurement words: the measure reading answers with the studs that fit
    'stud diameter 3/4 in',
    'stud length 3/4',
    // hostile: long text and no size in it
    `${'1/'.repeat(5000)}`,
    `stud ${'x'.repeat(10_000)} 3/4`,
  ])('leaves %j alone', (text) => {
    expect(studDiameterIn(text)).toBeNull();
  });
});
