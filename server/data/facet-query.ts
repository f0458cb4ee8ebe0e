// Facet queries: which parts match a filter state, and which values a category offers for them.
// Values offered are always computed from the matching parts' facets, never kept as a list of their own.
// They are answered from the in-memory facet index (server/data/facet-index.ts), never a query per call.
import type { Database } from './db/client.ts';
import type { Flow } from './db/schema.ts';
import {
  type Category,
  type FacetCounts,
  type FilterState,
  type FilterValue,
  facetIndex,
} from './facet-index.ts';

/** The filter categories of a flow in asking order (sortOrder, then id). */
export async function flowCategories(db: Database, flow: Flow): Promise<Category[]> {
  return (await facetIndex(db)).flow(flow).categoryList();
}

/**
 * Part numbers (hubs, rotors, drums or studs, by flow) that match the state, sorted. Codes the flow does
 * not know (inclv, srcht, ...) and empty or zero answers are ignored; a non-numeric answer matches nothing.
 */
export async function matchingParts(db: Database, flow: Flow, state: FilterState): Promise<string[]> {
  return (await facetIndex(db)).flow(flow).matchingParts(state);
}

/**
 * The parts matching the state as ordinals into the flow's sorted part numbers (`parts`), ascending; null
 * when no answer narrows them (every part matches). For callers that keep something per part of the
 * flow, so that no number is spelt out and looked up again (the hub results' rows).
 */
export async function matchingOrdinals(
  db: Database,
  flow: Flow,
  state: FilterState,
): Promise<{ parts: readonly string[]; ordinals: Int32Array | null }> {
  const facets = (await facetIndex(db)).flow(flow);
  return { parts: facets.parts, ordinals: facets.matching(state) };
}

/**
 * The values of category `code` used by at least one part matching the state (the state's own answer
 * for `code` is ignored, so a category can be asked again), in display order.
 */
export async function facetValues(
  db: Database,
  flow: Flow,
  code: string,
  state: FilterState,
): Promise<FilterValue[]> {
  return (await facetIndex(db)).flow(flow).values(code, state);
}

/** {@link facetValues} of each of `codes` under one state, read together (facet-index.ts). */
export async function facetValuesOfEach(
  db: Database,
  flow: Flow,
  codes: readonly string[],
  state: FilterState,
): Promise<Map<string, FilterValue[]>> {
  return (await facetIndex(db)).flow(flow).valuesOfEach(codes, state);
}

/** How many parts match the state, and how many each value of `code` would leave (facet-index.ts). */
export async function facetCounts(
  db: Database,
  flow: Flow,
  code: string,
  state: FilterState,
): Promise<FacetCounts> {
  return (await facetIndex(db)).flow(flow).counts(code, state);
}

/** The single-valued facets of one part as filter pairs (number search -> wizard with answers filled in). */
export async function partFilterPairs(
  db: Database,
  flow: Flow,
  partNumber: string,
): Promise<Readonly<Record<string, number>>> {
  return (await facetIndex(db)).flow(flow).pairs(partNumber);
}

/** Whether the part has the value `valueId` for category `code` (a flag such as the spindle-nut upgrade). */
export async function partHasFacet(
  db: Database,
  flow: Flow,
  partNumber: string,
  code: string,
  valueId: number,
): Promise<boolean> {
  return (await facetIndex(db)).flow(flow).has(partNumber, code, valueId);
}
