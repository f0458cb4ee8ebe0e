// Typed engine output, shared with the client: every message says what it shows and which page shows the same.
import { z } from 'zod';

export const HubCard = z.object({
  hubAssemblyNumber: z.string(),
  description: z.string(),
  status: z.enum(['Active', 'Service Only', 'Terminated']),
  /** 'PreSet' when the aftermarket description says so, else 'Conventional'. */
  kind: z.enum(['PreSet', 'Conventional']),
  imageUrl: z.string().nullable(),
  heading: z.string(),
  notice: z.string().nullable(),
  route: z.string(),
});
export type HubCard = z.infer<typeof HubCard>;

export const HubResultsData = z.object({
  title: z.string(),
  matchedBy: z.string().nullable(),
  hubs: z.array(HubCard).min(1),
  route: z.string(),
});

export const OutcomeData = z.object({
  kind: z.enum(['no-results', 'not-available', 'unitized', 'exclusive', 'splined', 'discontinued']),
  title: z.string(),
  paragraphs: z.array(z.string()),
  route: z.string(),
});

/** Data part schemas by name; the chat message type and the server's validation derive from this. */
export const dataPartSchemas = {
  'hub-results': HubResultsData,
  outcome: OutcomeData,
} as const;

export type DataParts = { [K in keyof typeof dataPartSchemas]: z.infer<(typeof dataPartSchemas)[K]> };

export type EngineMessage =
  | { kind: 'text'; markdown: string }
  | { [K in keyof DataParts]: { kind: K; data: DataParts[K] } }[keyof DataParts];
