// The catalog's example numbers for help sentences: fetched once per session, shared by every page.
import { useEffect, useState } from 'react';
import type { ExampleNumbers } from '../../tools/catalog/example-numbers.ts';
import { getJson } from '../api.ts';

export const EXAMPLE_NUMBERS_PATH = '/api/v11/examplenumbers';

let answer: Promise<ExampleNumbers> | null = null;
/** The answer once it is in: later pages start with it, so their sentence never changes after showing. */
let known: ExampleNumbers | null = null;

function load(): Promise<ExampleNumbers> {
  if (!answer) {
    answer = getJson<ExampleNumbers>(EXAMPLE_NUMBERS_PATH);
    // A failed fetch is not kept: the next page that asks tries again.
    answer.then(
      (found) => {
        known = found;
      },
      () => {
        answer = null;
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
