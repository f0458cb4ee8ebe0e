// The conversation state the engine carries from turn to turn; it travels with each chat request.
import { z } from 'zod';

export const EngineState = z.object({
  version: z.literal(1),
  /** The last number the user searched, for the classic page link and follow-ups. */
  lastSearch: z.string().max(64).nullable(),
});
export type EngineState = z.infer<typeof EngineState>;

export const initialState: EngineState = { version: 1, lastSearch: null };

export const EngineEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string().max(500) }),
  /** A suggestion the user picked: its CompetitorInterchangesId, so the exact part is used. */
  z.object({ type: z.literal('pick-number'), id: z.number().int().positive(), label: z.string().max(120) }),
  z.object({ type: z.literal('reset') }),
]);
export type EngineEvent = z.infer<typeof EngineEvent>;
