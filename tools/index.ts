// The tool set: every capability over the catalog, registered once for the REST routes and the engine.
import type { z } from 'zod';
import { hubAssemblyDetails } from './catalog/hub-assembly-details.ts';
import { interchangeById } from './catalog/interchange.ts';
import { searchPartNumbers } from './catalog/search-part-numbers.ts';
import { runTool, type ToolContext } from './tool.ts';

export const tools = { searchPartNumbers, hubAssemblyDetails, interchangeById } as const;
export type Tools = typeof tools;

/** The tools as plain async functions, the form the engine receives them in. */
export type BoundTools = {
  [K in keyof Tools]: (input: z.input<Tools[K]['input']>) => Promise<z.output<Tools[K]['output']>>;
};

export function bindTools(ctx: ToolContext): BoundTools {
  return {
    searchPartNumbers: (input) => runTool(tools.searchPartNumbers, input, ctx),
    hubAssemblyDetails: (input) => runTool(tools.hubAssemblyDetails, input, ctx),
    interchangeById: (input) => runTool(tools.interchangeById, input, ctx),
  };
}
