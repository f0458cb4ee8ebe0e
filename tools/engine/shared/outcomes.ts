// Informational outcomes the engine answers with in more than one flow.
import type { EngineMessage } from './messages.ts';
import { TEXT } from './texts.ts';

/** The ways in a number that found nothing offers beside the phone number, in the chat and on its page. */
export const NUMBER_WAYS_IN = [
  { label: 'Find a hub by answering questions', to: '/hub/choose-path' },
  { label: 'Hub components', to: '/parts/choose-path' },
  { label: 'Brake drums', to: '/hub/replacement-drum' },
  { label: 'Brake rotors', to: '/hub/replacement-rotor' },
] as const;

/** The specification's "not referenced" answer; `searched` adds what was typed to the page link. */
export function noResultsOutcome(searched?: string): EngineMessage {
  return {
    kind: 'outcome',
    data: {
      kind: 'no-results',
      title: TEXT.noResultsTitle,
      paragraphs: [TEXT.noResultsBody],
      links: [],
      ways: NUMBER_WAYS_IN.map((w) => ({ ...w })),
      route: searched ? `/hub/no-results?q=${encodeURIComponent(searched)}` : '/hub/no-results',
    },
  };
}
