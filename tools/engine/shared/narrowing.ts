// The words of narrowing that shows its progress (decision 037): how many parts still match, the 'Not sure'
// option that skips a question, the early results offer and the line that names what would separate the
// parts left. One place, so the chat and the pages say the same.
import type { Flow } from '../../catalog/facets.ts';

/** What a flow's parts are called: singular, plural. */
const NOUNS: Record<Flow, [string, string]> = {
  hub: ['hub', 'hubs'],
  rotor: ['rotor', 'rotors'],
  drum: ['drum', 'drums'],
  casting: ['hub', 'hubs'],
  rotorcasting: ['rotor', 'rotors'],
  drumcasting: ['drum', 'drums'],
  stud: ['stud', 'studs'],
};

export const partsNoun = (flow: Flow, n: number): string => NOUNS[flow][n === 1 ? 0 : 1];

/** '23 hubs still match', '1 drum still matches'. */
export const stillMatchText = (flow: Flow, n: number): string =>
  `${n} ${partsNoun(flow, n)} still ${n === 1 ? 'matches' : 'match'}`;

/** What an option leaves: '5 drums'. */
export const leavesText = (flow: Flow, n: number): string => `${n} ${partsNoun(flow, n)}`;

export const NOT_SURE_LABEL = 'Not sure';
export const NOT_SURE_SUBLABEL = 'Skip this question; every answer stays open';

/** 'Show the 3 drums now', 'Show the drum now'. */
export const showNowLabel = (flow: Flow, n: number): string =>
  n === 1 ? `Show the ${partsNoun(flow, 1)} now` : `Show the ${n} ${partsNoun(flow, n)} now`;

/** 'These 4 drums differ in Stud Hole Count and Pilot Diameter.' */
export function separateText(flow: Flow, n: number, names: readonly string[]): string {
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  const ask = names.length > 1 ? 'Answer one' : 'Answer it';
  return `These ${n} ${partsNoun(flow, n)} differ in ${list}. ${ask} to narrow them down.`;
}

/** The answers list's word for a question left open by taking the parts early: Change answers it. */
export const NOT_ANSWERED = 'Not answered';

/** The link back to a question left open, from the results. */
export const answerLabel = (name: string): string => `Answer: ${name}`;

/** A result list cut at the result tools' limit: '84 drums match; the first 60 are listed.' */
export const listedText = (flow: Flow, listed: number, total: number): string =>
  `${total} ${partsNoun(flow, total)} match; the first ${listed} are listed.`;
