// The parts results rules: groups and their types, the top-ranked replacement hub only,
// row links, socket sizes, expandable rebuild kits; the tone ring token; bearing notes split for display.
import { describe, expect, it } from 'vitest';
import type { AftermarketPart } from '../../tools/catalog/aftermarket-parts.ts';
import { splitBearingNotes } from '../../tools/catalog/bearing-notes.ts';
import { PartGroupsData } from '../../tools/engine/shared/messages.ts';
import {
  groupHubParts,
  partGroupsData,
  partRoute,
  partTypeName,
  toneRingFromPath,
} from '../../tools/engine/shared/part-groups.ts';

const part = (PartNumber: string, TypeId: number, Ranking: number, UsageId = 0): AftermarketPart => ({
  PartNumber,
  Description: `Part ${PartNumber}`,
  TypeId,
  UsageId,
  Ranking,
  Images: [],
  isPublic: true,
});

describe('groupHubParts', () => {
  const groups = groupHubParts([
    part('10031017', 115, 2),
    part('10082212', 115, 1),
    part('10800007', 219, 3),
    part('10036551', 227, 9),
    part('10860005', 101, 5, 1),
    part('10860002', 101, 6, 2),
    part('10700001', 5, 7),
    part('10820002', 7, 8),
    part('10099999', 203, 4),
  ]);
  const byName = Object.fromEntries(groups.map((g) => [g.name, g.rows]));

  it('lists the four groups in order, Spindle Nut Kits empty', () => {
    expect(groups.map((g) => g.name)).toEqual([
      'Full Replacement Hub',
      'Service & Rebuild Kits',
      'Service Parts',
      'Spindle Nut Kits',
    ]);
    expect(byName['Spindle Nut Kits']).toEqual([]);
  });

  it('keeps only the top-ranked hub as the full replacement, linked to its details', () => {
    expect(byName['Full Replacement Hub']?.map((r) => [r.partNumber, r.route])).toEqual([
      ['10082212', '/hub/details/10082212'],
    ]);
  });

  it('puts kits and spindle nuts with the service kits, by ranking', () => {
    expect(byName['Service & Rebuild Kits']?.map((r) => r.partNumber)).toEqual([
      '10800007',
      '10099999',
      '10036551',
    ]);
    const kit = byName['Service & Rebuild Kits']?.[0];
    expect(kit?.expandable).toBe(true);
    expect(kit?.route).toBe('/hub/hub-rebuild-kits-detail/10800007');
  });

  it('shows the socket size of the listed spindle nut kits only', () => {
    const rows = byName['Service & Rebuild Kits'] ?? [];
    expect(rows.find((r) => r.partNumber === '10036551')?.socketSize).toBe(3.75);
    expect(rows.find((r) => r.partNumber === '10800007')?.socketSize).toBeNull();
  });

  it('names bearing sets by usage and links studs to their summaries', () => {
    const service = byName['Service Parts'] ?? [];
    expect(service.map((r) => r.typeName)).toEqual([
      'Bearing Set (Inner)',
      'Bearing Set (Outer)',
      'Wheel Stud',
      'ABS Tone Ring',
    ]);
    expect(service.find((r) => r.typeId === 5)?.route).toBe('/hub/stud/summaries/10700001');
  });
});

describe('partGroupsData', () => {
  it('gives the chat the same groups, without empty ones, with socket sizes and the page link', () => {
    const data = PartGroupsData.parse(
      partGroupsData({
        HubAssemblyNumber: '10082212',
        HubAssemblyDescription: 'PreSet Plus hub',
        AftermarketParts: [part('10082212', 115, 1), part('10036551', 227, 2)],
      }),
    );
    expect(data.groups.map((g) => g.name)).toEqual(['Full Replacement Hub', 'Service & Rebuild Kits']);
    expect(data.groups[1]?.items[0]?.extra).toEqual([['Socket size', '3.75"']]);
    expect(data.route).toBe('/parts/search/10082212');
  });
});

describe('part routes', () => {
  it('sends each part type to its detail screen', () => {
    expect(partRoute(241, '10810001')).toBe('/hub/abs-service-kit-detail/10810001');
    expect(partRoute(220, '10830001')).toBe('/hub/seals-detail/10830001');
    expect(partRoute(221, '10840001')).toBe('/hub/seal-spacer-kit-detail/10840001');
    expect(partRoute(101, '10860001')).toBe('/hub/bearing-detail/10860001');
    expect(partRoute(227, '10036551')).toBe('/hub/spindle-nut-kit-detail/10036551');
    expect(partRoute(8, '10880001')).toBe('/hub/fill-plug-detail/10880001');
    expect(partTypeName(999)).toBe('Part type 999');
  });

  it('reaches tone ring 10083900 by its token and resolves the token back', () => {
    const route = partRoute(7, '10083900');
    expect(route).not.toContain('10083900');
    expect(toneRingFromPath(route?.split('/').pop() ?? '')).toBe('10083900');
    expect(partRoute(7, '10820002')).toBe('/hub/abs-tone-ring-detail/10820002');
    expect(toneRingFromPath('10820002')).toBe('10820002');
  });
});

describe('splitBearingNotes', () => {
  it("splits on 'SET :' and 'CUP :'", () => {
    expect(splitBearingNotes('SET : SET413 CUP : HM212011')).toEqual([
      { label: 'SET', text: 'SET413' },
      { label: 'CUP', text: 'HM212011' },
    ]);
    expect(splitBearingNotes('Use with seal 10830001 SET: SET406')).toEqual([
      { label: '', text: 'Use with seal 10830001' },
      { label: 'SET', text: 'SET406' },
    ]);
    expect(splitBearingNotes(null)).toEqual([]);
  });
});
