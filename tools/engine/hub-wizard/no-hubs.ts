// What the hub questions answer when they end with nothing: a filters link with no answers in it (cut
// short), or answers no hub has (a link from an older catalog, a value changed by hand: tcomp=zzz). No
// number was entered, so not the number search's "not referenced" text: what happened, the hub questions
// from the start and the number search, then the phone number. The chat, the results and filters pages
// show this one message.
import type { DataParts, GivenAnswer } from '../shared/messages.ts';
import { TEXT } from '../shared/texts.ts';

export type HubNothing = 'no-answers' | 'no-match';

/** The ways on, first the questions from the start. */
export const HUB_WAYS_ON = [
  { label: 'Start the hub questions', to: '/hub/truck-type' },
  { label: 'Search by part number', to: '/hub/search' },
] as const;

/** `route`: the page this answer stands for; `answers`: those given on the way, each changeable. */
export function noHubsOutcome(why: HubNothing, route: string, answers?: GivenAnswer[]): DataParts['outcome'] {
  return {
    kind: 'no-results',
    title: TEXT.noResultsTitle,
    paragraphs: [why === 'no-answers' ? TEXT.hubLinkNoAnswers : TEXT.hubAnswersNoMatch, TEXT.hubCallUs],
    links: HUB_WAYS_ON.map((l) => ({ ...l })),
    ...(answers ? { answers } : {}),
    route,
  };
}
