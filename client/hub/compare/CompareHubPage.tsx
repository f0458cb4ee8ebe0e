// /hub/compare-hub: two maker hub assembly numbers, each picked from suggestions, then Compare.
import '../hub-pages.css';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { compareRoute } from '../../../tools/engine/compare/compare.ts';
import { readNumberText } from '../../../tools/part-number/number-in-text.ts';
import { ElsewhereOffers } from '../../search/ElsewhereOffers.tsx';
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

/** One number box; `initial` is a hub a compare link named (it counts as picked). */
function usePicker(initial: string | null = null) {
  const [text, setText] = useState(initial ?? '');
  const [chosen, setChosen] = useState<string | null>(initial);
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
  const from = compareFromQuery(params);
  const first = usePicker(from);
  const second = usePicker();
  const ready =
    first.number && second.number && HUB_NUMBER.test(first.number) && HUB_NUMBER.test(second.number);
  return (
    <>
      <StepBar />
      <section className="page">
        <h1 className="page-title">{COMPARE_TEXT.title}</h1>
        <div className="compare-picker">
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
              // with the first hub given by the link, the box to fill is the second
              autoFocus={i === (from ? 1 : 0)}
            />
          ))}
          {ready ? (
            <Link
              className="button button-primary compare-go"
              to={compareRoute(first.number ?? '', second.number ?? '')}
            >
              {COMPARE_TEXT.compare}
            </Link>
          ) : (
            <button type="button" className="button button-primary compare-go" disabled>
              {COMPARE_TEXT.compare}
            </button>
          )}
        </div>
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
