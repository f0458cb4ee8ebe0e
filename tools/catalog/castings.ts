// The hub casting flow's result (filter hanum): hub assemblies that fit the casting answers.
import { defineTool } from '../tool.ts';
import { HubResultsInput, HubResultsOutput, hubResults } from './hub-results.ts';

export const castingHubsForFilters = defineTool({
  name: 'castingHubsForFilters',
  description: 'Hub assemblies that fit every answer of the hub casting flow (filter hanum, e.g. hcnum=...).',
  input: HubResultsInput,
  output: HubResultsOutput,
  execute: (input, ctx) => hubResults('casting', input, ctx),
});
