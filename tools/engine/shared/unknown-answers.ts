// Answers in a link that the catalog does not have at all ('stdia=999', 'aaxna=999': edited by hand, or from
// a catalog that has since dropped the value). Such an answer rules every part out, so a page opened from
// the link said only 'No results were found.'; it names the answer instead, and asks its question again.
// The hub questions and the parts flows word it here, in the chat and on the pages alike.

export type UnknownAnswer = {
  code: string;
  /** The question in a few words, as the answers lists name it ('Stud Diameter', 'Axle type'). */
  question: string;
  /** The value as the link gave it: a visitor's text, shown as text (at most FILTER_VALUE_MAX long). */
  value: string;
};

/** 'The answer "999" to Stud Diameter in this link is not one the catalog has.' */
export function unknownAnswersText(unknown: readonly UnknownAnswer[]): string {
  const named = unknown.map((u) => `"${u.value}" to ${u.question}`);
  const last = named.pop();
  return named.length
    ? `The answers ${named.join(', ')} and ${last} in this link are not ones the catalog has.`
    : `The answer ${last} in this link is not one the catalog has.`;
}

/** The label of the link that asks the first unknown answer's question again. */
export const answerAgainLabel = (unknown: UnknownAnswer) => `Answer ${unknown.question} again`;

/** `pairs` without the unknown answers. */
export function withoutUnknown<T extends Readonly<Record<string, string>>>(
  pairs: T,
  unknown: readonly UnknownAnswer[],
): Record<string, string> {
  const codes = new Set(unknown.map((u) => u.code));
  return Object.fromEntries(Object.entries(pairs).filter(([code]) => !codes.has(code)));
}
