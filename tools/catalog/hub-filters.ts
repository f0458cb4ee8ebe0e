// Filter resolution by competitor id (aftermarkethubassemblyfilters?chaid=): a hub number found by number
// search, turned into the hub wizard answers that describe its fitment, so the wizard asks only what is left.
import { z } from 'zod';
import { partFilterPairs, partHasFacet } from '../../server/data/facet-query.ts';
import { hubCatalog } from '../../server/data/hub-memory.ts';
import { defineTool, Status } from '../tool.ts';
import { InterchangeId } from './interchange.ts';

/**
 * Categories the buyer still chooses after a number search (wheel type, hub material, hub assembly type),
 * and the spindle-nut upgrade, which travels as the `spints` flag instead of a pair.
 */
export const LEFT_TO_CHOOSE = ['wmslc', 'hcmty', 'hatyp', 'spints'] as const;
/** The spints value meaning 'PreSet Plus spindle nut upgrade available'. */
const SPINTS_YES = 1;

export const HubFilterResolution = z.object({
  Status: z.enum([Status.OK, Status.ZERO_RESULTS]),
  /** The hub's fitment as filter pairs (code -> value, as the wizard sends them); null when it has none. */
  Results: z.record(z.string(), z.string()).nullable(),
  /** True when the PreSet Plus spindle nut upgrade applies: the spindle-nut question comes before results. */
  spints: z.boolean(),
  /** The maker hub the number stands for; with Results null, the hub the not-available page shows. */
  HubAssemblyNumber: z.string().nullable(),
});
export type HubFilterResolution = z.infer<typeof HubFilterResolution>;

export const aftermarketHubAssemblyFilters = defineTool({
  name: 'aftermarketHubAssemblyFilters',
  description:
    'Resolve a hub assembly number search result (its CompetitorHubAssemblyNumberId / CompetitorInterchangesId, ' +
    '`chaid`) to the hub wizard filter pairs of the maker hub it stands for, and whether the spindle-nut ' +
    'upgrade applies. A hub without filters answers Results null with its HubAssemblyNumber (not-available).',
  input: z.object({ chaid: InterchangeId }),
  output: HubFilterResolution,
  async execute({ chaid }, { db }) {
    // the maker hub from memory (server/data/hub-memory.ts), the facets from the facet index: no query
    const hub = (await hubCatalog(db)).makerHubOf(chaid);
    if (!hub) return { Status: Status.ZERO_RESULTS, Results: null, spints: false, HubAssemblyNumber: null };
    const pairs = await partFilterPairs(db, 'hub', hub);
    const skip = new Set<string>(LEFT_TO_CHOOSE);
    const Results = Object.fromEntries(
      Object.entries(pairs)
        .filter(([code]) => !skip.has(code))
        .map(([code, value]) => [code, String(value)]),
    );
    const upgrade = await partHasFacet(db, 'hub', hub, 'spints', SPINTS_YES);
    const found = Object.keys(Results).length > 0;
    return {
      Status: Status.OK,
      Results: found ? Results : null,
      spints: found && upgrade,
      HubAssemblyNumber: hub,
    };
  },
});
