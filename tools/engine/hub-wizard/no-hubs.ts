// What the hub questions answer when they end with nothing: a filters link with no answers in it (cut
// short), or answers no hub has (a link from an older catalog, a value changed by hand: tcomp=zzz). No
// number was entered, so not the number search's "not referenced" text: what happened, the hub questions
// from the start and the number search, then the phone number. The chat, the results and filters pages
// show this one message.
import { NOT_SURE } from '../parts-flow/step.ts';
import type { DataParts, GivenAnswer } from '../shared/messages.ts';
import { TEXT } from '../shared/texts.ts';
import { answerAgainLabel, type UnknownAnswer, unknownAnswersText } from '../shared/unknown-answers.ts';
import { STEPS } from './steps.ts';
import type { WizardTools } from './wizard-tools.ts';

export type HubNothing = 'no-answers' | 'no-match';

/** The ways on, first the questions from the start. */
export const HUB_WAYS_ON = [
  { label: 'Start the hub questions', to: '/hub/truck-type' },
  { label: 'Search by part number', to: '/hub/search' },
] as const;

/**
 * Answers the catalog does not have, and the page that asks the first one's question again without them
 * (null when that is the questions' start, which is offered anyway).
 */
export type UnknownHubAnswers = { unknown: UnknownAnswer[]; askAgain: string | null };

/**
 * `route`: the page this answer stands for; `answers`: those given on the way, each changeable; `unknown`:
 * the answers of the link no hub has at all, named and asked again first.
 */
export function noHubsOutcome(
  why: HubNothing,
  route: string,
  answers?: GivenAnswer[],
  unknown?: UnknownHubAnswers,
): DataParts['outcome'] {
  const first = unknown?.unknown[0];
  const lead = why === 'no-answers' ? TEXT.hubLinkNoAnswers : TEXT.hubAnswersNoMatch;
  return {
    kind: 'no-results',
    title: TEXT.noResultsTitle,
    paragraphs: [unknown && first ? unknownAnswersText(unknown.unknown) : lead, TEXT.hubCallUs],
    links: [
      ...(first && unknown?.askAgain ? [{ label: answerAgainLabel(first), to: unknown.askAgain }] : []),
      ...HUB_WAYS_ON.map((l) => ({ ...l })),
    ],
    ...(answers ? { answers } : {}),
    route,
  };
}

/**
 * The answers of `filters` to the hub questions that no hub of the catalog has, whatever the other answers
 * ('aaxna=999' in an edited link); empty when each is a value some hub has (the link is older than the
 * catalog, or its answers do not go together).
 */
export async function unknownHubAnswers(
  filters: Readonly<Record<string, string>>,
  tools: Pick<WizardTools, 'filterValues'>,
): Promise<UnknownAnswer[]> {
  const out: UnknownAnswer[] = [];
  for (const [code, given] of Object.entries(filters)) {
    const step = STEPS.find((s) => s.code === code);
    if (!step || given === NOT_SURE) continue;
    const { Results } = await tools.filterValues({ flow: 'hub', code, pairs: {} });
    // inch answers may be written longer ('8.780' is the 8.78 button)
    const known = Results.some(
      (v) => step.valueFor(v) === given || (v.Inch != null && Number(given) === v.Inch),
    );
    if (!known) out.push({ code, question: step.name, value: given });
  }
  return out;
}
