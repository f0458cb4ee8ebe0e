// A number field with its suggestion list ('Loading...', 'No matches for {text}'), for the hub search
// and compare pages. The caller owns the text and the suggestions, so Continue can wait for them.
import { useId } from 'react';
import { TEXT } from '../../../tools/engine/texts.ts';

export type SuggestionItem = { key: string; brand: string | null; number: string };

export type SuggestionList =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'done'; text: string; items: SuggestionItem[] };

type Props = {
  label: string;
  placeholder: string;
  text: string;
  onText: (text: string) => void;
  suggestions: SuggestionList;
  onPick: (item: SuggestionItem) => void;
  /** Shown above the list when the typed text alone is not enough (several matches). */
  note?: string | null;
  autoFocus?: boolean;
};

export function NumberAutocomplete({
  label,
  placeholder,
  text,
  onText,
  suggestions,
  onPick,
  note,
  autoFocus,
}: Props) {
  const id = useId();
  const open = text.trim().length > 0 && suggestions.state !== 'idle';
  return (
    <div className="number-field">
      <label className="field-label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <input
        id={`${id}-input`}
        className="text-input"
        type="search"
        inputMode="search"
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        maxLength={64}
        onChange={(e) => onText(e.target.value)}
        aria-controls={open ? id : undefined}
        aria-autocomplete="list"
        // biome-ignore lint/a11y/noAutofocus: the number field is the page's only task
        autoFocus={autoFocus}
      />
      {open ? (
        <div className="suggestions number-suggestions" id={id} aria-live="polite">
          {note ? <p className="suggestions-note">{note}</p> : null}
          {suggestions.state === 'loading' ? <p className="suggestions-note">{TEXT.loading}</p> : null}
          {suggestions.state === 'error' ? (
            <p className="suggestions-note">Suggestions are not available right now.</p>
          ) : null}
          {suggestions.state === 'done' && suggestions.items.length === 0 ? (
            <p className="suggestions-note">{TEXT.noMatches(suggestions.text)}</p>
          ) : null}
          {suggestions.state === 'done' && suggestions.items.length > 0 ? (
            <ul className="suggestion-list">
              {suggestions.items.map((s) => (
                <li key={s.key}>
                  <button type="button" className="suggestion" onClick={() => onPick(s)}>
                    {s.brand ? <span className="suggestion-brand">{s.brand}</span> : null}
                    <span className="suggestion-number">{s.number}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
