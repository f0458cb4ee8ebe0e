// Hub component kits by maker part number (kits/... calls): rebuild kits and their contents, ABS service
// kits, ABS tone rings, seals, seal & spacer kits and spindle nut kits. Each answers a list, empty when the
// number is not the maker's; the pages then try the cross-reference (tools/catalog/cross-reference.ts).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  absServiceKits,
  absToneRingKits,
  aftermarketParts,
  hubAftermarketParts,
  rebuildKitDetails as kitDetailsTable,
  rebuildKits,
  sealSpacerKits,
  seals,
  spindleNutKits,
} from '../../server/data/db/schema.ts';
import { lookupForms, PartNumberText } from '../part-number/part-number-text.ts';
import { defineTool, listAnswer, listOf } from '../tool.ts';
import { imageUrl } from './hub-assembly-details.ts';

export const PartNumberInput = z.object({ partNumber: PartNumberText });

/** The part's main drawing from the aftermarket part list, or null (the page shows the placeholder). */
function partImage(images: { ImageGuid: string; ImageTypeId: number }[] | null | undefined): string | null {
  const main = images?.find((i) => i.ImageTypeId === 1) ?? images?.[0];
  return main ? imageUrl(main.ImageGuid) : null;
}

export const RebuildKit = z.object({
  PartNumber: z.string(),
  TypeId: z.number().int(),
  Type: z.string(),
  Description: z.string(),
  Axle: z.string(),
  /** Spelled as in the original API. */
  AxlePostion: z.string(),
  ImageURL: z.string().nullable(),
});
export type RebuildKit = z.infer<typeof RebuildKit>;

export const preSetPlusRebuildKit = defineTool({
  name: 'preSetPlusRebuildKit',
  description: 'A PreSet / PreSet Plus hub rebuild kit (part types 217, 218, 219) by its maker number.',
  input: PartNumberInput,
  output: listOf(RebuildKit),
  async execute({ partNumber }, { db }) {
    const rows = await db
      .select()
      .from(rebuildKits)
      .where(inArray(rebuildKits.partNumber, lookupForms(partNumber)));
    return listAnswer(
      rows.map((k) => ({
        PartNumber: k.partNumber,
        TypeId: k.typeId,
        Type: k.type,
        Description: k.description,
        Axle: k.axle,
        AxlePostion: k.axlePosition,
        ImageURL: k.imageGuid ? imageUrl(k.imageGuid) : null,
      })),
    );
  },
});

export const RebuildKitDetail = z.object({
  PreSetPreSetPlusHubRebuildKitNumber: z.string(),
  BearingSetNumberInboard: z.string().nullable(),
  BearingSetNumberOutboard: z.string().nullable(),
  SealAndSpacerKitNumber: z.string().nullable(),
});
export type RebuildKitDetail = z.infer<typeof RebuildKitDetail>;

export const rebuildKitDetails = defineTool({
  name: 'rebuildKitDetails',
  description:
    'What a PreSet / PreSet Plus hub rebuild kit holds: inner and outer bearing sets, seal & spacer kit.',
  input: z.object({ kitNumber: PartNumberText }),
  output: listOf(RebuildKitDetail),
  async execute({ kitNumber }, { db }) {
    const rows = await db
      .select()
      .from(kitDetailsTable)
      .where(inArray(kitDetailsTable.kitNumber, lookupForms(kitNumber)))
      .orderBy(asc(kitDetailsTable.line));
    return listAnswer(
      rows.map((r) => ({
        PreSetPreSetPlusHubRebuildKitNumber: r.kitNumber,
        BearingSetNumberInboard: r.bearingSetNumberInboard,
        BearingSetNumberOutboard: r.bearingSetNumberOutboard,
        SealAndSpacerKitNumber: r.sealAndSpacerKitNumber,
      })),
    );
  },
});

export const AbsServiceKit = z.object({
  ABSServiceKitNumber: z.string(),
  ABSToneRingNumber: z.string().nullable(),
  ABSType: z.string(),
  ProductType: z.string(),
  ScrewNumber: z.string().nullable(),
  WhatKitContains: z.string(),
  ImageURL: z.string().nullable(),
});
export type AbsServiceKit = z.infer<typeof AbsServiceKit>;

export const absKit = defineTool({
  name: 'absKit',
  description: 'An ABS ring service kit (part type 241) by its maker number: tone ring, screws, contents.',
  input: PartNumberInput,
  output: listOf(AbsServiceKit),
  async execute({ partNumber }, { db }) {
    const rows = await db
      .select({ kit: absServiceKits, images: aftermarketParts.images })
      .from(absServiceKits)
      .leftJoin(aftermarketParts, eq(aftermarketParts.partNumber, absServiceKits.absServiceKitNumber))
      .where(inArray(absServiceKits.absServiceKitNumber, lookupForms(partNumber)));
    return listAnswer(
      rows.map(({ kit, images }) => ({
        ABSServiceKitNumber: kit.absServiceKitNumber,
        ABSToneRingNumber: kit.absToneRingNumber,
        ABSType: kit.absType,
        ProductType: kit.productType,
        ScrewNumber: kit.screwNumber,
        WhatKitContains: kit.whatKitContains,
        ImageURL: partImage(images),
      })),
    );
  },
});

export const AbsToneRingKit = z.object({
  ABSToneRingKitNumber: z.string(),
  AbsType: z.string(),
  InnerDiameterInch: z.number(),
  OuterDiameterInch: z.number(),
  ThicknessInch: z.number(),
  ImageURL: z.string().nullable(),
});
export type AbsToneRingKit = z.infer<typeof AbsToneRingKit>;

export const absToneRingKit = defineTool({
  name: 'absToneRingKit',
  description: 'An ABS tone ring (part type 7) by its maker number, with its dimensions in inches.',
  input: PartNumberInput,
  output: listOf(AbsToneRingKit),
  async execute({ partNumber }, { db }) {
    const rows = await db
      .select({ ring: absToneRingKits, images: aftermarketParts.images })
      .from(absToneRingKits)
      .leftJoin(aftermarketParts, eq(aftermarketParts.partNumber, absToneRingKits.absToneRingKitNumber))
      .where(inArray(absToneRingKits.absToneRingKitNumber, lookupForms(partNumber)));
    return listAnswer(
      rows.map(({ ring, images }) => ({
        ABSToneRingKitNumber: ring.absToneRingKitNumber,
        AbsType: ring.absType,
        InnerDiameterInch: ring.innerDiameterInch,
        OuterDiameterInch: ring.outerDiameterInch,
        ThicknessInch: ring.thicknessInch,
        ImageURL: partImage(images),
      })),
    );
  },
});

export const Seal = z.object({
  PartNumber: z.string(),
  Description: z.string(),
  InnerDiameterInches: z.number(),
  OuterDiameterInches: z.number(),
  Width: z.number(),
  KitType: z.string(),
  /** The seal & spacer kit this seal comes in, if any. */
  SealAndSpacerKit: z.string().nullable(),
  ImageURL: z.string().nullable(),
});
export type Seal = z.infer<typeof Seal>;

export const seal = defineTool({
  name: 'seal',
  description: 'A wheel seal (part type 220) by its maker number, with dimensions and its seal & spacer kit.',
  input: PartNumberInput,
  output: listOf(Seal),
  async execute({ partNumber }, { db }) {
    const rows = await db
      .select({ seal: seals, images: aftermarketParts.images })
      .from(seals)
      .leftJoin(aftermarketParts, eq(aftermarketParts.partNumber, seals.partNumber))
      .where(inArray(seals.partNumber, lookupForms(partNumber)));
    return listAnswer(
      rows.map(({ seal: s, images }) => ({
        PartNumber: s.partNumber,
        Description: s.description,
        InnerDiameterInches: s.innerDiameterInches,
        OuterDiameterInches: s.outerDiameterInches,
        Width: s.width,
        KitType: s.kitType,
        SealAndSpacerKit: s.sealAndSpacerKit,
        ImageURL: partImage(images),
      })),
    );
  },
});

export const SealSpacerKit = z.object({
  PartNumber: z.string(),
  Description: z.string(),
  SealNumber: z.string(),
  SpacerNumber: z.string(),
  Axle: z.string(),
  ImageURL: z.string().nullable(),
});
export type SealSpacerKit = z.infer<typeof SealSpacerKit>;

export const sealSpacerKit = defineTool({
  name: 'sealSpacerKit',
  description: 'A wheel seal and spacer kit (part type 221) by its maker number: the seal and spacer in it.',
  input: PartNumberInput,
  output: listOf(SealSpacerKit),
  async execute({ partNumber }, { db }) {
    const rows = await db
      .select({ kit: sealSpacerKits, images: aftermarketParts.images })
      .from(sealSpacerKits)
      .leftJoin(aftermarketParts, eq(aftermarketParts.partNumber, sealSpacerKits.partNumber))
      .where(inArray(sealSpacerKits.partNumber, lookupForms(partNumber)));
    return listAnswer(
      rows.map(({ kit, images }) => ({
        PartNumber: kit.partNumber,
        Description: kit.description,
        SealNumber: kit.sealNumber,
        SpacerNumber: kit.spacerNumber,
        Axle: kit.axle,
        ImageURL: partImage(images),
      })),
    );
  },
});

export const SpindleNutKit = z.object({
  PartNumber: z.string(),
  TypeId: z.number().int(),
  Description: z.string(),
  /** Six-point socket size in inches. */
  SixPointSocketSize: z.number().nullable(),
  TorqueSpec: z.string(),
  Note: z.string().nullable(),
  ImageURL: z.string().nullable(),
});
export type SpindleNutKit = z.infer<typeof SpindleNutKit>;

export const spindleKit = defineTool({
  name: 'spindleKit',
  description:
    'A PreSet (222, 223) or PreSet Plus (226, 227) spindle nut kit by its maker number: socket size, torque.',
  input: PartNumberInput,
  output: listOf(SpindleNutKit),
  async execute({ partNumber }, { db }) {
    const rows = await db
      .select({ kit: spindleNutKits, images: aftermarketParts.images })
      .from(spindleNutKits)
      .leftJoin(aftermarketParts, eq(aftermarketParts.partNumber, spindleNutKits.partNumber))
      .where(inArray(spindleNutKits.partNumber, lookupForms(partNumber)));
    return listAnswer(
      rows.map(({ kit, images }) => ({
        PartNumber: kit.partNumber,
        TypeId: kit.typeId,
        Description: kit.description,
        SixPointSocketSize: kit.sixPointSocketSize,
        TorqueSpec: kit.torqueSpec,
        Note: kit.note,
        ImageURL: partImage(images),
      })),
    );
  },
});

/** Fill plugs are aftermarket parts of type 8; they have no table of their own. */
export const FILL_PLUG_TYPE = 8;

export const FillPlug = z.object({
  PartNumber: z.string(),
  Description: z.string(),
  ImageURL: z.string().nullable(),
  /** The hubs whose parts list names this fill plug. */
  HubAssemblyNumbers: z.array(z.string()),
});
export type FillPlug = z.infer<typeof FillPlug>;

export const fillPlug = defineTool({
  name: 'fillPlug',
  description: 'A hub fill plug (part type 8) by its maker number, with the hubs it belongs to.',
  input: PartNumberInput,
  output: listOf(FillPlug),
  async execute({ partNumber }, { db }) {
    const [part] = await db
      .select()
      .from(aftermarketParts)
      .where(
        and(
          inArray(aftermarketParts.partNumber, lookupForms(partNumber)),
          eq(aftermarketParts.typeId, FILL_PLUG_TYPE),
          eq(aftermarketParts.isPublic, true),
        ),
      )
      .limit(1);
    if (!part) return listAnswer([]);
    const hubs = await db
      .selectDistinct({ n: hubAftermarketParts.hubAssemblyNumber })
      .from(hubAftermarketParts)
      .where(eq(hubAftermarketParts.partNumber, part.partNumber))
      .orderBy(asc(hubAftermarketParts.hubAssemblyNumber))
      .limit(200);
    return listAnswer([
      {
        PartNumber: part.partNumber,
        Description: part.description,
        ImageURL: partImage(part.images),
        HubAssemblyNumbers: hubs.map((h) => h.n),
      },
    ]);
  },
});
