// Brake rotors as tools: number autocomplete, summaries (by search result, by casting or by flow answers),
// details with the replacement kits. Field names follow the original API's contract.
import { z } from 'zod';
import { brakeCatalog, type RotorKitRow, type RotorRow } from '../../server/data/brake-memory.ts';
import type { Database } from '../../server/data/db/client.ts';
import { matchingParts } from '../../server/data/facet-query.ts';
import { PART_TYPE } from '../part-number/part-types.ts';
import { defineTool, Status } from '../tool.ts';
import { resolveDocumentUrl } from './document-url.ts';
import { Pairs } from './filter-pairs.ts';
import { InterchangeId, interchangeById } from './interchange.ts';
import { PartImage, toImages } from './part-images.ts';
import { capped } from './result-cap.ts';
import { ResultTotal, WithTotal } from './result-total.ts';
import { SearchInput, searchNumbers } from './search-part-numbers.ts';

export const RotorNumber = z.string().regex(/^\d{5,10}$/, 'A rotor number has 5 to 10 digits');
export const CastingNumber = z.string().regex(/^\d{5,10}$/, 'A casting number has 5 to 10 digits');

const StatusEnum = z.enum([Status.OK, Status.ZERO_RESULTS]);
const num = z.number().nullable();
const str = z.string().nullable();

export const RotorInterchangeMatch = z.object({
  Competitor: z.string(),
  BrakeRotorNumber: z.string(),
  CompetitorBrakeRotorId: z.number().int(),
  CompetitorId: z.number().int(),
});

export const RotorSummary = z.object({
  BrakeRotorNumber: z.string(),
  BrakeRotorKitNumber: str,
  BrakeRotorType: z.string(),
  BrakeRotorTypeId: z.number().int(),
  BrakeRotorComponents: str,
  /** 'FF Steer', 'R Drive', 'Trailer' or null. */
  AxleLabel: str,
  Status: z.string(),
  CoatedVersionOf: str,
  StudKitNumber: str,
  ReplacesKitNumber: str,
  /** The catalog's notes for the rotor and its kit. */
  Notes: z.array(z.string()),
  Images: z.array(PartImage),
});
export type RotorSummary = z.infer<typeof RotorSummary>;

export const RotorKit = z.object({
  BrakeRotorKitNumber: z.string(),
  AxleLabel: str,
  Description: z.string(),
  Components: str,
  /** The kit's installation instructions: a URL under the document host, or null. */
  InstructionLink: str,
  ReplacesKitNumber: str,
  Notes: z.array(z.string()),
});

export const RotorDetail = z.object({
  BrakeRotorNumber: z.string(),
  BrakeRotorType: z.string(),
  BrakeRotorTypeId: z.number().int(),
  BrakeRotorComponents: str,
  Status: z.string(),
  CastingNumber: str,
  OverallLength: num,
  BrakeSurfaceOutsideDiameter: num,
  Thickness: num,
  PilotDiameter: num,
  BoltCircle: num,
  BoltSize: str,
  BoltHoleNumber: z.number().int().nullable(),
  CoatedVersionOf: str,
  StudKitNumber: str,
  Notes: z.array(z.string()),
  Images: z.array(PartImage),
  Kits: z.array(RotorKit),
  /** The first kit's installation instruction. */
  Instruction: z.object({ BrakeRotorKitNumber: z.string(), Link: str }).nullable(),
});
export type RotorDetail = z.infer<typeof RotorDetail>;

function toSummary(r: RotorRow, k: RotorKitRow | null): RotorSummary {
  return {
    BrakeRotorNumber: r.brakeRotorNumber,
    BrakeRotorKitNumber: k?.brakeRotorKitNumber ?? null,
    BrakeRotorType: r.brakeRotorType,
    BrakeRotorTypeId: r.brakeRotorTypeId,
    BrakeRotorComponents: k?.components ?? r.brakeRotorComponents,
    AxleLabel: k?.axleLabel ?? null,
    Status: r.status,
    CoatedVersionOf: r.coatedVersionOf,
    StudKitNumber: r.studKitNumber,
    ReplacesKitNumber: k?.replacesKitNumber ?? null,
    Notes: [...r.notes, ...(k?.notes ?? [])],
    Images: toImages(r.images),
  };
}

/**
 * One summary per (rotor, kit) of the active rotors given, a rotor without kits (Bendix splined) once
 * with no kit. Discontinued rotors have none, so a search for one answers ZERO_RESULTS. From memory
 * (server/data/brake-memory.ts).
 */
async function summariesOf(db: Database, rotorNumbers: readonly string[], onlyKit?: string) {
  if (!rotorNumbers.length) return { Status: Status.ZERO_RESULTS, Results: [] };
  const brakes = await brakeCatalog(db);
  const rotors = brakes.rotors(rotorNumbers);
  const kits = brakes.kitsOf(rotors.map((r) => r.brakeRotorNumber));
  const Results: RotorSummary[] = [];
  for (const r of rotors) {
    if (r.status !== 'Active') continue;
    const own = kits.filter(
      (k) => k.brakeRotorNumber === r.brakeRotorNumber && (!onlyKit || k.brakeRotorKitNumber === onlyKit),
    );
    if (own.length) for (const k of own) Results.push(toSummary(r, k));
    else Results.push(toSummary(r, null));
  }
  return { Status: Results.length ? Status.OK : Status.ZERO_RESULTS, Results };
}

/** The rotor search result a cbrid names, so a page opened from its link alone can say which rotor it is. */
const SearchedRotor = z.object({
  /** The maker's rotor (or rotor kit) number the result interchanges with. */
  PartNumber: z.string(),
  Competitor: z.string(),
  CompetitorPartNumber: z.string(),
});

const SummariesOutput = z.object({
  Status: StatusEnum,
  Results: z.array(RotorSummary),
  /** For a cbrid: the search result it names; null when it names no rotor (not found, not discontinued). */
  Searched: SearchedRotor.nullable().optional(),
});

export const brakeRotorInterchanges = defineTool({
  name: 'brakeRotorInterchanges',
  description:
    'Rotor number autocomplete: maker and competitor rotor and rotor kit numbers matching typed text (same matching rules as the unified search).',
  input: SearchInput,
  output: z.object({ Status: StatusEnum, Results: z.array(RotorInterchangeMatch) }),
  async execute({ text }, ctx) {
    const hits = await searchNumbers(ctx, text, { partTypeId: PART_TYPE.rotor });
    return {
      Status: hits.length ? Status.OK : Status.ZERO_RESULTS,
      Results: hits.map((h) => ({
        Competitor: h.competitorName,
        BrakeRotorNumber: h.partNumber,
        CompetitorBrakeRotorId: h.id,
        CompetitorId: h.competitorId,
      })),
    };
  },
});

export const brakeRotorSummaries = defineTool({
  name: 'brakeRotorSummaries',
  description:
    'Recommended rotors with their replacement kits: for a rotor search result (CompetitorBrakeRotorId, "cbrid") or for a rotor casting number. ZERO_RESULTS for a discontinued rotor.',
  input: z
    .object({
      cbrid: InterchangeId.optional(),
      casting: CastingNumber.optional(),
    })
    .refine((i) => (i.cbrid === undefined) !== (i.casting === undefined), 'Give either cbrid or casting'),
  output: SummariesOutput,
  async execute({ cbrid, casting }, ctx) {
    const { db } = ctx;
    if (casting !== undefined) return summariesOf(db, (await brakeCatalog(db)).rotorsCast(casting));
    const hit = (await interchangeById.execute({ id: cbrid ?? 0 }, ctx)).Results[0];
    if (!hit || hit.PartTypeId !== PART_TYPE.rotor) return { ...(await summariesOf(db, [])), Searched: null };
    const Searched = {
      PartNumber: hit.PartNumber,
      Competitor: hit.CompetitorName,
      CompetitorPartNumber: hit.CompetitorPartNumber,
    };
    const kit = (await brakeCatalog(db)).kit(hit.PartNumber);
    const found = kit
      ? await summariesOf(db, [kit.brakeRotorNumber], kit.brakeRotorKitNumber)
      : await summariesOf(db, [hit.PartNumber]);
    return { ...found, Searched };
  },
});

export const brakeRotorsForFilters = defineTool({
  name: 'brakeRotorsForFilters',
  description:
    'Rotors with their kits that fit every answer of the rotor or rotor-casting flow (filter brnum).',
  input: z.object({ flow: z.enum(['rotor', 'rotorcasting']), pairs: Pairs, total: WithTotal }),
  output: SummariesOutput.extend({ Total: ResultTotal }),
  async execute({ flow, pairs, total }, { db }) {
    const list = capped(await matchingParts(db, flow, pairs), total);
    return { ...(await summariesOf(db, list.shown)), ...list.total };
  },
});

export const brakeRotorDetails = defineTool({
  name: 'brakeRotorDetails',
  description:
    'Every dimension of one rotor (A overall length ... F bolt size, bolt holes), its notes, and the kits it comes in.',
  input: z.object({ number: RotorNumber }),
  output: z.object({ Status: StatusEnum, Results: z.array(RotorDetail) }),
  async execute({ number }, { db, documentBaseUrl }) {
    const brakes = await brakeCatalog(db);
    const [r] = brakes.rotors([number]);
    if (!r) return { Status: Status.ZERO_RESULTS, Results: [] };
    const kits = brakes.kitsOf([number]);
    const [first] = kits;
    const detail: RotorDetail = {
      BrakeRotorNumber: r.brakeRotorNumber,
      BrakeRotorType: r.brakeRotorType,
      BrakeRotorTypeId: r.brakeRotorTypeId,
      BrakeRotorComponents: r.brakeRotorComponents,
      Status: r.status,
      CastingNumber: r.castingNumber,
      OverallLength: r.overallLength,
      BrakeSurfaceOutsideDiameter: r.brakeSurfaceOutsideDiameter,
      Thickness: r.thickness,
      PilotDiameter: r.pilotDiameter,
      BoltCircle: r.boltCircle,
      BoltSize: r.boltSize,
      BoltHoleNumber: r.boltHoleNumber,
      CoatedVersionOf: r.coatedVersionOf,
      StudKitNumber: r.studKitNumber,
      Notes: r.notes,
      Images: toImages(r.images),
      Kits: kits.map((k) => ({
        BrakeRotorKitNumber: k.brakeRotorKitNumber,
        AxleLabel: k.axleLabel,
        Description: k.description,
        Components: k.components,
        InstructionLink: resolveDocumentUrl(k.instructionLink, documentBaseUrl),
        ReplacesKitNumber: k.replacesKitNumber,
        Notes: k.notes,
      })),
      Instruction: first
        ? {
            BrakeRotorKitNumber: first.brakeRotorKitNumber,
            Link: resolveDocumentUrl(first.instructionLink, documentBaseUrl),
          }
        : null,
    };
    return { Status: Status.OK, Results: [detail] };
  },
});
