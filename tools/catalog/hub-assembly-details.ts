// Hub assembly details by number, with every field of the specification; images point at our own diagrams.
// Answered from the in-memory hub catalog (server/data/hub-memory.ts): no database query per call.
import { z } from 'zod';
import { type HubRow, hubCatalog } from '../../server/data/hub-memory.ts';
import { defineTool, Status } from '../tool.ts';
import { resolveDocumentUrl } from './document-url.ts';

export const HubStatus = z.enum(['Active', 'Service Only', 'Terminated']);

export const ImageSchema = z.object({
  ImageUrl: z.string(),
  ImageGuid: z.string(),
  ImageId: z.string(),
  ImageTypeId: z.number().int(),
});

const num = z.number().nullable();
const str = z.string().nullable();

/** The document with the suggested Grade 00 grease fill volume, linked from every trailer hub. */
export const GREASE_FILL_DOCUMENT = 'grease-fill-volume.html';
const isTrailer = (axlePosition: string) => /trailer/i.test(axlePosition);

export const HubAssemblyDetail = z.object({
  HubAssemblyNumber: z.string(),
  PartNumber: z.string(),
  Description: z.string(),
  AftermarketDescription: z.string(),
  IsAftermarket: z.boolean(),
  IsAftermarketAssembly: z.boolean(),
  PartStatus: HubStatus,
  Status: HubStatus,
  Images: z.array(ImageSchema),
  /** The warranty document's URL (catalog link resolved against the document host); null when none or unsafe. */
  WarrantyLink: str,
  /** Text with {{marked}} link texts; Links[i] is the URL of the i-th marker (null: unsafe, stays text). */
  GawrNote: z.object({ Text: z.string(), Links: z.array(z.string().nullable()), IBLink: str }).nullable(),
  /** Trailer hubs: the suggested fill volume of Grade 00 semi-fluid grease (spec section 9); else null. */
  GreaseFillLink: str,
  Material: z.string(),
  AxlePosition: z.string(),
  Axle: z.string(),
  HubAssemblyType: z.string(),
  BearingNumberInboard: str,
  BearingNumberOutboard: str,
  BearingNumbersType: str,
  BearingConeNumberInboard: str,
  BearingConeNumberOutboard: str,
  HubCastingNumber: str,
  BrakeType: z.string(),
  BrakeRotorType: str,
  HubMountingSystem: str,
  WheelStudStandoutInch: num,
  WheelMaterial: str,
  AxleStudThread: str,
  FlangeOffsetInch: num,
  BrakeDrumPilotDiameter: num,
  BarrelLength: num,
  ABSRingIncluded: z.boolean(),
  WeightPound: num,
  ConventionalHubNumber: str,
  HubRatingPound: z.number().int().nullable(),
  WheelStudBoltCircleDiameterInch: num,
  AbsRingNumber: str,
  WheelStudThread: str,
  BearingConesIncluded: z.boolean(),
  SealIncluded: z.boolean(),
  FillHole: z.boolean(),
  AbsOffsetInch: num,
  SmallBackface: z.boolean(),
  BrakeRotorDepth: num,
  BrakeRotorOffset: num,
  BrakeRotorThickness: num,
});
export type HubAssemblyDetail = z.infer<typeof HubAssemblyDetail>;

export function imageUrl(guid: string): string {
  return `/images/${guid}.svg`;
}

/**
 * Details already made, per catalog row and document base. A chat answer of 60 hubs made 60 of them on
 * every turn (a fifth of the engine's turn at scale 100), from rows that do not change while their
 * catalog lives: the catalog's rows are frozen and dropped with it, and so are their details here.
 */
const madeDetails = new WeakMap<HubRow, { base: string | undefined; detail: HubAssemblyDetail }>();

/**
 * A catalog hub row as the API shows it; document links become URLs under `documentBase`. The details of
 * a frozen row (the catalog's) are made once and frozen too: callers read them, never change them.
 */
export function toHubAssemblyDetail(h: HubRow, documentBase?: string): HubAssemblyDetail {
  if (!Object.isFrozen(h)) return detailOf(h, documentBase);
  const known = madeDetails.get(h);
  if (known && known.base === documentBase) return known.detail;
  const detail = detailOf(h, documentBase);
  for (const image of detail.Images) Object.freeze(image);
  Object.freeze(detail.Images);
  if (detail.GawrNote) Object.freeze(Object.freeze(detail.GawrNote).Links);
  madeDetails.set(h, { base: documentBase, detail: Object.freeze(detail) });
  return detail;
}

function detailOf(h: HubRow, documentBase: string | undefined): HubAssemblyDetail {
  const status = HubStatus.parse(h.partStatus);
  return {
    HubAssemblyNumber: h.hubAssemblyNumber,
    PartNumber: h.partNumber,
    Description: h.description,
    AftermarketDescription: h.aftermarketDescription,
    IsAftermarket: h.isAftermarket,
    IsAftermarketAssembly: h.isAftermarketAssembly,
    PartStatus: status,
    Status: status,
    Images: h.images.map((i) => ({
      ImageUrl: imageUrl(i.ImageGuid),
      ImageGuid: i.ImageGuid,
      ImageId: i.ImageGuid,
      ImageTypeId: i.ImageTypeId,
    })),
    WarrantyLink: resolveDocumentUrl(h.warrantyLink, documentBase),
    GawrNote: h.gawrNote
      ? {
          Text: h.gawrNote.Text,
          Links: h.gawrNote.Links.map((l) => resolveDocumentUrl(l, documentBase)),
          IBLink: resolveDocumentUrl(h.gawrNote.IBLink, documentBase),
        }
      : null,
    GreaseFillLink: isTrailer(h.axlePosition) ? resolveDocumentUrl(GREASE_FILL_DOCUMENT, documentBase) : null,
    Material: h.material,
    AxlePosition: h.axlePosition,
    Axle: h.axle,
    HubAssemblyType: h.hubAssemblyType,
    BearingNumberInboard: h.bearingNumberInboard,
    BearingNumberOutboard: h.bearingNumberOutboard,
    BearingNumbersType: h.bearingNumbersType,
    BearingConeNumberInboard: h.bearingConeNumberInboard,
    BearingConeNumberOutboard: h.bearingConeNumberOutboard,
    HubCastingNumber: h.hubCastingNumber,
    BrakeType: h.brakeType,
    BrakeRotorType: h.brakeRotorType,
    HubMountingSystem: h.hubMountingSystem,
    WheelStudStandoutInch: h.wheelStudStandoutInch,
    WheelMaterial: h.wheelMaterial,
    AxleStudThread: h.axleStudThread,
    FlangeOffsetInch: h.flangeOffsetInch,
    BrakeDrumPilotDiameter: h.brakeDrumPilotDiameter,
    BarrelLength: h.barrelLength,
    ABSRingIncluded: h.absRingIncluded,
    WeightPound: h.weightPound,
    ConventionalHubNumber: h.conventionalHubNumber,
    HubRatingPound: h.hubRatingPound,
    WheelStudBoltCircleDiameterInch: h.wheelStudBoltCircleDiameterInch,
    AbsRingNumber: h.absRingNumber,
    WheelStudThread: h.wheelStudThread,
    BearingConesIncluded: h.bearingConesIncluded,
    SealIncluded: h.sealIncluded,
    FillHole: h.fillHole,
    AbsOffsetInch: h.absOffsetInch,
    SmallBackface: h.smallBackface,
    BrakeRotorDepth: h.brakeRotorDepth,
    BrakeRotorOffset: h.brakeRotorOffset,
    BrakeRotorThickness: h.brakeRotorThickness,
  };
}

/** Maker hub numbers are 6 or 8 digits; the path may join two with a comma for compare. */
export const HubNumber = z.string().regex(/^\d{6}(\d{2})?$/, 'A hub assembly number has 6 or 8 digits');

/** Names of the properties whose values differ between two hubs (Images left out: every hub has its own). */
export function differentProperties(a: HubAssemblyDetail, b: HubAssemblyDetail): string[] {
  return (Object.keys(a) as (keyof HubAssemblyDetail)[]).filter(
    (k) => k !== 'Images' && JSON.stringify(a[k]) !== JSON.stringify(b[k]),
  );
}

export const hubAssemblyDetails = defineTool({
  name: 'hubAssemblyDetails',
  description: 'Full details of one or more hub assemblies by maker hub assembly number.',
  input: z.object({ numbers: z.array(HubNumber).min(1).max(2) }),
  output: z.object({
    Status: z.enum([Status.OK, Status.ZERO_RESULTS]),
    Results: z.array(HubAssemblyDetail),
    /** Two numbers asked and both found (compare): the properties whose values differ. */
    differentProperties: z.array(z.string()).optional(),
  }),
  async execute({ numbers }, { db, documentBaseUrl }) {
    const hubs = await hubCatalog(db);
    const ordered = hubs.hubs(numbers).map((r) => toHubAssemblyDetail(r, documentBaseUrl));
    const [a, b] = ordered;
    return {
      Status: ordered.length ? Status.OK : Status.ZERO_RESULTS,
      Results: ordered,
      ...(a && b ? { differentProperties: differentProperties(a, b) } : {}),
    };
  },
});
