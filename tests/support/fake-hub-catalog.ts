// A tiny hand-made hub catalog behind the engine's tool functions, so routing rules can be tested in isolation.
import { type FilterValue, filterValue } from '../../tools/catalog/facets.ts';
import type { HubAssemblyDetail } from '../../tools/catalog/hub-assembly-details.ts';
import type { WizardOutput } from '../../tools/engine/hub-wizard/wizard.ts';
import type { WizardTools } from '../../tools/engine/hub-wizard/wizard-tools.ts';

export type FakeHub = {
  number: string;
  facets: Record<string, string | string[]>;
  material?: string;
  status?: 'Active' | 'Service Only' | 'Terminated';
  preset?: boolean;
};

const INCH_CODES = new Set(['wssdi', 'dpidi', 'hofsi', 'brdia', 'ovlgt', 'abcoi', 'hcbdi']);
const NAMES: Record<string, Record<string, string>> = {
  tmake: { '99': 'Other/Not Listed' },
  hcmty: { '1': 'Aluminum', '2': 'Iron' },
  abrty: { '3': 'Flat', '6': 'Splined' },
};

export { filterValue };

function value(code: string, v: string): FilterValue {
  const inch = INCH_CODES.has(code) ? Number(v) : null;
  return filterValue({
    Id: INCH_CODES.has(code) ? Math.round(Number(v) * 100) : Number(v),
    Name: NAMES[code]?.[v] ?? `${code} ${v}`,
    Inch: inch,
    Millimeter: inch == null ? null : Math.round(inch * 25.4),
    MinGawrPound: code === 'gawrr' ? 0 : null,
    MaxGawrPound: code === 'gawrr' ? Number(v) * 1000 : null,
  });
}

const has = (hub: FakeHub, code: string, v: string) => {
  const f = hub.facets[code];
  return Array.isArray(f) ? f.includes(v) : f === v;
};

function detail(h: FakeHub): HubAssemblyDetail {
  const status = h.status ?? 'Active';
  return {
    HubAssemblyNumber: h.number,
    PartNumber: h.number,
    Description: `${h.preset === false ? 'Conventional' : 'PreSet'} hub ${h.number}`,
    AftermarketDescription: h.preset === false ? 'Conventional' : 'PreSet',
    IsAftermarket: h.preset !== false,
    IsAftermarketAssembly: h.preset !== false,
    PartStatus: status,
    Status: status,
    Images: [],
    WarrantyLink: null,
    GawrNote: null,
    GreaseFillLink: null,
    Material: h.material ?? 'Aluminum',
    AxlePosition: 'Front',
    Axle: 'FF',
    HubAssemblyType: 'PreSet',
    BearingNumberInboard: null,
    BearingNumberOutboard: null,
    BearingNumbersType: null,
    BearingConeNumberInboard: null,
    BearingConeNumberOutboard: null,
    HubCastingNumber: null,
    BrakeType: 'Drum',
    BrakeRotorType: null,
    HubMountingSystem: null,
    WheelStudStandoutInch: null,
    WheelMaterial: null,
    AxleStudThread: null,
    FlangeOffsetInch: null,
    BrakeDrumPilotDiameter: null,
    BarrelLength: null,
    ABSRingIncluded: false,
    WeightPound: null,
    ConventionalHubNumber: null,
    HubRatingPound: null,
    WheelStudBoltCircleDiameterInch: null,
    AbsRingNumber: null,
    WheelStudThread: null,
    BearingConesIncluded: false,
    SealIncluded: false,
    FillHole: false,
    AbsOffsetInch: null,
    SmallBackface: false,
    BrakeRotorDepth: null,
    BrakeRotorOffset: null,
    BrakeRotorThickness: null,
  };
}

/** `withCounts`: answer counts when asked, as the catalog does (off: the values alone, as most tests expect). */
export function fakeHubTools(hubs: FakeHub[], withCounts = false): WizardTools & { calls: string[] } {
  const calls: string[] = [];
  const matching = (pairs: Record<string, string>) =>
    hubs.filter((h) => Object.entries(pairs).every(([c, v]) => (!(c in h.facets) ? false : has(h, c, v))));
  const valuesOf = (code: string, pairs: Record<string, string>) => {
    calls.push(code);
    const { [code]: _own, ...others } = pairs;
    const values = new Set<string>();
    for (const h of matching(others)) {
      const f = h.facets[code];
      for (const v of Array.isArray(f) ? f : f === undefined ? [] : [f]) values.add(v);
    }
    return [...values].sort().map((v) => value(code, v));
  };
  return {
    calls,
    async filterValues({ code, pairs, counts }) {
      const Results = valuesOf(code, pairs);
      if (!Results.length) return { Status: 'ZERO_RESULTS', Results };
      if (!counts || !withCounts) return { Status: 'OK', Results };
      // as the facet index counts: the hubs matching the other answers, and those each value leaves
      const { [code]: _own, ...others } = pairs;
      const raw = (v: FilterValue) => (INCH_CODES.has(code) ? String(v.Inch) : String(v.Id));
      return {
        Status: 'OK',
        Results: Results.map((v) => ({ ...v, Count: matching({ ...others, [code]: raw(v) }).length })),
        Matching: matching(others).length,
      };
    },
    async filterValuesOfEach({ codes, pairs }) {
      return { Results: Object.fromEntries(codes.map((code) => [code, valuesOf(code, pairs)])) };
    },
    async hubsForFilters({ pairs }) {
      const Results = matching(pairs).map(detail);
      return { Status: Results.length ? 'OK' : 'ZERO_RESULTS', Results };
    },
    async aftermarketParts() {
      return { Status: 'ZERO_RESULTS', Results: [] };
    },
  };
}

/** Question ids for a wizard run (q1, q2, ...), as the engine numbers the questions it asks. */
export function questionIds() {
  let n = 0;
  return () => `q${++n}`;
}

/** The question a wizard step asks, if it asks one. */
export function askedQuestion(out: WizardOutput) {
  const m = out.messages[0];
  return m?.kind === 'question' ? m.data : null;
}
