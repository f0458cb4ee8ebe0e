// The job's parts list of one hub ("Parts for this job"): the catalog records the rule needs, read with the
// existing tools (hub details, the hub components list, the rebuild kit's contents, the spindle nut kits),
// and the rule itself in tools/engine/shared/job-parts.ts so the chat and the page get the same list.
import { z } from 'zod';
import { jobPartsData } from '../engine/shared/job-parts.ts';
import { JobEnds, JobMode, JobNutPlus, JobPartsData, SpindleStyle } from '../engine/shared/job-parts-data.ts';
import { groupHubParts, REBUILD_KIT_TYPES } from '../engine/shared/part-groups.ts';
import { PART_TYPE } from '../part-number/part-types.ts';
import { defineTool, listAnswer, listOf } from '../tool.ts';
import { aftermarketPartsTool } from './aftermarket-parts.ts';
import { HubNumber, hubAssemblyDetails } from './hub-assembly-details.ts';
import { rebuildKitDetails, spindleKit } from './kits.ts';

const NUT_TYPES: readonly number[] = [
  PART_TYPE.spindleNutKitDFlat,
  PART_TYPE.spindleNutKitKeyway,
  PART_TYPE.spindleNutKitPlusDFlat,
  PART_TYPE.spindleNutKit,
];

export const JobPartsInput = z.object({
  hanum: HubNumber.describe('Maker hub assembly number (6 or 8 digits)'),
  mode: JobMode.default('replace').describe('replace (a new hub) or rebuild (the hub rebuilt with a kit)'),
  ends: JobEnds.default(1).describe('1: one wheel end; 2: both ends of the axle (quantities doubled)'),
  nut: JobNutPlus.optional().describe(
    'plus: the PreSet Plus upgrade was chosen (a PreSet hub gets the PreSet Plus nut kit)',
  ),
  spindle: SpindleStyle.optional().describe('dflat or keyway: the spindle nut kit for that spindle style'),
});

export const jobParts = defineTool({
  name: 'jobParts',
  description:
    "A wheel-end job's parts list for one hub: the hub or its rebuild kit, seal & spacer kit, bearings, spindle nut kit, studs, tone ring, fill plug, torque, socket size, warranty and grease notes.",
  input: JobPartsInput,
  output: listOf(JobPartsData),
  async execute({ hanum, mode, ends, nut, spindle }, ctx) {
    const [hub] = (await hubAssemblyDetails.execute({ numbers: [hanum] }, ctx)).Results;
    if (!hub) return listAnswer([]);
    const listed = await aftermarketPartsTool.execute({ hanum: [hanum], party: [] }, ctx);
    const parts = listed.Results[0]?.AftermarketParts ?? [];
    const replacementNumber = groupHubParts(parts)[0]?.rows[0]?.partNumber;
    const replacement =
      replacementNumber === hanum
        ? hub
        : replacementNumber && HubNumber.safeParse(replacementNumber).success
          ? ((await hubAssemblyDetails.execute({ numbers: [replacementNumber] }, ctx)).Results[0] ?? null)
          : null;
    const kit = [...parts]
      .sort((a, b) => a.Ranking - b.Ranking)
      .find((p) => REBUILD_KIT_TYPES.includes(p.TypeId));
    const kitContents = kit
      ? ((await rebuildKitDetails.execute({ kitNumber: kit.PartNumber }, ctx)).Results[0] ?? null)
      : null;
    const nuts = await Promise.all(
      parts
        .filter((p) => NUT_TYPES.includes(p.TypeId))
        .map(async (p) => (await spindleKit.execute({ partNumber: p.PartNumber }, ctx)).Results),
    );
    return listAnswer([
      jobPartsData(
        { hub, replacement, parts, kitContents, nuts: nuts.flat(), greaseFillUrl: hub.GreaseFillLink },
        mode,
        ends,
        { plus: nut === 'plus', spindle: spindle ?? null },
      ),
    ]);
  },
});
