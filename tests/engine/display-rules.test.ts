// Display rules for hubs and their wizard, one test per rule named after it:
// GAWR texts, kilograms, the aluminum/iron ratings, best value and warranty, hub status headings, the
// long-stud version (the wmslc=1 extra call with wmslc=2), the optional spindle nut, the trailer rotor notice.
import { describe, expect, it } from 'vitest';
import { GAWR } from '../../server/catalog/generate/vocabulary.ts';
import { hubResults } from '../../tools/engine/hub-wizard/results.ts';
import { STEP } from '../../tools/engine/hub-wizard/steps.ts';
import { emptyWizard, enterStep } from '../../tools/engine/hub-wizard/wizard.ts';
import type { WizardTools } from '../../tools/engine/hub-wizard/wizard-tools.ts';
import {
  formatThousands,
  gawrKgText,
  gawrText,
  KG_PER_LB,
  poundsToKg,
} from '../../tools/engine/shared/display/units.ts';
import { hubHeading, hubNotice, isBestValue } from '../../tools/engine/shared/hub-card.ts';
import type { EngineMessage } from '../../tools/engine/shared/messages.ts';
import type { HubWizardState } from '../../tools/engine/shared/state.ts';
import { TEXT } from '../../tools/engine/shared/texts.ts';
import { type FakeHub, fakeHubTools, questionIds as ids } from '../support/fake-hub-catalog.ts';
import { questionOf } from '../support/message-checks.ts';

const cardsOf = (messages: EngineMessage[]) => {
  const m = messages.find((x) => x.kind === 'hub-results');
  return m?.kind === 'hub-results' ? m.data.hubs : [];
};

describe('GAWR display', () => {
  it("min 0 shows 'Up to {max} lbs.', else '{min} - {max} lbs.'", () => {
    expect(gawrText(0, 12000)).toBe('Up to 12,000 lbs.');
    expect(gawrText(null, 22500)).toBe('Up to 22,500 lbs.');
    expect(gawrText(12000, 14600)).toBe('12,000 - 14,600 lbs.');
  });

  it('groups thousands as en-US does, after rounding', () => {
    const enUS = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const n of [0, 7, 999, 1000, 12000, 22500.4, 999999.5, 1234567, -1234.6, -999, 1e12]) {
      expect(formatThousands(n), String(n)).toBe(enUS.format(Math.round(n)));
    }
  });

  it('kilograms by the factor 0.453592, rounded', () => {
    expect(KG_PER_LB).toBe(0.453592);
    expect(poundsToKg(14600)).toBe(6622); // 6622.44
    expect(gawrKgText(0, 12000)).toBe('0 - 5,443 kg');
    expect(gawrKgText(12001, 14600)).toBe('5,444 - 6,622 kg');
  });

  it('GAWR ranges that follow one another in pounds never share a kilogram', () => {
    const ranges = GAWR.map(([, min, max]) => [min, max] as const).filter(([min]) => min > 0);
    for (const [min] of ranges) {
      const before = GAWR.find(([, , max]) => max === min - 1);
      if (!before) continue;
      const kgOf = (text: string) =>
        text
          .replace(/ kg$/, '')
          .split(' - ')
          .map((n) => Number(n.replace(/,/g, '')));
      const [, lastKgBefore] = kgOf(gawrKgText(before[1], before[2]));
      const [firstKg] = kgOf(gawrKgText(min, min));
      expect(firstKg, `${min} lbs`).toBeGreaterThan(lastKgBefore ?? Number.POSITIVE_INFINITY);
    }
    // 22,500 lbs is 10,205.8 kg, 22,501 lbs 10,206.3: both round to 10,206
    expect(gawrKgText(0, 22500)).toBe('0 - 10,206 kg');
    expect(gawrKgText(22501, 25000)).toBe('10,207 - 11,340 kg');
  });

  it("aluminum hubs with brake type 1 and axle 4: 'Up to 23,000 lbs.' (0-10,433 kg); iron: 'Up to 26,000 lbs.' (0-11,793 kg)", async () => {
    const base = { tcomp: '1', brkty: '1', tmake: '1', aaxna: '4' };
    const hubs: FakeHub[] = [
      { number: '10060001', facets: { ...base, hcmty: '1' } },
      { number: '10060002', facets: { ...base, hcmty: '2' } },
    ];
    const out = await enterStep(
      STEP.material,
      { ...emptyWizard(), filters: base },
      fakeHubTools(hubs),
      ids(),
    );
    expect(questionOf(out.messages)?.options.map((o) => [o.label, o.sublabel])).toEqual([
      ['Aluminum', 'Up to 23,000 lbs. (0-10,433 kg)'],
      ['Iron', 'Up to 26,000 lbs. (0-11,793 kg)'],
    ]);
    // Any other axle: the material question carries no rating.
    const other = { ...base, aaxna: '7' };
    const plain = await enterStep(
      STEP.material,
      { ...emptyWizard(), filters: other },
      fakeHubTools(hubs.map((h) => ({ ...h, facets: { ...h.facets, aaxna: '7' } }))),
      ids(),
    );
    expect(questionOf(plain.messages)?.options.map((o) => o.sublabel)).toEqual([null, null]);
  });
});

describe('hub status headings', () => {
  it("terminated hubs are headed 'This hub is no longer available', others recommended", () => {
    expect(hubHeading('Terminated')).toBe('This hub is no longer available');
    expect(hubHeading('Active')).toBe(TEXT.hubRecommended);
    expect(hubHeading('Service Only')).toBe(TEXT.hubRecommended);
  });

  it('active non-aftermarket or service-only hubs are made-to-order; terminated ones say so', () => {
    expect(hubNotice({ PartStatus: 'Active', IsAftermarket: false })).toBe(
      'This hub is made-to-order only. Please contact customer service for availability',
    );
    expect(hubNotice({ PartStatus: 'Service Only', IsAftermarket: true })).toBe(TEXT.madeToOrder);
    expect(hubNotice({ PartStatus: 'Terminated', IsAftermarket: true })).toBe(
      'This hub is no longer available. Please contact customer service for options',
    );
    expect(hubNotice({ PartStatus: 'Active', IsAftermarket: true })).toBeNull();
  });
});

describe('hub result cards', () => {
  const base = { tcomp: '1', brkty: '1', tmake: '1', aaxna: '7', hcmty: '1' };
  const state = (filters: Record<string, string>, more: Partial<HubWizardState> = {}): HubWizardState => ({
    ...emptyWizard(),
    filters,
    ...more,
  });
  /** The fake catalog with one hub described as best value and a spindle nut kit for PreSet hubs. */
  function tools(hubs: FakeHub[], bestValue: string | null = null): WizardTools & { asked: unknown[] } {
    const fake = fakeHubTools(hubs);
    const asked: unknown[] = [];
    return {
      asked,
      filterValues: fake.filterValues,
      filterValuesOfEach: fake.filterValuesOfEach,
      async hubsForFilters(input) {
        asked.push(input.pairs);
        const found = await fake.hubsForFilters(input);
        return {
          ...found,
          Results: found.Results.map((h) =>
            h.HubAssemblyNumber === bestValue
              ? { ...h, Description: `PreSet Plus hub ${h.HubAssemblyNumber}` }
              : h,
          ),
        };
      },
      async aftermarketParts({ hanum }) {
        return {
          Status: 'OK',
          Results: hanum.map((n) => ({
            HubAssemblyNumber: n,
            HubAssemblyDescription: '',
            hubId: n,
            Status: 'Active',
            AftermarketParts: [
              {
                PartNumber: '10036970',
                Description: 'PreSet Plus hub service kit FF',
                TypeId: 226,
                UsageId: 1,
                Ranking: 1,
                Images: [],
                isPublic: true,
              },
            ],
          })),
        };
      },
    };
  }

  it("a hub is 'best value' if its description contains plus or premium", () => {
    expect(isBestValue('PreSet Plus hub')).toBe(true);
    expect(isBestValue('premium hub assembly')).toBe(true);
    expect(isBestValue('PreSet hub')).toBe(false);
  });

  it('warranty text 5 years/500,000 miles on best value hubs', async () => {
    const hubs: FakeHub[] = [
      { number: '10060011', facets: base },
      { number: '10060012', facets: base },
    ];
    const out = await hubResults(state(base), tools(hubs, '10060011'));
    const [best, plain] = cardsOf(out.messages);
    expect(best?.warranty).toBe('Warranty: 5 years/500,000 miles');
    expect(plain?.warranty).toBeNull();
  });

  it('warranty text and the optional spindle nut on PreSet hubs when a PreSet Plus spindle nut was chosen (D Flat on FF kits)', async () => {
    const hubs: FakeHub[] = [
      { number: '10060021', facets: base },
      { number: '10060022', facets: base, preset: false },
    ];
    const out = await hubResults(state(base, { spindleNutUpgrade: true }), tools(hubs));
    const [preset, conventional] = cardsOf(out.messages);
    expect(preset?.warranty).toBe('Warranty: 5 years/500,000 miles');
    expect(preset?.lines).toContain('Optional Spindle nut: 10036970 (D Flat) (Aftermarket PreSet Hubs Only)');
    expect(conventional?.lines).toEqual(['Requires: Bearing Cones, Seal, Manual Adjustment']);
    // not 'Best Value:', which is the name of the Plus/Premium warranty rule, true of neither hub here
    expect(preset?.lines).toContain('Benefits: Extended Warranty, Less Downtime, Simplified Process');
    expect([...(preset?.lines ?? []), ...(conventional?.lines ?? [])].join(' ')).not.toMatch(/best value/i);
  });

  it("wheel type 1 makes an extra call with wmslc=2, whose hubs are listed '(Long stud version)'", async () => {
    const hubs: FakeHub[] = [
      { number: '10060031', facets: { ...base, wmslc: '1' } },
      { number: '10060032', facets: { ...base, wmslc: '2' } },
    ];
    const t = tools(hubs);
    const out = await hubResults(state({ ...base, wmslc: '1' }), t);
    expect(t.asked).toEqual([
      { ...base, wmslc: '1' },
      { ...base, wmslc: '2' },
    ]);
    const cards = cardsOf(out.messages);
    expect(cards.map((c) => c.hubAssemblyNumber)).toEqual(['10060031', '10060032']);
    expect(cards[0]?.lines).not.toContain('(Long stud version)');
    expect(cards[1]?.lines[0]).toBe('(Long stud version)');
  });

  it("the standard-stud answer's count is the hubs its results list, long-stud versions included", async () => {
    const hubs: FakeHub[] = [
      { number: '10060051', facets: { ...base, wmslc: '1' } },
      { number: '10060052', facets: { ...base, wmslc: '1' } },
      { number: '10060053', facets: { ...base, wmslc: '2' } },
    ];
    const t = fakeHubTools(hubs, true);
    const asked = await enterStep(STEP.wheelType, state(base), t, ids());
    const counts = questionOf(asked.messages)?.options.map((o) => [o.value, o.count]);
    // Steel lists its two hubs and the long-stud one; Aluminum its own; the three now, or Not sure: all
    expect(counts).toEqual([
      ['1', 3],
      ['2', 1],
      ['results', 3],
      ['0', 3],
    ]);
    for (const value of ['1', '2']) {
      const listed = cardsOf((await hubResults(state({ ...base, wmslc: value }), t)).messages);
      expect(listed, `wheel type ${value}`).toHaveLength(value === '1' ? 3 : 1);
    }
  });

  it('under the standard-stud answer a question counts the long-stud versions too', async () => {
    const noMaterial = { tcomp: '1', brkty: '1', tmake: '1', aaxna: '7' };
    const hubs: FakeHub[] = [
      { number: '10060061', facets: { ...noMaterial, wmslc: '1', hcmty: '2' } },
      { number: '10060062', facets: { ...noMaterial, wmslc: '2', hcmty: '1' } },
      { number: '10060063', facets: { ...noMaterial, wmslc: '2', hcmty: '2' } },
    ];
    const t = fakeHubTools(hubs, true);
    // steel wheels: one iron hub of its own, an aluminum and an iron long-stud version; the material is
    // asked (not taken as iron, the one value of steel's own hubs), each count what its results list
    const asked = await enterStep(STEP.material, state({ ...noMaterial, wmslc: '1' }), t, ids());
    const q = questionOf(asked.messages);
    expect(q?.options.map((o) => [o.label, o.count])).toEqual([
      ['Iron', 2],
      ['Aluminum', 1],
      ['Not sure', 3],
    ]);
    expect(q?.remaining?.count).toBe(3);
    const iron = cardsOf((await hubResults(state({ ...noMaterial, wmslc: '1', hcmty: '2' }), t)).messages);
    expect(iron.map((c) => c.hubAssemblyNumber)).toEqual(['10060061', '10060063']);
  });

  it('other wheel types make no extra call', async () => {
    const hubs: FakeHub[] = [{ number: '10060041', facets: { ...base, wmslc: '2' } }];
    const t = tools(hubs);
    await hubResults(state({ ...base, wmslc: '2' }), t);
    expect(t.asked).toHaveLength(1);
  });
});

describe('trailer rotor size notice', () => {
  it.each([
    ['1', true],
    ['2', true],
  ])('is shown on the brake rotor type question for trailers (brake type %s)', async (brkty) => {
    const f = { tcomp: '2', brkty, aaxna: '7' };
    const hubs: FakeHub[] = [
      { number: '10060051', facets: { ...f, abrty: '3' } },
      { number: '10060052', facets: { ...f, abrty: '4' } },
    ];
    const out = await enterStep(STEP.rotorType, { ...emptyWizard(), filters: f }, fakeHubTools(hubs), ids());
    expect(questionOf(out.messages)?.intro).toContain(
      'All ConMet Trailer Rotors are 430mm in diameter. Please confirm your rotor size.',
    );
  });

  it('is not shown for trucks', async () => {
    const f = { tcomp: '1', brkty: '2', tmake: '1', aaxna: '7' };
    const hubs: FakeHub[] = [
      { number: '10060061', facets: { ...f, abrty: '3' } },
      { number: '10060062', facets: { ...f, abrty: '4' } },
    ];
    const out = await enterStep(STEP.rotorType, { ...emptyWizard(), filters: f }, fakeHubTools(hubs), ids());
    expect(questionOf(out.messages)?.intro).not.toContain(TEXT.trailerRotorSize);
  });
});

describe('question labels ("Question each screen asks")', () => {
  /** The fake catalog with extra fields on the values of one category. */
  function withValueFields(hubs: FakeHub[], code: string, fields: Record<string, Record<string, unknown>>) {
    const fake = fakeHubTools(hubs);
    const tools: WizardTools = {
      ...fake,
      async filterValues(input) {
        const found = await fake.filterValues(input);
        if (input.code !== code) return found;
        return { ...found, Results: found.Results.map((v) => ({ ...v, ...fields[String(v.Id)] })) };
      },
    };
    return tools;
  }

  it('axle type: the axle name plus its inner and outer bearing descriptions', async () => {
    const f = { tcomp: '1', brkty: '1', tmake: '1' };
    const hubs: FakeHub[] = [
      { number: '10060071', facets: { ...f, aaxna: '7' } },
      { number: '10060072', facets: { ...f, aaxna: '8' } },
    ];
    const tools = withValueFields(hubs, 'aaxna', {
      '7': {
        AftermarketAxle: 'FF',
        BearingDescriptionInboard: 'HM212049',
        BearingDescriptionOutboard: 'HM218248',
      },
    });
    const out = await enterStep(STEP.axleType, { ...emptyWizard(), filters: f }, tools, ids());
    expect(questionOf(out.messages)?.options[0]).toMatchObject({
      label: 'FF',
      sublabel: 'Inner Bearing - HM212049 / Outer Bearing - HM218248',
    });
  });

  it('axle stud: the nominal diameter in inches; wheel type: wheel material plus stud length class', async () => {
    const f = { tcomp: '1', brkty: '1', tmake: '1', aaxna: '7' };
    const studs: FakeHub[] = [
      { number: '10060081', facets: { ...f, axthd: '1' } },
      { number: '10060082', facets: { ...f, axthd: '2' } },
    ];
    const stud = await enterStep(
      STEP.axleStud,
      { ...emptyWizard(), filters: f },
      withValueFields(studs, 'axthd', { '1': { NominalDiameter: '7/8' }, '2': { NominalDiameter: '1 1/8' } }),
      ids(),
    );
    expect(questionOf(stud.messages)?.options.map((o) => o.label)).toEqual(['7/8"', '1 1/8"']);

    const wheels: FakeHub[] = [
      { number: '10060083', facets: { ...f, wmslc: '1' } },
      { number: '10060084', facets: { ...f, wmslc: '2' } },
    ];
    const wheel = await enterStep(
      STEP.wheelType,
      { ...emptyWizard(), filters: f },
      withValueFields(wheels, 'wmslc', {
        '1': { WheelMaterial: 'Steel', StudLengthClass: 'Standard stud' },
        '2': { WheelMaterial: 'Aluminum', StudLengthClass: 'Long stud' },
      }),
      ids(),
    );
    expect(questionOf(wheel.messages)?.options.map((o) => o.label)).toEqual([
      'Steel (Standard stud)',
      'Aluminum (Long stud)',
    ]);
  });
});
