// The spec's long-stud rule: answers with the standard-stud wheel type (wmslc=1, steel wheels) also list
// the long-stud versions, the hubs of wmslc=2 under the same other answers, '(Long stud version)' (a long
// stud fits a steel wheel too). Its one home: the results list those hubs, and the counts beside the
// questions count them, so the count a choice shows is the number of hubs its results list.
import type { FilterValue } from '../../catalog/facets.ts';
import type { WizardTools } from './wizard-tools.ts';

const WHEEL_TYPE = 'wmslc';
const STANDARD_STUD = '1';
const LONG_STUD = '2';

type Pairs = Readonly<Record<string, string>>;

/** The answers whose hubs are listed beside `pairs`' own as long-stud versions; null when none are. */
export function longStudPairs(pairs: Pairs): Record<string, string> | null {
  return pairs[WHEEL_TYPE] === STANDARD_STUD ? { ...pairs, [WHEEL_TYPE]: LONG_STUD } : null;
}

type Counted = { Results: FilterValue[]; Matching?: number };

const plus = (v: FilterValue, more: number): FilterValue =>
  v.Count === undefined || !more ? v : { ...v, Count: v.Count + more };

/**
 * A question's values with counts, each count (and Matching) the hubs the results would list: the
 * standard-stud answer counts the long-stud hubs too, and under it every question counts their values as
 * well (a value only long-stud versions have is offered, so they are not dropped unseen). A catalog gives
 * a hub one wheel type, so the two sets do not overlap and their counts add.
 */
export async function listedCounts(tools: WizardTools, code: string, pairs: Pairs): Promise<Counted> {
  const listed = await tools.filterValues({ flow: 'hub', code, pairs, counts: true });
  if (code === WHEEL_TYPE) {
    const long = listed.Results.find((v) => String(v.Id) === LONG_STUD)?.Count ?? 0;
    return {
      ...listed,
      Results: listed.Results.map((v) => (String(v.Id) === STANDARD_STUD ? plus(v, long) : v)),
    };
  }
  const longPairs = longStudPairs(pairs);
  if (!longPairs || listed.Matching === undefined) return listed;
  const long = await tools.filterValues({ flow: 'hub', code, pairs: longPairs, counts: true });
  const longCount = new Map(long.Results.map((v) => [v.Id, v.Count ?? 0]));
  const own = new Set(listed.Results.map((v) => v.Id));
  return {
    ...listed,
    Results: [
      ...listed.Results.map((v) => plus(v, longCount.get(v.Id) ?? 0)),
      ...long.Results.filter((v) => !own.has(v.Id)),
    ],
    Matching: listed.Matching + (long.Matching ?? 0),
  };
}
