// The unified number search routing table, one test per row.
import { describe, expect, it } from 'vitest';
import {
  hubFiltersRoute,
  type RoutableResult,
  routeNumber,
} from '../../tools/engine/number/number-routing.ts';
import { TONE_RING_TOKENS } from '../../tools/part-number/part-types.ts';

const own = (PartTypeId: number, number: string, id = 77): RoutableResult => ({
  CompetitorName: 'ConMet',
  CompetitorPartNumber: number,
  CompetitorInterchangesId: id,
  CompetitorId: 1,
  PartTypeId,
});
const other = (PartTypeId: number, number: string, id = 88): RoutableResult => ({
  CompetitorName: 'Webb',
  CompetitorPartNumber: number,
  CompetitorInterchangesId: id,
  CompetitorId: 2,
  PartTypeId,
});

describe('number routing by PartTypeId', () => {
  it('115 hub assembly: the filter resolution by its interchange id decides', () => {
    const d = routeNumber(other(115, '45541F', 2), '10082200');
    expect(d).toMatchObject({ kind: 'hub-filters', part: '10082200', interchangeId: 2 });
  });

  it('115 with filters goes to /hub/filters/{pairs}, spints flag and the hub found included', () => {
    expect(hubFiltersRoute({ Results: { tcomp: '1', brkty: '2' }, HubAssemblyNumber: '10082200' })).toBe(
      '/hub/filters/tcomp=1&brkty=2&found=10082200',
    );
    expect(hubFiltersRoute({ Results: { tcomp: '1' }, HubAssemblyNumber: '10082200', spints: true })).toBe(
      '/hub/filters/tcomp=1&spints=1&found=10082200',
    );
    expect(hubFiltersRoute({ Results: { tcomp: '1' }, HubAssemblyNumber: null })).toBe(
      '/hub/filters/tcomp=1',
    );
  });

  it('115 without filters falls back to /hub/not-available/{hub}', () => {
    expect(hubFiltersRoute({ Results: null, HubAssemblyNumber: '10301001' })).toBe(
      '/hub/not-available/10301001',
    );
    expect(hubFiltersRoute({ Results: {}, HubAssemblyNumber: null })).toBe('/hub/no-results');
  });

  it('1115 goes to meritor-exclusive', () => {
    expect(routeNumber(own(1115, '10301855'), '10301855')).toMatchObject({
      kind: 'meritor-exclusive',
      route: '/hub/meritor-exclusive',
    });
  });

  it('1112 goes to volvo-exclusive', () => {
    expect(routeNumber(other(1112, '20642935'), '10301897')).toMatchObject({
      kind: 'volvo-exclusive',
      route: '/hub/volvo-exclusive',
    });
  });

  it('1 hub casting goes to the casting filter hamnt with hcnum', () => {
    expect(routeNumber(own(1, '10400001'), '10400001').route).toBe(
      '/hub/casting/filter/hamnt/hcnum=10400001',
    );
    expect(routeNumber(other(1, 'HC9451'), '10400001').route).toBe(
      '/hub/casting/filter/hamnt/hcnum=10400001',
    );
  });

  it('5 stud goes to stud summaries', () => {
    expect(routeNumber(other(5, '1095T4027'), '10086580')).toMatchObject({
      kind: 'stud',
      route: '/hub/stud/summaries/10086580',
    });
  });

  it('23 drum goes to recommended drums by interchange id', () => {
    expect(routeNumber(other(23, '010-084-89', 4321), '10600001')).toMatchObject({
      kind: 'drum',
      route: '/hub/replacement-drum/recommended-drums/4321',
    });
  });

  it('203 rotor goes to recommended rotors by interchange id', () => {
    expect(routeNumber(other(203, '10343R', 999), '10009970')).toMatchObject({
      kind: 'rotor',
      route: '/hub/replacement-rotor/recommended-rotors/999',
    });
  });

  it('202 rotor casting goes to the rotor-casting filter trtyp with ctnum', () => {
    expect(routeNumber(other(202, 'C20943'), '10410001').route).toBe(
      '/hub/rotor-casting/filter/trtyp/ctnum=10410001',
    );
  });

  it('652 drum casting goes to the drum-casting filter holes with ctnum', () => {
    expect(routeNumber(own(652, '10420001'), '10420001').route).toBe(
      '/hub/drum-casting/filter/holes/ctnum=10420001',
    );
  });

  it('219 rebuild kit goes to hub-rebuild-kits-detail', () => {
    expect(routeNumber(other(219, '353-0457'), '10800001').route).toBe(
      '/hub/hub-rebuild-kits-detail/10800001',
    );
  });

  it('241 goes to abs-service-kit-detail', () => {
    expect(routeNumber(own(241, '10810001'), '10810001').route).toBe('/hub/abs-service-kit-detail/10810001');
  });

  it("220 seal goes to seals-detail, a competitor's to the maker seal it interchanges with", () => {
    expect(routeNumber(own(220, '10830001'), '10830001')).toMatchObject({
      kind: 'seal',
      route: '/hub/seals-detail/10830001',
    });
    // the seals page resolves a competitor seal through the cross-reference; the chat must too (issue 22)
    expect(routeNumber(other(220, '11106'), '10830001')).toMatchObject({
      kind: 'seal',
      route: '/hub/seals-detail/10830001',
    });
  });

  it('7 tone ring goes to abs-tone-ring-detail, 10083900 by its token', () => {
    expect(routeNumber(own(7, '10083900'), '10083900').route).toBe(
      `/hub/abs-tone-ring-detail/${TONE_RING_TOKENS['10083900']}`,
    );
    expect(TONE_RING_TOKENS['10083900']).not.toBe('10083900');
    expect(routeNumber(other(7, 'BW2096'), '10820001').route).toBe('/hub/abs-tone-ring-detail/10820001');
  });

  it('8 fill plug goes to fill-plug-detail', () => {
    expect(routeNumber(own(8, '10880001'), '10880001')).toMatchObject({
      kind: 'fill-plug',
      route: '/hub/fill-plug-detail/10880001',
    });
  });

  it('221 goes to seal-spacer-kit-detail', () => {
    expect(routeNumber(other(221, '15247XL'), '10840001').route).toBe('/hub/seal-spacer-kit-detail/10840001');
  });

  it("101 bearing goes to bearing-detail, other brands translated to the maker's part number", () => {
    expect(routeNumber(other(101, 'ABP N85 SET402'), '10860001')).toMatchObject({
      kind: 'bearing',
      route: '/hub/bearing-detail/10860001',
      part: '10860001',
    });
    expect(routeNumber(own(101, '10860001'), '10860001').route).toBe('/hub/bearing-detail/10860001');
  });

  it('227 goes to spindle-nut-kit-detail', () => {
    expect(routeNumber(other(227, '447-1088'), '10036549').route).toBe(
      '/hub/spindle-nut-kit-detail/10036549',
    );
  });

  it('any other part type is not found', () => {
    expect(routeNumber(own(6, '10870001'), '10870001')).toMatchObject({
      kind: 'not-found',
      route: '/hub/no-results?q=10870001',
    });
  });

  it('encodes numbers with spaces or slashes in the path', () => {
    expect(routeNumber(own(221, 'A B/1'), 'A B/1').route).toBe('/hub/seal-spacer-kit-detail/A%20B%2F1');
  });
});
