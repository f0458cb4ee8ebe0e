// Hub results of the wizard: every hub assembly that fits the answers (filtervalues/hanum).
import { defineTool } from '../tool.ts';
import { HubResultsInput, HubResultsOutput, hubResults } from './hub-results.ts';

export const hubsForFilters = defineTool({
  name: 'hubsForFilters',
  description: 'Hub assemblies that fit every answer of the hub wizard.',
  input: HubResultsInput,
  output: HubResultsOutput,
  execute: (input, ctx) => hubResults('hub', input, ctx),
});
