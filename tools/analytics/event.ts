// Analytics events the client sends to POST /api/events: page views and search outcomes, nothing personal.
import { z } from 'zod';
import { storedText } from '../stored-text.ts';
import { MAX_BATCH } from './batch.ts';

export { MAX_BATCH };

// Generous input caps (a client is rejected only for absurd sizes); scrub() trims further before storing.
const text = (max: number) => storedText(max);

export const AnalyticsEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page_view'), path: text(2000).min(1) }).strict(),
  z
    .object({
      type: z.literal('search'),
      term: text(500).min(1),
      selectedItem: text(500).nullable().default(null),
      found: z.boolean(),
      /** Which search box: e.g. 'home', 'hub-search', 'parts-search', 'drum', 'rotor', 'chat'. */
      source: text(50).min(1),
    })
    .strict(),
  z.object({ type: z.literal('no_result'), term: text(500).min(1) }).strict(),
  z
    .object({
      type: z.literal('search_failure'),
      url: text(2000).min(1),
      message: storedText(2000, { multiline: true }),
    })
    .strict(),
]);
export type AnalyticsEvent = z.input<typeof AnalyticsEventSchema>;
export type ParsedAnalyticsEvent = z.output<typeof AnalyticsEventSchema>;

export const EventBatchSchema = z
  .object({ events: z.array(AnalyticsEventSchema).min(1).max(MAX_BATCH) })
  .strict();
