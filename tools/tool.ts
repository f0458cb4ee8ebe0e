// The shape of a typed tool: zod input and output schemas and one implementation over the catalog.
import { z } from 'zod';
import type { Database } from '../server/data/db/client.ts';

export type ToolContext = {
  db: Database;
  /** Folder or host that catalog document links resolve against (DOCUMENT_BASE_URL); default '/documents/'. */
  documentBaseUrl?: string;
};

export type Tool<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = {
  name: string;
  description: string;
  input: I;
  output: O;
  execute: (input: z.output<I>, ctx: ToolContext) => Promise<z.output<O>>;
};

export function defineTool<I extends z.ZodType, O extends z.ZodType>(tool: Tool<I, O>): Tool<I, O> {
  return tool;
}

/** Runs a tool with its input parsed first, so callers cannot skip validation. */
export async function runTool<I extends z.ZodType, O extends z.ZodType>(
  tool: Tool<I, O>,
  input: z.input<I>,
  ctx: ToolContext,
): Promise<z.output<O>> {
  return tool.execute(tool.input.parse(input), ctx);
}

/**
 * A whole number in [min, max], given as a number or as plain digits (a query or path value). Stricter than
 * z.coerce: signs, exponents (1e3), hex, blanks and decimals are refused, so a route passing the text on
 * gets the same check as a caller passing a number.
 */
export const wholeNumber = (min: number, max: number) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,16}$/, 'Expected a whole number')
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));

/** The largest value of a PostgreSQL integer column (ids). */
export const MAX_INT4 = 2_147_483_647;

export const Status = { OK: 'OK', ZERO_RESULTS: 'ZERO_RESULTS' } as const;

/** A list answer in the API's shape: Status (OK, or ZERO_RESULTS when empty) and Results. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ Status: z.enum([Status.OK, Status.ZERO_RESULTS]), Results: z.array(item) });

/** The list answer of `Results`: Status OK when it holds any, ZERO_RESULTS when empty. */
export const listAnswer = <T>(Results: T[]) => ({
  Status: Results.length ? Status.OK : Status.ZERO_RESULTS,
  Results,
});
