// Stores analytics events after scrubbing anything personal and capping every text.
import type { ParsedAnalyticsEvent } from '../../tools/analytics/event.ts';
import { scrubLocation, scrubText } from '../../tools/analytics/scrub.ts';
import { normalizePartNumber } from '../../tools/part-number/normalize.ts';
import type { Database } from '../data/db/client.ts';
import { analyticsEvents } from '../data/db/schema.ts';

type NewRow = typeof analyticsEvents.$inferInsert;

/** Stored lengths: enough for any real path, part number or error message, too short for a payload. */
export const CAPS = { path: 300, term: 100, source: 50, url: 300, message: 500 } as const;

export function toRow(event: ParsedAnalyticsEvent, createdAt: Date): NewRow {
  switch (event.type) {
    case 'page_view':
      return { type: event.type, path: scrubLocation(event.path, CAPS.path), createdAt };
    case 'search': {
      const term = scrubText(event.term, CAPS.term);
      return {
        type: event.type,
        term,
        normalizedTerm: normalizePartNumber(term),
        selectedItem: event.selectedItem === null ? null : scrubText(event.selectedItem, CAPS.term),
        found: event.found,
        source: scrubText(event.source, CAPS.source),
        createdAt,
      };
    }
    case 'no_result': {
      const term = scrubText(event.term, CAPS.term);
      return { type: event.type, term, normalizedTerm: normalizePartNumber(term), createdAt };
    }
    case 'search_failure':
      return {
        type: event.type,
        url: scrubLocation(event.url, CAPS.url),
        message: scrubText(event.message, CAPS.message),
        createdAt,
      };
  }
}

export async function storeEvents(db: Database, events: ParsedAnalyticsEvent[], at: Date): Promise<void> {
  await db.insert(analyticsEvents).values(events.map((e) => toRow(e, at)));
}
