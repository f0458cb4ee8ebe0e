// /hub/no-results[?q=...]: the not-referenced message, never a dead end. Every number box lands here when
// its own search finds nothing; this page searches every part kind for the number and offers what it
// finds ("91763R is a rotor number: see the rotor") or the nearest real numbers, keeps the number in an
// editable box, gives the four ways in, and only then the phone number (the spec's texts stay).
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { NUMBER_WAYS_IN } from '../../tools/engine/shared/outcomes.ts';
import { SEARCH_TEXT_MAX } from '../../tools/part-number/search-text-rule.ts';
import { ElsewhereOffers } from '../search/ElsewhereOffers.tsx';
import { OtherWays } from '../ui/OtherWays.tsx';
import { NotFoundCard } from '../ui/PageFrame.tsx';
import { StepBar } from '../ui/StepBar.tsx';

export function NoResultsPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX);
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  function submit(e: FormEvent) {
    e.preventDefault();
    const next = text.trim().slice(0, SEARCH_TEXT_MAX);
    if (next) setParams({ q: next });
  }

  return (
    <>
      <StepBar />
      <section className="page">
        <NotFoundCard searched={q || undefined}>
          <ElsewhereOffers typed={q} />
          <form className="number-search" onSubmit={submit}>
            <label className="field-label" htmlFor="no-results-number">
              Check the number and search again
            </label>
            <input
              id="no-results-number"
              className="text-input"
              type="search"
              inputMode="search"
              autoComplete="off"
              value={text}
              maxLength={SEARCH_TEXT_MAX}
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" className="button button-primary">
              Search
            </button>
          </form>
          <OtherWays ways={NUMBER_WAYS_IN} />
        </NotFoundCard>
      </section>
    </>
  );
}
