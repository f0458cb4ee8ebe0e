// Informational outcomes the engine answers with in more than one flow.
import type { EngineMessage } from './messages.ts';
import { TEXT } from './texts.ts';

/** The specification's "not referenced" answer; `searched` adds what was typed to the page link. */
export function noResultsOutcome(searched?: string): EngineMessage {
  return {
    kind: 'outcome',
    data: {
      kind: 'no-results',
      title: TEXT.noResultsTitle,
      paragraphs: [TEXT.noResultsBody],
      links: [],
      route: searched ? `/hub/no-results?q=${encodeURIComponent(searched)}` : '/hub/no-results',
    },
  };
}
