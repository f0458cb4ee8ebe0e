// Labels the specification spells out (sections 2, 3 and 9), read where the screens take them: the wizard
// and casting questions over the demo catalog, part type names, and the calculator's downtime examples.
import { describe, expect, it } from 'vitest';
import { step } from '../../tools/engine/engine.ts';
import { stepById } from '../../tools/engine/hub-wizard/steps.ts';
import { questionTitle, valueLabel } from '../../tools/engine/parts-flow/index.ts';
import { toHubCard } from '../../tools/engine/shared/hub-card.ts';
import { partTypeName } from '../../tools/engine/shared/part-groups.ts';
import { initialState } from '../../tools/engine/shared/state.ts';
import { demoCatalog } from '../support/demo-catalog.ts';

const demo = demoCatalog();

describe('question labels on the demo catalog', () => {
  it('wheel stud standout values read in inches and millimeters', async () => {
    const { Results } = await demo.tools.filterValues({ flow: 'hub', code: 'wssdi', pairs: {} });
    expect(Results.length).toBeGreaterThan(1);
    for (const value of Results) {
      const { label, sublabel } = stepById(29).label(value);
      expect(label).toBe(`${value.Inch} Inches`);
      const mm = Number(/^(\d+(?:\.\d+)?) Millimeters$/.exec(sublabel ?? '')?.[1]);
      expect(Math.abs(mm - (value.Inch ?? 0) * 25.4), `${label} / ${sublabel}`).toBeLessThan(1);
    }
  });

  it('wheel flange diameter options read 13.00 inch+ (most common) and 12.75-12.9 inch', async () => {
    const { Results } = await demo.tools.filterValues({ flow: 'casting', code: 'ovldi', pairs: {} });
    const labels = Results.map((v) => valueLabel('casting', 'ovldi', v).label);
    expect(labels).toHaveLength(2);
    expect(labels.find((l) => l.startsWith('13.00 inch+'))).toMatch(/most common/i);
    expect(labels.find((l) => l.startsWith('12.75-12.9 inch'))).toMatch(/small diameter/i);
  });

  it("casting and drum casting questions carry the specification's labels", async () => {
    const titles = async (flow: 'casting' | 'drumcasting') =>
      (await demo.tools.filterCategories({ flow }))
        .filter((c) => c.Role === 'question')
        .map((c) =>
          questionTitle(c)
            .toLowerCase()
            .replace(/\s*\/\s*/g, '/'),
        );
    const casting = await titles('casting');
    for (const label of [
      'hub cap bolt circle',
      'abs offset',
      'hub offset',
      'rotor offset',
      'brake surface diameter',
      'wheel stud standout',
      'drum pilot diameter',
      'hub rating pounds',
      'overall length',
      'axle type/bearing number',
      'barrel length',
      'axle stud thread',
      'mounting system',
      'hub piloted type',
      'stud piloted type',
      'wheel flange diameter',
    ])
      expect(
        casting.some((t) => t.endsWith(` ${label}`)),
        `casting asks "${label}"`,
      ).toBe(true);
    const drum = await titles('drumcasting');
    for (const label of [
      'pilot',
      'bolt circle',
      'bolt hole diameter',
      'overall depth',
      'stud hole count',
      'shoe width',
      'brake diameter',
      'truck make',
      'axle position',
    ])
      expect(
        drum.some((t) => t.endsWith(` ${label}`)),
        `drum casting asks "${label}"`,
      ).toBe(true);
  });
});

describe('hub assembly fields', () => {
  it("a hub is PreSet when its aftermarket description contains 'preset', else Conventional; image type 1 is the main image", async () => {
    const { Results } = await demo.tools.hubAssemblyDetails({ numbers: ['10082200'] });
    const hub = Results[0];
    if (!hub) throw new Error('demo hub 10082200 is missing');
    expect(toHubCard({ ...hub, AftermarketDescription: 'Front PRESET hub' }).kind).toBe('PreSet');
    expect(toHubCard({ ...hub, AftermarketDescription: 'PreSet Plus' }).kind).toBe('PreSet');
    expect(toHubCard({ ...hub, AftermarketDescription: 'Front conventional hub' }).kind).toBe('Conventional');
    const image = (ImageTypeId: number, ImageUrl: string) => ({
      ImageTypeId,
      ImageUrl,
      ImageGuid: 'g',
      ImageId: 'g',
    });
    const card = toHubCard({ ...hub, Images: [image(2, '/side.png'), image(1, '/main.png')] });
    expect(card.imageUrl).toBe('/main.png');
  });
});

describe('part type catalogue', () => {
  it('names every part type of the catalogue as the specification does', () => {
    const names: [number, string][] = [
      [5, 'Wheel Stud'],
      [6, 'Axle Stud'],
      [8, 'Fill Plug'],
      [101, 'Bearing Set'],
      [115, 'Complete Hub Assembly'],
      [217, 'PreSet Complete Hub Rebuild Kit (Keyway)'],
      [218, 'PreSet Complete Hub Rebuild Kit (D Flat)'],
      [219, 'PreSet / PreSet Plus Hub Rebuild Kit'],
      [220, 'Wheel Seal'],
      [221, 'Wheel Seal and Spacer Kit'],
      [222, 'PreSet Spindle Nut Kit (D Flat)'],
      [223, 'PreSet Spindle Nut Kit (Keyway)'],
      [226, 'PreSet Plus Spindle Nut Kit (D Flat)'],
      [227, 'PreSet Plus Spindle Nut Kit (Keyway)'],
      [203, 'Replacement Rotor Kit'],
    ];
    for (const [id, name] of names) expect(partTypeName(id), `type ${id}`).toBe(name);
    for (const id of [241, 7]) expect(partTypeName(id), `type ${id}`).toMatch(/^ABS .*Ring/);
    // bearing set usages: none, Inner, Outer; stud types 3 (axle stud) and 4 (rotor stud)
    expect([0, 1, 2].map((usage) => partTypeName(101, usage))).toEqual([
      'Bearing Set',
      'Bearing Set (Inner)',
      'Bearing Set (Outer)',
    ]);
    expect(partTypeName(6, 3)).toBe('Axle Stud');
    expect(partTypeName(6, 4)).toMatch(/Rotor Stud/);
  });
});

describe('calculator texts', () => {
  it('the downtime cost field shows the per-hour examples', async () => {
    // The calculator asks no catalog tool; the engine gets the demo tools only because it needs some.
    let turn = await step(initialState, { type: 'text', text: 'calculator' }, demo.tools);
    const form = () => {
      const forms = turn.messages.flatMap((m) => (m.kind === 'calculator-form' ? [m.data] : []));
      const last = forms.at(-1);
      if (!last) throw new Error('no calculator form');
      return last;
    };
    turn = await step(
      turn.state,
      { type: 'form', formId: form().formId, values: { chooseCalculator: '0' } },
      demo.tools,
    );
    for (let i = 0; i < 10 && form().step !== 'downtime-costs'; i++) {
      const values = Object.fromEntries(form().fields.map((f) => [f.name, String(f.value || 1)]));
      turn = await step(turn.state, { type: 'form', formId: form().formId, values }, demo.tools);
    }
    expect(form().step).toBe('downtime-costs');
    expect(form().hints).toEqual([
      'Typical downtime costs per hour:',
      'Regional dry haul: $75-$85',
      'Long-haul dry: $100-$120',
      'Long-haul refrigerated: $120-$180',
      'Chemicals: $270+',
      'Refuse: $225+',
    ]);
  });
});
