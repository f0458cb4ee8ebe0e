// /hub/compare-hub: two maker hub assembly numbers, each picked from suggestions, then Compare.
import '../hub-pages.css';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { compareRoute } from '../../../tools/engine/compare/compare.ts';
import { readNumberText } from '../../../tools/part-number/number-in-text.ts';
import { ElsewhereOffers } from '../../search/ElsewhereOffers.tsx';
import { useEntryText } from '../../search/entry-text.ts';
import { NumberAutocomplete } from '../../search/NumberAutocomplete.tsx';
import { StepBar } from '../../ui/StepBar.tsx';
import { HUB_NUMBER } from '../useHubDetail.ts';
import { compareFromQuery } from './compare-from.ts';
import { useMakerNumberSuggestions } from './useMakerNumberSuggestions.ts';

export const COMPARE_TEXT = {
  title: 'Hub Comparison',
  placeholder: 'Type ConMet assembly number',
  compare: 'Compare',
} as const;

/**
 * One number box, its text and pick kept with the history entry (Back from the compare shows both hubs);
 * `initial` is a hub a compare link named (it counts as picked).
 */
function usePicker(name: string, initial: string | null = null) {
  const [text, setText] = useEntryText(name, initial ?? '');
  const [picked, setPicked] = useEntryText(`${name}-picked`, initial ?? '');
  const chosen = picked || null;
  const setChosen = (n: string | null) => setPicked(n ?? '');
  // a number among words ('PN: 10082200') is searched as the chat reads it
  const read = readNumberText(text);
  const suggestions = useMakerNumberSuggestions(text, chosen === null);
  // Typing a whole number that is among the suggestions counts as picking it (no extra tap needed).
  const typed = read.number.replace(/[\s-]/g, '');
  const exact =
    suggestions.state === 'done' && suggestions.items.some((item) => item.number === typed) ? typed : null;
  return {
    text,
    chosen,
    number: chosen ?? exact,
    suggestions,
    onText(t: string) {
      setText(t);
      setChosen(null);
    },
    onPick(n: string) {
      setText(n);
      setChosen(n);
    },
  };
}

export function CompareHubPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const from = compareFromQuery(params);
  const first = usePicker('first', from.first);
  const second = usePicker('second', from.second);
  const same = first.number !== null && first.number === second.number;
  const ready =
    !same && first.number && second.number && HUB_NUMBER.test(first.number) && HUB_NUMBER.test(second.number);
  const route = ready ? compareRoute(first.number ?? '', second.number ?? '') : null;
  // Enter (or Compare) before a box's suggestions have come: compared as soon as they show both hubs
  const [waiting, setWaiting] = useState(false);
  const loading = first.suggestions.state === 'loading' || second.suggestions.state === 'loading';
  useEffect(() => {
    if (!waiting) return;
    if (route) navigate(route);
    else if (!loading) setWaiting(false);
  }, [waiting, route, loading, navigate]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setWaiting(true);
  };
  return (
    <>
      <StepBar />
      <section className="page">
        <h1 className="page-title">{COMPARE_TEXT.title}</h1>
        <form className="compare-picker" onSubmit={submit} noValidate>
          {[first, second].map((p, i) => (
            <NumberAutocomplete
              key={i === 0 ? 'first' : 'second'}
              label={`Assembly #${i + 1}`}
              placeholder={COMPARE_TEXT.placeholder}
              emptyPrompt={COMPARE_TEXT.placeholder}
              text={p.text}
              onText={p.onText}
              suggestions={p.chosen ? { state: 'idle' } : p.suggestions}
              onPick={(item) => p.onPick(item.number)}
              // with only the first hub given by the link, the box to fill is the second
              autoFocus={i === (from.first && !from.second ? 1 : 0)}
              {...(same && i === 1 ? { describedBy: 'compare-same' } : {})}
            />
          ))}
          {same ? (
            <p id="compare-same" className="field-error" role="alert">
              Both boxes hold {first.number}: choose two different hubs to compare.
            </p>
          ) : null}
          {/* a submit button whatever the boxes hold, so Enter in either box compares once both are hubs */}
          <button type="submit" className="button button-primary compare-go" aria-disabled={!ready}>
            {COMPARE_TEXT.compare}
          </button>
        </form>
        {/* A number no maker hub matches: what it is elsewhere, or the nearest real numbers. */}
        {[first, second].map((p, i) =>
          p.chosen === null &&
          p.suggestions.state === 'done' &&
          !p.suggestions.items.length &&
          p.text.trim() ? (
            <div key={i === 0 ? 'first' : 'second'} className="compare-elsewhere">
              <ElsewhereOffers typed={p.text.trim()} />
            </div>
          ) : null,
        )}
      </section>
    </>
  );
}
