// Two hubs side by side: status texts, Yes/No, rounded ratings; rows that differ open, Status always
// open. Pure apart from the tool it is handed; the compare page and the chat both use it.
import type { HubAssemblyDetail } from '../../catalog/hub-assembly-details.ts';
import type { BoundTools } from '../../index.ts';
import { DASH, decimal, yesNo } from '../shared/display/format.ts';
import { STATUS_LABEL, statusLabel } from '../shared/display/labels.ts';
import { formatThousands } from '../shared/display/units.ts';
import type { DataParts } from '../shared/messages.ts';

export type CompareData = DataParts['compare'];
type Value = string | number | boolean | null;

export const COMPARE_STATUS = STATUS_LABEL;

/** The status every screen shows (display/labels.ts), so compare and the hub cards say the same word. */
export function compareStatus(h: Pick<HubAssemblyDetail, 'Status' | 'IsAftermarketAssembly'>): string {
  return statusLabel({ Status: h.Status, IsAftermarketAssembly: Boolean(h.IsAftermarketAssembly) });
}

export function formatValue(v: Value): string {
  if (v === null || v === '') return '-';
  if (typeof v === 'boolean') return yesNo(v);
  return typeof v === 'number' ? decimal(v) : String(v);
}

export function formatPounds(v: number | null): string {
  return v === null ? DASH : formatThousands(v);
}

type Row = { label: string; keys: (keyof HubAssemblyDetail)[]; show: (h: HubAssemblyDetail) => string };
const plain = (label: string, key: keyof HubAssemblyDetail): Row => ({
  label,
  keys: [key],
  show: (h) => formatValue(h[key] as Value),
});

/** The compared properties in display order (the ABS ring yes/no is left out, as in the original). */
export const COMPARE_ROWS: Row[] = [
  { label: 'Status', keys: ['Status', 'IsAftermarketAssembly'], show: compareStatus },
  plain('Description', 'Description'),
  plain('Material', 'Material'),
  plain('Axle Position', 'AxlePosition'),
  plain('Axle', 'Axle'),
  plain('Assembly Type', 'HubAssemblyType'),
  plain('Bearing Type', 'BearingNumbersType'),
  plain('Bearing Number (Inboard)', 'BearingNumberInboard'),
  plain('Bearing Number (Outboard)', 'BearingNumberOutboard'),
  plain('Bearing Cone (Inboard)', 'BearingConeNumberInboard'),
  plain('Bearing Cone (Outboard)', 'BearingConeNumberOutboard'),
  plain('Hub Casting Number', 'HubCastingNumber'),
  plain('Compatible Brake Type', 'BrakeType'),
  plain('Brake Rotor Type', 'BrakeRotorType'),
  plain('Hub Mounting System', 'HubMountingSystem'),
  plain('Wheel Stud Standout (in.)', 'WheelStudStandoutInch'),
  plain('Wheel Material', 'WheelMaterial'),
  plain('Axle Stud Thread', 'AxleStudThread'),
  plain('Flange Offset (in.)', 'FlangeOffsetInch'),
  plain('Brake Drum Pilot Diameter (in.)', 'BrakeDrumPilotDiameter'),
  plain('Barrel Length (in.)', 'BarrelLength'),
  plain('Weight (lbs.)', 'WeightPound'),
  plain('Conventional Hub Option', 'ConventionalHubNumber'),
  { label: 'Hub Rating (lbs.)', keys: ['HubRatingPound'], show: (h) => formatPounds(h.HubRatingPound) },
  plain('Wheel Stud Bolt Circle Diameter (in.)', 'WheelStudBoltCircleDiameterInch'),
  plain('Wheel Stud Thread', 'WheelStudThread'),
  plain('ABS Ring Number', 'AbsRingNumber'),
  plain('ABS Offset (in.)', 'AbsOffsetInch'),
  plain('Bearing Cones Included', 'BearingConesIncluded'),
  plain('Seal Included', 'SealIncluded'),
  plain('Fill Hole', 'FillHole'),
  plain('Small Backface', 'SmallBackface'),
  plain('Brake Rotor Depth (in.)', 'BrakeRotorDepth'),
  plain('Brake Rotor Offset (in.)', 'BrakeRotorOffset'),
  plain('Brake Rotor Thickness (in.)', 'BrakeRotorThickness'),
];

export const compareRoute = (a: string, b: string) => `/hub/compare/${a}/${b}`;

/**
 * The compare rows for two hubs and the names of their differing properties (the API's
 * differentProperties): Status first and always open, then the rows that differ (open), then the rest.
 */
export function buildCompare(
  a: HubAssemblyDetail,
  b: HubAssemblyDetail,
  differentProperties: readonly string[],
): CompareData {
  const differing = new Set(differentProperties);
  const rows = COMPARE_ROWS.map((r) => {
    const values: [string, string] = [r.show(a), r.show(b)];
    const differs = r.label === 'Status' ? values[0] !== values[1] : r.keys.some((k) => differing.has(k));
    return { label: r.label, values, differs, open: differs || r.label === 'Status' };
  });
  const [status, ...rest] = rows;
  return {
    numbers: [a.HubAssemblyNumber, b.HubAssemblyNumber],
    rows: [...(status ? [status] : []), ...rest.filter((r) => r.differs), ...rest.filter((r) => !r.differs)],
    route: compareRoute(a.HubAssemblyNumber, b.HubAssemblyNumber),
  };
}

/**
 * Compares two maker hub assembly numbers through the hub details tool; null when either is unknown.
 * Stable entry point for the chat ("compare A and B") and the compare page.
 */
export async function compareHubs(
  numbers: readonly [string, string],
  tools: Pick<BoundTools, 'hubAssemblyDetails'>,
): Promise<CompareData | null> {
  const found = await tools.hubAssemblyDetails({ numbers: [numbers[0], numbers[1]] });
  const [a, b] = found.Results;
  if (!a || !b) return null;
  return buildCompare(a, b, found.differentProperties ?? []);
}
