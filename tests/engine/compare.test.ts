// The compare builder: status texts, Yes/No, rounded ratings, row order and which rows start open.
import { describe, expect, it } from 'vitest';
import { differentProperties, type HubAssemblyDetail } from '../../tools/catalog/hub-assembly-details.ts';
import { buildCompare, compareHubs, compareStatus } from '../../tools/engine/compare/compare.ts';

function hub(over: Partial<HubAssemblyDetail> = {}): HubAssemblyDetail {
  return {
    HubAssemblyNumber: '10000001',
    PartNumber: '10000001',
    Description: 'PreSet hub',
    AftermarketDescription: 'PreSet',
    IsAftermarket: true,
    IsAftermarketAssembly: true,
    PartStatus: 'Active',
    Status: 'Active',
    Images: [{ ImageUrl: '/images/a.svg', ImageGuid: 'a', ImageId: 'a', ImageTypeId: 1 }],
    WarrantyLink: null,
    GawrNote: null,
    GreaseFillLink: null,
    Material: 'Aluminum',
    AxlePosition: 'Front',
    Axle: 'FF',
    HubAssemblyType: 'PreSet',
    BearingNumberInboard: 'SET406',
    BearingNumberOutboard: 'SET405',
    BearingNumbersType: 'Set',
    BearingConeNumberInboard: null,
    BearingConeNumberOutboard: null,
    HubCastingNumber: '10000',
    BrakeType: 'Drum',
    BrakeRotorType: null,
    HubMountingSystem: 'Hub Piloted',
    WheelStudStandoutInch: 3.5,
    WheelMaterial: 'Steel',
    AxleStudThread: '5/8-18',
    FlangeOffsetInch: 1.2,
    BrakeDrumPilotDiameter: 8.78,
    BarrelLength: null,
    ABSRingIncluded: true,
    WeightPound: 40,
    ConventionalHubNumber: null,
    HubRatingPound: 12345.6,
    WheelStudBoltCircleDiameterInch: 11.25,
    AbsRingNumber: null,
    WheelStudThread: 'M22',
    BearingConesIncluded: true,
    SealIncluded: false,
    FillHole: false,
    AbsOffsetInch: null,
    SmallBackface: false,
    BrakeRotorDepth: null,
    BrakeRotorOffset: null,
    BrakeRotorThickness: null,
    ...over,
  };
}

const row = (data: ReturnType<typeof buildCompare>, label: string) =>
  data.rows.find((r) => r.label === label);

describe('compare status texts', () => {
  it.each([
    [{ Status: 'Terminated', IsAftermarketAssembly: true }, 'Not Available'],
    [{ Status: 'Active', IsAftermarketAssembly: false }, 'Made To Order'],
    [{ Status: 'Service Only', IsAftermarketAssembly: true }, 'Made To Order'],
    [{ Status: 'Active', IsAftermarketAssembly: true }, 'Available'],
  ] as const)('%o shows %s', (h, text) => {
    expect(compareStatus(h)).toBe(text);
  });
});

describe('buildCompare', () => {
  const a = hub();
  const b = hub({
    HubAssemblyNumber: '10000002',
    Material: 'Ductile Iron',
    SealIncluded: true,
    Status: 'Terminated',
  });
  const data = buildCompare(a, b, differentProperties(a, b));

  it('names the two hubs and links the compare page', () => {
    expect(data.numbers).toEqual(['10000001', '10000002']);
    expect(data.route).toBe('/hub/compare/10000001/10000002');
  });
  it('shows booleans as Yes/No and the hub rating rounded with thousands separators', () => {
    expect(row(data, 'Seal Included')?.values).toEqual(['No', 'Yes']);
    expect(row(data, 'Hub Rating (lbs.)')?.values).toEqual(['12,346', '12,346']);
    expect(row(data, 'Barrel Length (in.)')?.values).toEqual(['-', '-']);
  });
  it('puts Status first and always open, then the differing rows open, then the equal rows closed', () => {
    expect(data.rows[0]).toMatchObject({
      label: 'Status',
      values: ['Available', 'Not Available'],
      open: true,
    });
    const labels = data.rows.map((r) => r.label);
    expect(labels.slice(1, 3).sort()).toEqual(['Material', 'Seal Included']);
    expect(row(data, 'Material')).toMatchObject({ differs: true, open: true });
    expect(row(data, 'Axle')).toMatchObject({ differs: false, open: false });
    const same = buildCompare(a, a, []);
    expect(same.rows[0]).toMatchObject({ label: 'Status', differs: false, open: true });
    expect(same.rows.filter((r) => r.open).map((r) => r.label)).toEqual(['Status']);
  });
  it('trusts the differing property names it is given', () => {
    const told = buildCompare(a, a, ['WheelMaterial']);
    expect(row(told, 'Wheel Material')).toMatchObject({ differs: true, open: true });
  });
});

describe('compareHubs', () => {
  it('asks the hub details tool for both numbers and builds the rows', async () => {
    const asked: string[][] = [];
    const tools = {
      hubAssemblyDetails: async ({ numbers }: { numbers: string[] }) => {
        asked.push(numbers);
        const found = [hub(), hub({ HubAssemblyNumber: '10000002', Axle: 'R' })];
        return { Status: 'OK' as const, Results: found, differentProperties: ['HubAssemblyNumber', 'Axle'] };
      },
    };
    const data = await compareHubs(['10000001', '10000002'], tools);
    expect(asked).toEqual([['10000001', '10000002']]);
    expect(data?.rows[1]).toMatchObject({ label: 'Axle', values: ['FF', 'R'], open: true });
  });
  it('answers null when a number is unknown', async () => {
    const tools = {
      hubAssemblyDetails: async () => ({ Status: 'OK' as const, Results: [hub()] }),
    };
    expect(await compareHubs(['10000001', '99999999'], tools)).toBeNull();
  });
});
