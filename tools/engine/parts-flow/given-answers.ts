// The answers a parts flow's address holds, named as its questions offered them: a page opened from a link
// ('/hub/stud/filter/stldp/stdia=1') says what it already knows ('Stud Diameter: 5/8"') and where to change
// it, as the hub wizard's results list theirs.
import { NOT_SURE_LABEL } from '../shared/narrowing.ts';
import type { UnknownAnswer } from '../shared/unknown-answers.ts';
import { PARTS_FLOWS, type PartsFlowId } from './flows.ts';
import { valueLabel } from './labels.ts';
import { type FlowPairs, filterRoute } from './pairs.ts';
import { type FetchValues, type FlowCategory, NOT_SURE, withoutAnswer } from './step.ts';

export type FlowAnswer = {
  /** The question in a few words: the category's name ('Axle Position'). */
  question: string;
  /** The answer as the question's button said it ('Trailer Axle', '16.5"'). */
  answer: string;
  /** The question asked again with the answers given before it; those after it are dropped. */
  route: string;
  /**
   * The only value the question had with the answers before it: the flow took it without asking, and asking
   * it again would take it again, so it is said as such and offers no change.
   */
  only: boolean;
};

/**
 * Each answer of `pairs` to one of the flow's questions, in the order given, with its value's label; each
 * value read among those its question offered with the answers before it (or, for a link whose order is
 * not the flow's, with every other answer). A pair no question or value knows (an edited link) is left out.
 */
export async function flowAnswers(
  flow: PartsFlowId,
  categories: readonly FlowCategory[],
  pairs: FlowPairs,
  fetchValues: FetchValues,
): Promise<FlowAnswer[]> {
  const out: FlowAnswer[] = [];
  const before: Record<string, string> = {};
  for (const [code, given] of Object.entries(pairs)) {
    const earlier: FlowPairs = { ...before };
    before[code] = given;
    const category = categories.find((c) => c.QueryParameterName === code && c.Role === 'question');
    if (!category) continue;
    // read among every other answer (a link in another order), it is no answer the flow took by itself
    const read =
      given === NOT_SURE
        ? { label: NOT_SURE_LABEL, only: false }
        : ((await labelOf(flow, category, given, earlier, fetchValues)) ??
          (await labelOf(flow, category, given, withoutAnswer(pairs, code), fetchValues).then(
            (r) => r && { ...r, only: false },
          )));
    if (read !== null)
      out.push({
        question: category.Name,
        answer: read.label,
        route: filterRoute(PARTS_FLOWS[flow].route, code, earlier),
        only: read.only,
      });
  }
  return out;
}

/** The value `given` names among the category's values under `others`, if any, and how many there are. */
async function givenValue(
  category: FlowCategory,
  given: string,
  others: FlowPairs,
  fetchValues: FetchValues,
) {
  const fetched = await fetchValues(category.QueryParameterName, others);
  const values = (Array.isArray(fetched) ? fetched : fetched.Results).filter((v) => v.Id !== 0);
  // inch answers travel as the value's Inch ('8.78'; '8.780' is the same size), the rest as its Id
  const value = values.find((v) =>
    category.MatchByInch && v.Inch !== null ? Number(given) === v.Inch : String(v.Id) === given,
  );
  return { value, offered: values.length };
}

async function labelOf(
  flow: PartsFlowId,
  category: FlowCategory,
  given: string,
  others: FlowPairs,
  fetchValues: FetchValues,
): Promise<{ label: string; only: boolean } | null> {
  const { value, offered } = await givenValue(category, given, others, fetchValues);
  return value
    ? { label: valueLabel(flow, category.QueryParameterName, value).label, only: offered === 1 }
    : null;
}

/**
 * The answers of `pairs` to the flow's questions that no part of the catalog has, whatever the other
 * answers ('stdia=999'): the reason a link finds nothing. A value the catalog has but not beside the other
 * answers is no such answer (the parts differ; the link may be older than the catalog).
 */
export async function unknownAnswers(
  categories: readonly FlowCategory[],
  pairs: FlowPairs,
  fetchValues: FetchValues,
): Promise<UnknownAnswer[]> {
  const out: UnknownAnswer[] = [];
  for (const [code, given] of Object.entries(pairs)) {
    const category = categories.find((c) => c.QueryParameterName === code && c.Role === 'question');
    if (!category || given === NOT_SURE) continue;
    if (!(await givenValue(category, given, {}, fetchValues)).value)
      out.push({ code, question: category.Name, value: given });
  }
  return out;
}
