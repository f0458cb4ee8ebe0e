// Hub values read from typed words ('trailer', 'Peterbilt', 'steer axle') as answers to a parts flow's
// questions: 'trailer rotor' answers the rotor's axle position with 'Trailer Axle'. Never a guess: a question
// takes a value only when exactly one of its values names what was read.
import { singular, words } from '../words/spelling.ts';
import { type FlowPairs, withAnswer } from './pairs.ts';
import { answerOf, type FetchValues, type FlowCategory } from './step.ts';

const wordsOf = (name: string) => new Set(words(name).map(singular));

/** Whether `own` holds every word of `read` ('Trailer' in 'Trailer Axle'). */
const holdsAll = (own: Set<string>, read: Set<string>) => read.size > 0 && [...read].every((w) => own.has(w));

const sameWords = (a: Set<string>, b: Set<string>) => a.size === b.size && holdsAll(a, b);

/**
 * The answers `names` (code -> value name, as read from the words) give the flow's questions, in category
 * order, each value fetched with the answers before it so that every answer still leaves parts; `taken`
 * are the names of the values answered. Sizes are never named by words, so inch questions are passed over.
 */
export async function typedAnswers(
  categories: readonly FlowCategory[],
  names: Readonly<Record<string, string>>,
  fetchValues: FetchValues,
  tried: readonly string[] = [],
): Promise<{ pairs: FlowPairs; taken: string[] }> {
  let pairs: FlowPairs = {};
  const taken: string[] = [];
  // words no vocabulary knows, each tried as a name read for every question ('hat': the rotor type Hat)
  const triedWords = tried.map(wordsOf);
  if (!Object.keys(names).length && !triedWords.length) return { pairs, taken };
  // a name read for one of the flow's own questions ('holes': 10 from '10 stud drum') answers that one only
  const own = new Set(categories.map((c) => c.QueryParameterName));
  for (const category of categories) {
    if (category.Role !== 'question' || category.MatchByInch) continue;
    const code = category.QueryParameterName;
    const read = Object.entries(names)
      .filter(([named]) => named === code || !own.has(named))
      .map(([, name]) => wordsOf(name));
    if (!read.length && !triedWords.length) continue;
    const fetched = await fetchValues(code, pairs);
    const values = (Array.isArray(fetched) ? fetched : fetched.Results).filter((v) => v.Id !== 0);
    // a tried word takes only an answer that is that word whole ('hat': Hat; never 'Flat Head' for 'flat')
    const hits = values.filter((v) => {
      const own = wordsOf(v.Name);
      return read.some((r) => holdsAll(own, r)) || triedWords.some((t) => sameWords(own, t));
    });
    const [only] = hits;
    if (hits.length !== 1 || !only) continue;
    pairs = withAnswer(pairs, code, answerOf(category, only));
    taken.push(only.Name);
  }
  return { pairs, taken };
}

/** The names read that no answer taken holds (in the words' order): 'Aluminum' beside 'trailer rotor'. */
export function leftOut(names: Readonly<Record<string, string>>, taken: readonly string[]): string[] {
  const held = taken.map(wordsOf);
  return Object.values(names).filter((name) => {
    const read = wordsOf(name);
    return read.size > 0 && !held.some((own) => holdsAll(own, read));
  });
}
