// Aftermarket parts of one or more hubs (aftermarketparts?hanum=...&party=...): components, kits, spindle nuts.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  hubAftermarketParts,
  hubAssemblies,
  aftermarketParts as partsTable,
} from '../../server/data/db/schema.ts';
import { defineTool, Status } from '../tool.ts';
import { HubNumber, imageUrl } from './hub-assembly-details.ts';

export const AftermarketPart = z.object({
  PartNumber: z.string(),
  Description: z.string(),
  TypeId: z.number().int(),
  UsageId: z.number().int(),
  Ranking: z.number().int(),
  Images: z.array(z.object({ ImageUrl: z.string(), ImageGuid: z.string(), ImageTypeId: z.number().int() })),
  isPublic: z.boolean(),
});
export type AftermarketPart = z.infer<typeof AftermarketPart>;

export const HubParts = z.object({
  HubAssemblyNumber: z.string(),
  HubAssemblyDescription: z.string(),
  hubId: z.string(),
  Status: z.string(),
  AftermarketParts: z.array(AftermarketPart),
});

export const aftermarketPartsTool = defineTool({
  name: 'aftermarketParts',
  description: 'Aftermarket parts (components, kits, spindle nuts) of hubs, optionally only some part types.',
  input: z.object({
    hanum: z.array(HubNumber).min(1).max(60),
    party: z.array(z.number().int().positive()).max(30).default([]),
  }),
  output: z.object({ Status: z.enum([Status.OK, Status.ZERO_RESULTS]), Results: z.array(HubParts) }),
  async execute({ hanum, party }, { db }) {
    const hubs = await db
      .select({
        number: hubAssemblies.hubAssemblyNumber,
        description: hubAssemblies.description,
        status: hubAssemblies.partStatus,
      })
      .from(hubAssemblies)
      .where(inArray(hubAssemblies.hubAssemblyNumber, hanum));
    if (!hubs.length) return { Status: Status.ZERO_RESULTS, Results: [] };
    const rows = await db
      .select({
        hub: hubAftermarketParts.hubAssemblyNumber,
        usage: hubAftermarketParts.usageId,
        ranking: hubAftermarketParts.ranking,
        part: partsTable,
      })
      .from(hubAftermarketParts)
      .innerJoin(partsTable, eq(partsTable.partNumber, hubAftermarketParts.partNumber))
      .where(
        and(
          inArray(hubAftermarketParts.hubAssemblyNumber, hanum),
          eq(partsTable.isPublic, true),
          ...(party.length ? [inArray(partsTable.typeId, party)] : []),
        ),
      )
      .orderBy(asc(hubAftermarketParts.ranking), asc(partsTable.partNumber));
    const byHub = new Map(hanum.map((n) => [n, [] as AftermarketPart[]]));
    for (const r of rows) {
      byHub.get(r.hub)?.push({
        PartNumber: r.part.partNumber,
        Description: r.part.description,
        TypeId: r.part.typeId,
        UsageId: r.usage,
        Ranking: r.ranking,
        Images: r.part.images.map((i) => ({
          ImageUrl: imageUrl(i.ImageGuid),
          ImageGuid: i.ImageGuid,
          ImageTypeId: i.ImageTypeId,
        })),
        isPublic: r.part.isPublic,
      });
    }
    const Results = hanum.flatMap((n) => {
      const hub = hubs.find((h) => h.number === n);
      return hub
        ? [
            {
              HubAssemblyNumber: n,
              HubAssemblyDescription: hub.description,
              hubId: n,
              Status: hub.status,
              AftermarketParts: byHub.get(n) ?? [],
            },
          ]
        : [];
    });
    return { Status: Results.length ? Status.OK : Status.ZERO_RESULTS, Results };
  },
});
