// The rule of the job's parts list: from one hub's catalog records, what a wheel-end job needs to replace
// or to rebuild it, for one end or both. Pure, reusing the hub components rules (part-groups.ts: the
// top-ranked replacement hub, type names, detail routes, socket sizes) and the hub card's warranty rule.
import type { AftermarketPart } from '../../catalog/aftermarket-parts.ts';
import type { HubAssemblyDetail } from '../../catalog/hub-assembly-details.ts';
import type { RebuildKitDetail, SpindleNutKit } from '../../catalog/kits.ts';
import { PART_TYPE } from '../../part-number/part-types.ts';
import { decimal } from './display/format.ts';
import { hubKind, hubNotice, warrantyText } from './hub-card.ts';
import {
  GREASE_FILL_TEXT,
  JOB_PARTS_TITLE,
  type JobEnds,
  type JobLine,
  type JobList,
  type JobMode,
  type JobNote,
  type JobNut,
  type JobNutChoice,
  type JobPartsData,
  jobPartsRoute,
  MODE_LABELS,
  NOT_LISTED,
  SPINDLE_STYLES,
  type SpindleStyle,
} from './job-parts-data.ts';
import { groupHubParts, partRoute, partTypeName, REBUILD_KIT_TYPES, SOCKET_SIZES } from './part-groups.ts';
import { studCountIn } from './stud-count.ts';
import { TEXT } from './texts.ts';

export type JobInputs = {
  /** The hub asked about. */
  hub: HubAssemblyDetail;
  /** The hub its components list offers as the full replacement (often the hub itself), when listed. */
  replacement: HubAssemblyDetail | null;
  /** The hub's aftermarket parts (the hub components list). */
  parts: readonly AftermarketPart[];
  /** What the hub's first rebuild kit holds, when it has one. */
  kitContents: RebuildKitDetail | null;
  /** The spindle nut kits the hub lists, with torque and socket size. */
  nuts: readonly SpindleNutKit[];
  /** The suggested grease fill volume document of a trailer hub (its GreaseFillLink). */
  greaseFillUrl: string | null;
};

export const CALCULATOR_ROUTE = '/replace/rebuild-vs-replace';
const STUD_COUNT_NOTE = 'One per stud hole of the hub; the catalog does not give the count';

/**
 * The wheel studs a hub takes, as its mounting system or description names them ('Hub Piloted, 10 Stud,
 * 285.75 mm Bolt Circle'); null when neither says (the list then leaves the count to the mechanic).
 */
export function studsPerHub(h: Pick<HubAssemblyDetail, 'HubMountingSystem' | 'Description'>): number | null {
  const n = studCountIn(`${h.HubMountingSystem ?? ''}, ${h.Description}`)?.count;
  return n !== undefined && n >= 4 && n <= 12 ? n : null;
}

const PRESET_NUTS = [PART_TYPE.spindleNutKitDFlat, PART_TYPE.spindleNutKitKeyway] as number[];
const PRESET_PLUS_NUTS = [PART_TYPE.spindleNutKitPlusDFlat, PART_TYPE.spindleNutKit] as number[];

const ranked = (parts: readonly AftermarketPart[]) => [...parts].sort((a, b) => a.Ranking - b.Ranking);
const isPreSetPlus = (h: HubAssemblyDetail) =>
  /preset plus/i.test(h.HubAssemblyType) || /preset plus/i.test(h.AftermarketDescription);

type Builder = { ends: JobEnds; parts: readonly AftermarketPart[]; nut: JobNutChoice };

function orderLine(
  b: Builder,
  role: JobLine['role'],
  label: string,
  part: AftermarketPart | undefined,
  perEnd: number | null = 1,
  note: string | null = null,
): JobLine {
  if (!part) return notListed(role, label);
  return {
    role,
    label,
    partNumber: part.PartNumber,
    typeName: partTypeName(part.TypeId, part.UsageId),
    description: part.Description,
    quantity: perEnd === null ? null : perEnd * b.ends,
    status: 'order',
    note,
    route: partRoute(part.TypeId, part.PartNumber),
  };
}

function notListed(role: JobLine['role'], label: string): JobLine {
  return {
    role,
    label,
    partNumber: null,
    typeName: null,
    description: null,
    quantity: null,
    status: 'not-listed',
    note: NOT_LISTED,
    route: null,
  };
}

/** A part that comes with the hub or kit: shown, named, not counted. */
function includedLine(
  b: Builder,
  role: JobLine['role'],
  label: string,
  partNumber: string,
  typeId: number,
  usageId: number,
  note: string,
): JobLine {
  const listed = b.parts.find((p) => p.PartNumber === partNumber);
  return {
    role,
    label,
    partNumber,
    typeName: partTypeName(typeId, usageId),
    description: listed?.Description ?? null,
    quantity: null,
    status: 'included',
    note,
    route: partRoute(typeId, partNumber),
  };
}

const find = (parts: readonly AftermarketPart[], typeId: number, usageId?: number) =>
  parts.find((p) => p.TypeId === typeId && (usageId === undefined || p.UsageId === usageId));

const DFLAT_NUTS = [PART_TYPE.spindleNutKitDFlat, PART_TYPE.spindleNutKitPlusDFlat] as number[];
const styleOf = (p: AftermarketPart): SpindleStyle => (DFLAT_NUTS.includes(p.TypeId) ? 'dflat' : 'keyway');

/** The nut kits of the family a hub gets: PreSet Plus for a PreSet Plus hub or when chosen, else PreSet. */
function nutFamily(parts: readonly AftermarketPart[], hub: HubAssemblyDetail, choice: JobNutChoice) {
  const nuts = parts.filter((p) => PRESET_NUTS.includes(p.TypeId) || PRESET_PLUS_NUTS.includes(p.TypeId));
  const family = isPreSetPlus(hub) || choice.plus ? PRESET_PLUS_NUTS : PRESET_NUTS;
  const inFamily = nuts.filter((p) => family.includes(p.TypeId));
  return inFamily.length ? inFamily : nuts;
}

/**
 * The spindle nut kit for a hub: PreSet Plus kits for a PreSet Plus hub (or when the visitor chose the
 * upgrade), else PreSet; the chosen spindle style when listed, else the first listed style.
 */
function chooseNut(parts: readonly AftermarketPart[], hub: HubAssemblyDetail, choice: JobNutChoice) {
  const nuts = nutFamily(parts, hub, choice);
  const chosen = nuts.find((p) => choice.spindle && styleOf(p) === choice.spindle) ?? nuts[0];
  if (!chosen) return { chosen: undefined, other: undefined };
  const other = nuts.find((p) => p.TypeId !== chosen.TypeId);
  return { chosen, other };
}

/** 'For a keyway spindle: 10036549' when the hub lists the other spindle style too. */
function otherStyleNote(other: AftermarketPart | undefined): string | null {
  if (!other) return null;
  const style = /\(D Flat\)/.test(partTypeName(other.TypeId)) ? 'D-flat' : 'keyway';
  return `For a ${style} spindle: ${other.PartNumber}`;
}

function jobNotes(
  nut: AftermarketPart | undefined,
  nuts: readonly SpindleNutKit[],
  warrantyHub: HubAssemblyDetail,
  greaseFillUrl: string | null,
): JobNote[] {
  const notes: JobNote[] = [];
  const kit = nut ? nuts.find((n) => n.PartNumber === nut.PartNumber) : undefined;
  if (kit?.TorqueSpec)
    notes.push({ kind: 'torque', label: 'Spindle nut torque', text: kit.TorqueSpec, url: null });
  const socket = nut ? SOCKET_SIZES[nut.PartNumber] : undefined;
  if (nut && socket !== undefined)
    notes.push({
      kind: 'socket',
      label: 'Socket size',
      text: `${decimal(socket)}" six-point socket for ${nut.PartNumber}`,
      url: null,
    });
  const plusNut = nut ? PRESET_PLUS_NUTS.includes(nut.TypeId) : false;
  const warranty = warrantyText(
    hubKind(warrantyHub.AftermarketDescription),
    warrantyHub.Description,
    plusNut,
  );
  notes.push({
    kind: 'warranty',
    label: 'Warranty',
    text: warranty ? warranty.replace(/^Warranty: /, '') : 'Standard warranty',
    url: warrantyHub.WarrantyLink,
  });
  if (greaseFillUrl)
    notes.push({ kind: 'grease', label: 'Grease', text: GREASE_FILL_TEXT, url: greaseFillUrl });
  return notes;
}

/** The lines every job has after the hub or kit and its contents. */
function serviceLines(
  b: Builder,
  hub: HubAssemblyDetail,
  nut: AftermarketPart | undefined,
  other: AftermarketPart | undefined,
) {
  const studs = studsPerHub(hub);
  const studNote = studs === null ? STUD_COUNT_NOTE : `One per stud hole: ${studs} per hub`;
  return [
    orderLine(b, 'spindle-nut', 'Spindle nut kit', nut, 1, otherStyleNote(other)),
    orderLine(b, 'wheel-stud', 'Wheel studs', find(b.parts, PART_TYPE.wheelStud), studs, studNote),
  ];
}

function toneRingLine(b: Builder, hub: HubAssemblyDetail, withHub: HubAssemblyDetail | null): JobLine[] {
  const ring = find(b.parts, PART_TYPE.absToneRing);
  const needed = hub.ABSRingIncluded || hub.AbsRingNumber !== null || ring !== undefined;
  if (!needed) return [];
  const number = ring?.PartNumber ?? hub.AbsRingNumber;
  if (withHub?.ABSRingIncluded && number)
    return [
      includedLine(b, 'tone-ring', 'ABS tone ring', number, PART_TYPE.absToneRing, 0, 'Comes with the hub'),
    ];
  return [orderLine(b, 'tone-ring', 'ABS tone ring', ring)];
}

/** A hub its components list does not offer (not public): the hub itself, with its status notice. */
function ownHubLine(b: Builder, hub: HubAssemblyDetail): JobLine {
  return {
    role: 'hub',
    label: 'Hub assembly',
    partNumber: hub.HubAssemblyNumber,
    typeName: partTypeName(PART_TYPE.hubAssembly),
    description: hub.Description,
    quantity: b.ends,
    status: 'order',
    note: hubNotice(hub),
    route: partRoute(PART_TYPE.hubAssembly, hub.HubAssemblyNumber),
  };
}

/** 'PreSet Plus', 'PreSet' or 'Conventional': what a hub is, in the words of the hub cards. */
const kindName = (h: HubAssemblyDetail) =>
  isPreSetPlus(h) ? 'PreSet Plus' : hubKind(h.AftermarketDescription);

/**
 * Why the replace list offers another hub than the one asked: its hub components rank another hub first
 * (a PreSet Plus hub for a conventional one, a newer hub for an old one). Null when it is the hub itself.
 */
export function replacementNote(
  asked: HubAssemblyDetail,
  offered: string,
  replacement: HubAssemblyDetail | null,
): string | null {
  if (offered === asked.HubAssemblyNumber) return null;
  const what = replacement ? `${kindName(replacement)} hub ${offered}` : `hub ${offered}`;
  return `Recommended replacement for ${asked.HubAssemblyNumber} (${kindName(asked)}): ${what}, listed first in its hub components`;
}

function replaceList(input: JobInputs, b: Builder): JobList {
  const hubRow = groupHubParts(b.parts)[0]?.rows[0];
  const hubPart = hubRow ? b.parts.find((p) => p.PartNumber === hubRow.partNumber) : undefined;
  const newHub = hubPart ? input.replacement : input.hub;
  const withHub = (
    role: JobLine['role'],
    label: string,
    typeId: number,
    usage: number,
    included: boolean,
  ) => {
    const part = find(b.parts, typeId, usage);
    return included && part
      ? includedLine(b, role, label, part.PartNumber, typeId, usage, 'Comes with the hub')
      : orderLine(b, role, label, part);
  };
  const { chosen, other } = chooseNut(b.parts, newHub ?? input.hub, b.nut);
  return {
    mode: 'replace',
    title: MODE_LABELS.replace,
    notice: null,
    lines: [
      hubPart
        ? orderLine(
            b,
            'hub',
            'Hub assembly',
            hubPart,
            1,
            replacementNote(input.hub, hubPart.PartNumber, input.replacement),
          )
        : ownHubLine(b, input.hub),
      withHub('seal-kit', 'Seal & spacer kit', PART_TYPE.sealSpacerKit, 0, newHub?.SealIncluded ?? false),
      withHub('inner-bearing', 'Inner bearing', PART_TYPE.bearing, 1, newHub?.BearingConesIncluded ?? false),
      withHub('outer-bearing', 'Outer bearing', PART_TYPE.bearing, 2, newHub?.BearingConesIncluded ?? false),
      ...serviceLines(b, newHub ?? input.hub, chosen, other),
      ...toneRingLine(b, input.hub, newHub),
      orderLine(b, 'fill-plug', 'Fill plug', find(b.parts, PART_TYPE.fillPlug)),
    ],
    notes: jobNotes(chosen, input.nuts, newHub ?? input.hub, input.greaseFillUrl),
  };
}

function rebuildList(input: JobInputs, b: Builder): JobList {
  const kit = ranked(b.parts).find((p) => REBUILD_KIT_TYPES.includes(p.TypeId));
  const contents = kit ? input.kitContents : null;
  const inKit = `In rebuild kit ${kit?.PartNumber ?? ''}`.trim();
  const fromKit = (
    role: JobLine['role'],
    label: string,
    number: string | null | undefined,
    typeId: number,
    usage: number,
  ) =>
    number
      ? includedLine(b, role, label, number, typeId, usage, inKit)
      : orderLine(b, role, label, find(b.parts, typeId, typeId === PART_TYPE.bearing ? usage : undefined));
  const { chosen, other } = chooseNut(b.parts, input.hub, b.nut);
  const unitized = /unitized/i.test(input.hub.HubAssemblyType);
  return {
    mode: 'rebuild',
    title: MODE_LABELS.rebuild,
    notice: unitized ? `${TEXT.unitizedTitle}. ${TEXT.unitizedBody}` : null,
    lines: [
      orderLine(b, 'rebuild-kit', 'Rebuild kit', kit),
      fromKit('seal-kit', 'Seal & spacer kit', contents?.SealAndSpacerKitNumber, PART_TYPE.sealSpacerKit, 0),
      fromKit('inner-bearing', 'Inner bearing', contents?.BearingSetNumberInboard, PART_TYPE.bearing, 1),
      fromKit('outer-bearing', 'Outer bearing', contents?.BearingSetNumberOutboard, PART_TYPE.bearing, 2),
      ...serviceLines(b, input.hub, chosen, other),
      ...toneRingLine(b, input.hub, null),
      orderLine(b, 'fill-plug', 'Fill plug', find(b.parts, PART_TYPE.fillPlug)),
    ],
    notes: jobNotes(chosen, input.nuts, input.hub, input.greaseFillUrl),
  };
}

/** The nut choice as the list shows it: the styles the hub's family lists, the one in the list. */
function nutSummary(input: JobInputs, b: Builder): JobNut {
  const nuts = nutFamily(b.parts, input.hub, b.nut);
  const spindles = SPINDLE_STYLES.filter((s) => nuts.some((p) => styleOf(p) === s));
  const chosen = chooseNut(b.parts, input.hub, b.nut).chosen;
  const spindle = chosen ? styleOf(chosen) : null;
  return {
    plus: b.nut.plus === true,
    spindle,
    spindles,
    spindleChosen: spindle !== null && spindle === b.nut.spindle,
  };
}

/**
 * The job's parts list of one hub: both ways (replace, rebuild), `mode` the chosen one, for `ends` ends,
 * with the spindle nut the visitor chose (PreSet Plus upgrade, spindle style).
 */
export function jobPartsData(
  input: JobInputs,
  mode: JobMode,
  ends: JobEnds,
  nut: JobNutChoice = {},
): JobPartsData {
  const b: Builder = { ends, parts: ranked(input.parts), nut };
  return {
    title: JOB_PARTS_TITLE,
    hubAssemblyNumber: input.hub.HubAssemblyNumber,
    hubDescription: input.hub.Description,
    mode,
    ends,
    lists: [replaceList(input, b), rebuildList(input, b)],
    calculatorRoute: CALCULATOR_ROUTE,
    route: jobPartsRoute(input.hub.HubAssemblyNumber, mode, ends, nut),
    nut: nutSummary(input, b),
  };
}
