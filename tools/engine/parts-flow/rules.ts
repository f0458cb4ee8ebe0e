// Outcome rules of the rotor, drum and stud flows: splined rotors, the
// discontinued rotor, rotor notes, ZERO_RESULTS as empty, and when a stud list may be used.
import {
  DISCONTINUED_ROTOR,
  discontinuedRotorText,
  NEW_ASSEMBLY_REQUIRED,
  rotorKitAxleLine,
} from '../shared/display/parts.ts';
import { BRAND, TEXT } from '../shared/texts.ts';
import type { FlowPairs } from './pairs.ts';

/** Rotor type 6 is Bendix splined. */
export const SPLINED_ROTOR_TYPE = 6;
/** The rotor the specification names as discontinued (one constant, in display/parts.ts). */
export { DISCONTINUED_ROTOR };
/** The U-section rotor that is compatible with aluminum hubs. */
export const U_SECTION_EXCEPTION = '10020109';
const U_SECTION_TYPE = 1;

export function isSplinedChoice(code: string, valueId: number): boolean {
  return code === 'brtyp' && valueId === SPLINED_ROTOR_TYPE;
}

export type SplinedOutcome = {
  message: string;
  offerLabel: string;
  /** Hub wizard answers set from the axle position (tcomp, brkty). */
  hubPairs: { tcomp: string; brkty: string };
  /** The hub wizard with those answers filled in. */
  route: string;
};

/**
 * The splined message and its offer to search complete hub/rotor assemblies. Axle position sets the hub
 * wizard's truck type and brake type as the original did: 1 truck with disc brakes, 2 truck with drum
 * brakes, 3 trailer with disc brakes.
 */
export function splinedOutcome(pairs: FlowPairs): SplinedOutcome {
  const axpos = pairs.axpos;
  const hubPairs =
    axpos === '2'
      ? { tcomp: '1', brkty: '1' }
      : axpos === '3'
        ? { tcomp: '2', brkty: '2' }
        : { tcomp: '1', brkty: '2' };
  return {
    message: TEXT.splined,
    offerLabel: 'Search Replacement Hub/Rotor Assemblies',
    hubPairs,
    route: `/hub/filters/tcomp=${hubPairs.tcomp}&brkty=${hubPairs.brkty}`,
  };
}

export type DiscontinuedOutcome = {
  title: string;
  body: string;
  link: { label: string; to: string; kind: 'customer-service' | 'hub-search' };
};

/**
 * A rotor search that finds no summaries: the rotor is discontinued. Rotor 10009970 sends the visitor to
 * customer service; any other number to the replacement hub/rotor search.
 */
export function discontinuedRotor(number: string): DiscontinuedOutcome {
  return {
    title: discontinuedRotorText(number),
    body: NEW_ASSEMBLY_REQUIRED,
    link:
      number === DISCONTINUED_ROTOR
        ? { label: 'Contact customer service', to: 'tel:', kind: 'customer-service' }
        : { label: 'Search for Replacement Hub/Rotor', to: '/hub/truck-type', kind: 'hub-search' },
  };
}

type RotorFacts = {
  BrakeRotorNumber: string;
  BrakeRotorTypeId: number;
  CoatedVersionOf?: string | null;
  StudKitNumber?: string | null;
  ReplacesKitNumber?: string | null;
  Notes?: readonly string[];
};

export const U_SECTION_NOTE = 'U-Section rotors are not compatible with aluminum hubs.';

/**
 * The notes shown with a rotor: U-section rotors except 10020109 are not for aluminum
 * hubs; a kit that replaces an older kit says which; rotors that need the studs of a stud kit say so;
 * coated rotors name the rotor they coat. The catalog's own notes follow, without repeats.
 */
export function rotorNotes(r: RotorFacts): string[] {
  const notes: string[] = [];
  if (r.BrakeRotorTypeId === U_SECTION_TYPE && r.BrakeRotorNumber !== U_SECTION_EXCEPTION)
    notes.push(U_SECTION_NOTE);
  if (r.ReplacesKitNumber) notes.push(`Replaces kit ${r.ReplacesKitNumber}.`);
  if (r.StudKitNumber)
    notes.push(`Remove the existing rotor studs and use the studs in kit ${r.StudKitNumber}.`);
  if (r.CoatedVersionOf) notes.push(`Coated version of rotor ${r.CoatedVersionOf}.`);
  for (const n of r.Notes ?? []) {
    if (n === U_SECTION_NOTE && r.BrakeRotorNumber === U_SECTION_EXCEPTION) continue;
    if (!notes.includes(n)) notes.push(n);
  }
  return notes;
}

/** Which axle a rotor kit is for (the kit lists per axle live in shared/display/parts.ts). */
export function rotorKitAxle(kitNumber: string | null, catalogLabel: string | null = null): string | null {
  return rotorKitAxleLine(kitNumber, catalogLabel);
}

type Listing<T> = { Status: string; Results?: readonly T[] | null } | null | undefined;

/** Drum and rotor answers with status ZERO_RESULTS (or no list) are treated as empty. */
export function resultsOf<T>(res: Listing<T>): readonly T[] {
  if (!res || res.Status === 'ZERO_RESULTS' || !Array.isArray(res.Results)) return [];
  return res.Results;
}

/** A stud list is used only when its status is 'ok' (any case) and it is not empty; otherwise null. */
export function usableStuds<T>(res: Listing<T>): readonly T[] | null {
  if (res?.Status.toLowerCase() !== 'ok' || !res.Results?.length) return null;
  return res.Results;
}

export const TRAILER_ROTOR_NOTICE = TEXT.trailerRotorSize;
export const ROTOR_SEARCH_PROMPT = `Type ${BRAND} or Competitor rotor number`;
export const DRUM_SEARCH_PROMPT = `Type ${BRAND} or Competitor drum number`;
