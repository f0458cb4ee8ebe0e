// measureMatch on the demo catalog: exact sizes, sizes within tolerance, a worn drum, mixed units, and when
// nothing fits, the measurement that rules everything out with the nearest parts (issue 19, decision 036).
import { describe, expect, it } from 'vitest';
import { generateCatalog } from '../../server/catalog/generate/index.ts';
import { type MeasureCandidate, MeasureMatchInput } from '../../tools/catalog/measure-match.ts';
import { ruledOutText } from '../../tools/engine/measure/measure-texts.ts';
import { demoCatalog } from '../support/demo-catalog.ts';

const demo = demoCatalog();

type Dim = { dimension: string; value: number; unit?: 'in' | 'mm' };
const drum = (...measurements: Dim[]) => demo.tools.measureMatch({ kind: 'drum', measurements });
const rotor = (...measurements: Dim[]) => demo.tools.measureMatch({ kind: 'rotor', measurements });
const dim = (c: Pick<MeasureCandidate, 'Dimensions'> | undefined, key: string) =>
  c?.Dimensions.find((d) => d.Dimension === key);

describe('measureMatch', () => {
  it('finds the drums of an exact size, every one with both sizes exact', async () => {
    const out = await drum({ dimension: 'diameter', value: 16.5 }, { dimension: 'width', value: 7 });
    expect(out.Status).toBe('OK');
    expect(out.Total).toBeGreaterThan(1);
    for (const c of out.Results) {
      expect(c.Fits).toBe(true);
      expect(dim(c, 'diameter')).toMatchObject({ CatalogInch: 16.5, DifferenceInch: 0, Verdict: 'exact' });
      expect(dim(c, 'width')).toMatchObject({ CatalogInch: 7, Verdict: 'exact' });
      expect(c.Route).toBe(`/hub/replacement-drum/drumdetails/${c.PartNumber}`);
    }
    expect(out.Route).toBe('/hub/replacement-drum/measure?diameter=16.5in&width=7in');
    // narrowing with a count: 8 holes leaves only the 8-hole 16.5 x 7 drums
    const eight = await drum(
      { dimension: 'diameter', value: 16.5 },
      { dimension: 'width', value: 7 },
      { dimension: 'holes', value: 8 },
    );
    expect(eight.Total).toBeGreaterThan(0);
    expect(eight.Total).toBeLessThan(out.Total);
    for (const c of eight.Results)
      expect(dim(c, 'holes')).toMatchObject({ CatalogInch: 8, Verdict: 'exact' });
  });

  it('matches within the tolerance and says by how much each size differs', async () => {
    const out = await drum({ dimension: 'diameter', value: 16.45 }, { dimension: 'width', value: 7.04 });
    expect(out.Status).toBe('OK');
    const [first] = out.Results;
    expect(dim(first, 'diameter')).toMatchObject({
      CatalogInch: 16.5,
      DifferenceInch: 0.05,
      Verdict: 'within',
    });
    expect(dim(first, 'width')).toMatchObject({
      DifferenceInch: -0.04,
      Verdict: 'within',
    });
    // just outside the ±0.06 in window: no fit, and the diameter is what rules it out
    const outside = await drum({ dimension: 'diameter', value: 16.4 }, { dimension: 'width', value: 7 });
    expect(outside.Status).toBe('ZERO_RESULTS');
    expect(outside.RuledOut).toMatchObject({ Dimension: 'diameter', Reason: 'alone' });
    expect(outside.RuledOut?.NearestInch).toEqual([16.5, 15]);
  });

  it('takes a worn drum, larger than its size up to the wear allowance', async () => {
    const worn = await drum({ dimension: 'diameter', value: 16.6 }, { dimension: 'width', value: 7 });
    expect(worn.Status).toBe('OK');
    expect(dim(worn.Results[0], 'diameter')).toMatchObject({ Verdict: 'worn' });
    // smaller than the size is not wear
    const small = await drum({ dimension: 'diameter', value: 16.4 });
    expect(small.Status).toBe('ZERO_RESULTS');
    const tooWorn = await drum({ dimension: 'diameter', value: 16.65 });
    expect(tooWorn.Status).toBe('ZERO_RESULTS');
  });

  it('reads millimetres and inches mixed in one measurement set', async () => {
    const mixed = await drum(
      { dimension: 'diameter', value: 419, unit: 'mm' },
      { dimension: 'width', value: 7, unit: 'in' },
    );
    const inches = await drum({ dimension: 'diameter', value: 16.5 }, { dimension: 'width', value: 7 });
    expect(mixed.Results.map((c) => c.PartNumber)).toEqual(inches.Results.map((c) => c.PartNumber));
    expect(mixed.Measured.find((m) => m.Dimension === 'diameter')).toMatchObject({ Millimeter: 419 });
    expect(dim(mixed.Results[0], 'diameter')?.Verdict).toBe('exact');
    expect(mixed.Route).toBe('/hub/replacement-drum/measure?diameter=419mm&width=7in');
  });

  it('counts the parts the same numbers fit in the other unit when nothing fits in the one given', async () => {
    const inches = await drum({ dimension: 'diameter', value: 16.5 }, { dimension: 'width', value: 7 });
    // typed with millimetres chosen: no drum is 16.5 by 7 mm, the same numbers in inches fit
    const slip = await drum(
      { dimension: 'diameter', value: 16.5, unit: 'mm' },
      { dimension: 'width', value: 7, unit: 'mm' },
      { dimension: 'holes', value: 10 },
    );
    expect(slip.Status).toBe('ZERO_RESULTS');
    const inchesTen = await drum(
      { dimension: 'diameter', value: 16.5 },
      { dimension: 'width', value: 7 },
      { dimension: 'holes', value: 10 },
    );
    expect(slip.OtherUnit).toEqual({
      Unit: 'in',
      Total: inchesTen.Total,
      // the form's own way: the unit switch on inches, the sizes bare
      Route: '/hub/replacement-drum/measure?unit=in&diameter=16.5&width=7&holes=10',
    });
    expect(inches.OtherUnit).toBeNull();
    // and the other way: millimetres typed with inches chosen (40 in is within what a part may measure)
    const rotorIn = await rotor({ dimension: 'thickness', value: 40, unit: 'in' });
    const rotorMm = await rotor({ dimension: 'thickness', value: 40, unit: 'mm' });
    expect(rotorMm.Total).toBeGreaterThan(0);
    expect(rotorIn.OtherUnit).toMatchObject({ Unit: 'mm', Total: rotorMm.Total });
    // a stud's diameter typed in millimetres with inches chosen: the link switches the form to millimetres
    const stud = await demo.tools.measureMatch({
      kind: 'stud',
      measurements: [{ dimension: 'studdiameter', value: 22, unit: 'in' }],
    });
    expect(stud.OtherUnit?.Route).toBe('/hub/stud/measure?unit=mm&studdiameter=22');
    // mixed units were meant as given; numbers that fit nothing in either unit offer nothing
    const mixed = await drum(
      { dimension: 'diameter', value: 16.5, unit: 'mm' },
      { dimension: 'width', value: 7, unit: 'in' },
    );
    expect(mixed.OtherUnit).toBeNull();
    const neither = await drum({ dimension: 'diameter', value: 18 }, { dimension: 'width', value: 7 });
    expect(neither.OtherUnit).toBeNull();
  });

  it('names the measurement that rules everything out and offers the nearest parts', async () => {
    const out = await drum({ dimension: 'diameter', value: 18 }, { dimension: 'width', value: 7 });
    expect(out.Status).toBe('ZERO_RESULTS');
    expect(out.Results).toEqual([]);
    expect(out.RuledOut).toMatchObject({ Dimension: 'diameter', Label: 'Brake diameter', Reason: 'alone' });
    expect(out.RuledOut?.NearestInch[0]).toBe(16.5);
    expect(out.RuledOut?.FitsWithout).toBeGreaterThan(0);
    expect(out.Nearest).toHaveLength(5);
    // nearest first: a 16.5 x 7 drum, width exact, diameter the one that differs
    const [near] = out.Nearest;
    expect(dim(near, 'width')?.Verdict).toBe('exact');
    expect(dim(near, 'diameter')).toMatchObject({
      CatalogInch: 16.5,
      Verdict: 'differs',
    });
  });

  it("says 'an' before a measurement that starts with a vowel", () => {
    const ruledOut = (label: string) =>
      ruledOutText({
        Kind: 'rotor',
        RuledOut: {
          Dimension: 'outsideDiameter',
          Label: label,
          Reason: 'alone',
          MeasuredInch: 50,
          NearestInch: [17],
          FitsWithout: 3,
        },
      } as Parameters<typeof ruledOutText>[0]);
    expect(ruledOut('Outside diameter')).toMatch(/^No rotor has an outside diameter near /);
    expect(ruledOut('Brake diameter')).toMatch(/^No rotor has a brake diameter near /);
  });

  it('says when each size exists but not together', async () => {
    // 15 in drums and 7 in shoes both exist, never on one drum
    const out = await drum({ dimension: 'diameter', value: 15 }, { dimension: 'width', value: 7 });
    expect(out.Status).toBe('ZERO_RESULTS');
    expect(out.RuledOut?.Reason).toBe('together');
    expect(out.Nearest.length).toBeGreaterThan(0);
  });

  it('wants a hole count exactly', async () => {
    const nine = await drum({ dimension: 'holes', value: 9 });
    expect(nine.Status).toBe('ZERO_RESULTS');
    expect(nine.RuledOut).toMatchObject({ Dimension: 'holes', Reason: 'alone' });
    expect(nine.RuledOut?.NearestInch).toEqual([8, 10]);
  });

  it('matches rotors by outside diameter and overall length', async () => {
    const out = await rotor({ dimension: 'diameter', value: 15.35 }, { dimension: 'length', value: 5.47 });
    expect(out.Status).toBe('OK');
    for (const c of out.Results) {
      expect(dim(c, 'diameter')?.CatalogInch).toBe(15.35);
      expect(dim(c, 'length')).toMatchObject({ CatalogInch: 5.52, Verdict: 'within' });
      expect(c.Route).toBe(`/hub/replacement-rotor/rotordetails/${c.PartNumber}`);
    }
    // a nominal 15 in is not a 15.35 in rotor: nearest sizes named, never a dead end
    const nominal = await rotor({ dimension: 'diameter', value: 15 });
    expect(nominal.Status).toBe('ZERO_RESULTS');
    expect(nominal.RuledOut?.NearestInch[0]).toBe(15.35);
    expect(nominal.Nearest.length).toBeGreaterThan(0);
  });

  it('refuses a dimension the kind does not have, a fraction of a hole and an impossible size', () => {
    const bad = (measurements: Dim[]) => MeasureMatchInput.safeParse({ kind: 'drum', measurements }).success;
    expect(bad([{ dimension: 'thickness', value: 1 }])).toBe(false);
    expect(bad([{ dimension: 'holes', value: 9.5 }])).toBe(false);
    expect(bad([{ dimension: 'diameter', value: 1650 }])).toBe(false);
    expect(
      bad([
        { dimension: 'diameter', value: 16.5 },
        { dimension: 'diameter', value: 16 },
      ]),
    ).toBe(false);
    expect(bad([])).toBe(false);
    expect(bad([{ dimension: 'diameter', value: 419, unit: 'mm' }])).toBe(true);
  });
});

describe('measureMatch on hubs and studs', () => {
  const catalog = generateCatalog();

  it('finds a stud by its four dimensions and its diameter, taken with a caliper', async () => {
    const stud = catalog.studs[0];
    if (!stud) throw new Error('demo catalog has no studs');
    const out = await demo.tools.measureMatch({
      kind: 'stud',
      measurements: [
        { dimension: 'a', value: stud.dimensionA + 0.02, unit: 'in' },
        { dimension: 'b', value: stud.dimensionB, unit: 'in' },
        { dimension: 'c', value: stud.dimensionC, unit: 'in' },
        { dimension: 'd', value: stud.dimensionD * 25.4, unit: 'mm' },
      ],
    });
    const found = out.Results.find((c) => c.PartNumber === stud.studNumber);
    expect(found?.Fits).toBe(true);
    expect(found?.Route).toBe(`/hub/stud/summaries/${stud.studNumber}`);
    expect(found && dim(found, 'd')?.Verdict).toBe('exact');
  });

  it('finds a hub by stud standout and bolt circle in millimetres', async () => {
    const hub = catalog.hub_assemblies.find(
      (h) => h.partStatus !== 'Terminated' && h.wheelStudStandoutInch && h.wheelStudBoltCircleDiameterInch,
    );
    if (!hub?.wheelStudStandoutInch || !hub.wheelStudBoltCircleDiameterInch)
      throw new Error('no measurable hub');
    const out = await demo.tools.measureMatch({
      kind: 'hub',
      measurements: [
        { dimension: 'standout', value: hub.wheelStudStandoutInch * 25.4, unit: 'mm' },
        { dimension: 'boltcircle', value: hub.wheelStudBoltCircleDiameterInch * 25.4, unit: 'mm' },
      ],
    });
    expect(out.Status).toBe('OK');
    expect(out.Total).toBeGreaterThanOrEqual(out.Results.length);
    expect(out.Results.map((c) => c.PartNumber)).toContain(hub.hubAssemblyNumber);
  });
});
