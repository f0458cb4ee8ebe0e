// The hub components results of one hub (the parts results): which part types form which
// group, their names, where each row links, and the socket sizes of the six spindle nut kits. Pure, so the
// classic page and the chat build the same groups.
import type { AftermarketPart } from '../../catalog/aftermarket-parts.ts';
import type { DataParts } from './messages.ts';

/** Part type catalogue names as the parts results show them. */
export const PART_TYPE_NAMES: Record<number, string> = {
  5: 'Wheel Stud',
  6: 'Axle Stud',
  7: 'ABS Tone Ring',
  8: 'Fill Plug',
  101: 'Bearing Set',
  115: 'Complete Hub Assembly',
  203: 'Replacement Rotor Kit',
  217: 'PreSet Complete Hub Rebuild Kit (Keyway)',
  218: 'PreSet Complete Hub Rebuild Kit (D Flat)',
  219: 'PreSet / PreSet Plus Hub Rebuild Kit',
  220: 'Wheel Seal',
  221: 'Wheel Seal and Spacer Kit',
  222: 'PreSet Spindle Nut Kit (D Flat)',
  223: 'PreSet Spindle Nut Kit (Keyway)',
  226: 'PreSet Plus Spindle Nut Kit (D Flat)',
  227: 'PreSet Plus Spindle Nut Kit (Keyway)',
  241: 'ABS Ring Service Kit',
};

/** Usage suffixes: bearing sets are inner or outer; axle studs may be rotor studs. */
const USAGE_SUFFIX: Record<number, Record<number, string>> = {
  101: { 1: ' (Inner)', 2: ' (Outer)' },
  6: { 4: ' (Rotor Stud)' },
};

export function partTypeName(typeId: number, usageId = 0): string {
  return `${PART_TYPE_NAMES[typeId] ?? `Part type ${typeId}`}${USAGE_SUFFIX[typeId]?.[usageId] ?? ''}`;
}

export const FULL_REPLACEMENT_HUB = 'Full Replacement Hub';
export const SERVICE_AND_REBUILD_KITS = 'Service & Rebuild Kits';
export const SERVICE_PARTS = 'Service Parts';
export const SPINDLE_NUT_KITS = 'Spindle Nut Kits';

/** Groups in display order with their part types. 'Spindle Nut Kits' exists with no types (spec). */
export const PART_GROUPS: readonly { name: string; typeIds: readonly number[]; topOnly?: boolean }[] = [
  { name: FULL_REPLACEMENT_HUB, typeIds: [115], topOnly: true },
  { name: SERVICE_AND_REBUILD_KITS, typeIds: [217, 218, 219, 221, 222, 223, 226, 227, 203] },
  { name: SERVICE_PARTS, typeIds: [220, 5, 6, 8, 101, 241, 7] },
  { name: SPINDLE_NUT_KITS, typeIds: [] },
];

/** Rebuild kits whose rows expand to inner bearing, outer bearing and seal & spacer kit. */
export const REBUILD_KIT_TYPES: readonly number[] = [217, 218, 219];

/** Six-point socket sizes (inches) shown for these spindle nut kits. */
export const SOCKET_SIZES: Readonly<Record<string, number>> = {
  '10036548': 2,
  '10036549': 2,
  '10036550': 2.75,
  '10036551': 3.75,
  '10036552': 3.125,
  '10036553': 4,
};

/**
 * The tone ring whose detail page is reached by a token instead of its number ("part
 * 10083900 maps to {token}"). The specification does not print the token; this is ours.
 */
export const TONE_RING_TOKENS: Readonly<Record<string, string>> = { '10083900': 'ff-steer-100-tooth' };

/** The part number a tone ring detail path names (the token resolved), or the path value itself. */
export function toneRingFromPath(value: string): string {
  return Object.entries(TONE_RING_TOKENS).find(([, token]) => token === value)?.[0] ?? value;
}

/** Detail screen path segment under /hub/ by part type (the unified number search routing). */
const DETAIL_PATHS: Record<number, string> = {
  8: 'fill-plug-detail',
  217: 'hub-rebuild-kits-detail',
  218: 'hub-rebuild-kits-detail',
  219: 'hub-rebuild-kits-detail',
  241: 'abs-service-kit-detail',
  220: 'seals-detail',
  7: 'abs-tone-ring-detail',
  221: 'seal-spacer-kit-detail',
  101: 'bearing-detail',
  222: 'spindle-nut-kit-detail',
  223: 'spindle-nut-kit-detail',
  226: 'spindle-nut-kit-detail',
  227: 'spindle-nut-kit-detail',
};

/** Where a part of this type opens: hub details, stud summaries, or its part detail screen; null if none. */
export function partRoute(typeId: number, partNumber: string): string | null {
  const n = encodeURIComponent(partNumber);
  if (typeId === 115) return `/hub/details/${n}`;
  if (typeId === 5 || typeId === 6) return `/hub/stud/summaries/${n}`;
  const path = DETAIL_PATHS[typeId];
  if (!path) return null;
  if (typeId === 7) return `/hub/${path}/${encodeURIComponent(TONE_RING_TOKENS[partNumber] ?? partNumber)}`;
  return `/hub/${path}/${n}`;
}

export type PartRow = {
  partNumber: string;
  description: string;
  typeId: number;
  typeName: string;
  route: string | null;
  /** Six-point socket size in inches, for the spindle nut kits that have one. */
  socketSize: number | null;
  /** Rebuild kits expand to their bearing sets and seal & spacer kit. */
  expandable: boolean;
};

export type PartGroup = { name: string; rows: PartRow[] };

/** The parts results groups from one hub's aftermarket parts (every group, empty ones too). */
export function groupHubParts(parts: readonly AftermarketPart[]): PartGroup[] {
  const ranked = [...parts].sort((a, b) => a.Ranking - b.Ranking);
  return PART_GROUPS.map((group) => {
    const members = ranked.filter((p) => group.typeIds.includes(p.TypeId));
    return {
      name: group.name,
      rows: (group.topOnly ? members.slice(0, 1) : members).map((p) => ({
        partNumber: p.PartNumber,
        description: p.Description,
        typeId: p.TypeId,
        typeName: partTypeName(p.TypeId, p.UsageId),
        route: partRoute(p.TypeId, p.PartNumber),
        socketSize: SOCKET_SIZES[p.PartNumber] ?? null,
        expandable: REBUILD_KIT_TYPES.includes(p.TypeId),
      })),
    };
  });
}

export const PARTS_RESULTS_TITLE = 'Hub Components Search Results for:';

/** The chat's part-groups data for one hub's parts (empty groups left out), linking to /parts/search/{hub}. */
export function partGroupsData(hub: {
  HubAssemblyNumber: string;
  HubAssemblyDescription: string;
  AftermarketParts: readonly AftermarketPart[];
}): DataParts['part-groups'] {
  return {
    title: PARTS_RESULTS_TITLE,
    hubDescription: hub.HubAssemblyDescription,
    hubAssemblyNumber: hub.HubAssemblyNumber,
    groups: groupHubParts(hub.AftermarketParts)
      .filter((g) => g.rows.length)
      .map((g) => ({
        name: g.name,
        items: g.rows.map((r) => ({
          partNumber: r.partNumber,
          description: r.description,
          typeName: r.typeName,
          route: r.route,
          extra: r.socketSize == null ? [] : [['Socket size', `${r.socketSize}"`] as [string, string]],
        })),
      })),
    route: `/parts/search/${encodeURIComponent(hub.HubAssemblyNumber)}`,
  };
}
