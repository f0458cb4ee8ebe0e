// The catalog's example numbers for help sentences: fetched once per session, shared by every page.
import { useEffect, useState } from 'react';
import type { ExampleNumbers } from '../../tools/catalog/example-numbers.ts';
import { getJson } from '../api.ts';

export const EXAMPLE_NUMBERS_PATH = '/api/v11/examplenumbers';

let answer: Promise<ExampleNumbers> | null = null;
/** The answer once it is in: later pages start with it, so their sentence never changes after showing. */
let known: ExampleNumbers | null = null;
/** Whether a fetch has finished, with the examples or without (an error). */
let settled = false;

function load(): Promise<ExampleNumbers> {
  if (!answer) {
    answer = getJson<ExampleNumbers>(EXAMPLE_NUMBERS_PATH);
    // A failed fetch is not kept: the next page that asks tries again.
    answer.then(
      (found) => {
        known = found;
        settled = true;
      },
      () => {
        answer = null;
        settled = true;
      },
    );
  }
  return answer;
}

/** The examples once they are in; null before that and on error (the sentence then goes without them). */
export function useExampleNumbers(): ExampleNumbers | null {
  const [examples, setExamples] = useState<ExampleNumbers | null>(known);
  useEffect(() => {
    if (known) return;
    let alive = true;
    load().then(
      (found) => {
        if (alive) setExamples(found);
      },
      () => {},
    );
    return () => {
      alive = false;
    };
  }, []);
  return examples;
}

/**
 * Whether the examples' fetch has finished (with them or, on error, without): the assistant's home waits
 * for it while it loads the conversation anyway, so its help sentence does not grow by two lines after
 * showing and push the buttons under it down (layout shift).
 */
export function useExampleNumbersSettled(): boolean {
  const [done, setDone] = useState(settled);
  useEffect(() => {
    if (settled) return;
    let alive = true;
    const finish = () => {
      if (alive) setDone(true);
    };
    load().then(finish, finish);
    return () => {
      alive = false;
    };
  }, []);
  return done;
}
