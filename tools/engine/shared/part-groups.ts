// The hub components results of one hub (the parts results): the groups in order, each type's name, group
// and link from the part-type registry (tools/part-number/part-types.ts), and the socket sizes of the six
// spindle nut kits. Pure, so the classic page and the chat build the same groups.
import type { AftermarketPart } from '../../catalog/aftermarket-parts.ts';
import {
  PART_TYPE_LIST,
  type PartGroupName,
  partType,
  TONE_RING_TOKENS,
} from '../../part-number/part-types.ts';
import type { DataParts } from './messages.ts';

/** Usage suffixes: bearing sets are inner or outer; axle studs may be rotor studs. */
const USAGE_SUFFIX: Record<number, Record<number, string>> = {
  101: { 1: ' (Inner)', 2: ' (Outer)' },
  6: { 4: ' (Rotor Stud)' },
};

export function partTypeName(typeId: number, usageId = 0): string {
  return `${partType(typeId)?.name ?? `Part type ${typeId}`}${USAGE_SUFFIX[typeId]?.[usageId] ?? ''}`;
}

export const FULL_REPLACEMENT_HUB = 'Full Replacement Hub' satisfies PartGroupName;
export const SERVICE_AND_REBUILD_KITS = 'Service & Rebuild Kits' satisfies PartGroupName;
export const SERVICE_PARTS = 'Service Parts' satisfies PartGroupName;
export const SPINDLE_NUT_KITS = 'Spindle Nut Kits';

const typesOf = (group: PartGroupName) => PART_TYPE_LIST.filter((t) => t.group === group).map((t) => t.id);

/** Groups in display order with their part types (the registry's `group`). 'Spindle Nut Kits' exists with no types (spec). */
export const PART_GROUPS: readonly { name: string; typeIds: readonly number[]; topOnly?: boolean }[] = [
  { name: FULL_REPLACEMENT_HUB, typeIds: typesOf(FULL_REPLACEMENT_HUB), topOnly: true },
  { name: SERVICE_AND_REBUILD_KITS, typeIds: typesOf(SERVICE_AND_REBUILD_KITS) },
  { name: SERVICE_PARTS, typeIds: typesOf(SERVICE_PARTS) },
  { name: SPINDLE_NUT_KITS, typeIds: [] },
];

/** Rebuild kits whose rows expand to inner bearing, outer bearing and seal & spacer kit. */
export const REBUILD_KIT_TYPES: readonly number[] = PART_TYPE_LIST.filter(
  (t) => t.table === 'rebuildKit',
).map((t) => t.id);

/** Six-point socket sizes (inches) shown for these spindle nut kits. */
export const SOCKET_SIZES: Readonly<Record<string, number>> = {
  '10036548': 2,
  '10036549': 2,
  '10036550': 2.75,
  '10036551': 3.75,
  '10036552': 3.125,
  '10036553': 4,
};

/** The part number a tone ring detail path names (the token resolved), or the path value itself. */
export function toneRingFromPath(value: string): string {
  return Object.entries(TONE_RING_TOKENS).find(([, token]) => token === value)?.[0] ?? value;
}

/** Where a part of this type opens: hub details, stud summaries, or its part detail screen; null if none. */
export function partRoute(typeId: number, partNumber: string): string | null {
  return partType(typeId)?.detail?.(partNumber) ?? null;
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
