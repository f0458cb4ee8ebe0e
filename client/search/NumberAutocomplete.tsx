// The one number field with its suggestion list ('Loading...', 'No matches for {text}') for every classic
// search page (hub, hub components, rotor, drum) and the compare picker. The caller owns the text and the
// suggestions (useNumberSuggestions), so its Continue can wait for them (waitForSettled).
import { type KeyboardEvent, useId, useState } from 'react';
import { TEXT } from '../../tools/engine/shared/texts.ts';
import { OfflineSuggestion } from '../offline/OfflineSuggestion.tsx';
import { nearMissesOnly } from './near-misses.ts';
import type { Suggestions } from './useNumberSuggestions.ts';

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
  /** The label is read by screen readers only (the page heading already says what to type). */
  hideLabel?: boolean;
  /** Shown when the suggestions could not be fetched; null shows nothing. */
  errorText?: string | null;
  /** Told when Escape closed the list (the field closes it itself and keeps the typed text). */
  onEscape?: () => void;
  /** Id of a message about the field (e.g. a validation error) outside it. */
  describedBy?: string;
  /** Shown under the field while it is empty (spec 'Search prompts': 'Type ConMet or Competitor ...'). */
  /** Shown while the box is empty; none where the page says it another way (its error). */
  emptyPrompt?: string | undefined;
};

/** The unified search's matches as list items: competitor name and part number. */
export function matchList(s: Suggestions): SuggestionList {
  if (s.state !== 'done') return s.state === 'loading' ? { state: 'loading' } : { state: s.state };
  return {
    state: 'done',
    text: s.text,
    items: s.results.map((m) => ({
      key: String(m.CompetitorInterchangesId),
      brand: m.CompetitorName,
      number: m.CompetitorPartNumber,
    })),
  };
}

const DEFAULT_ERROR = 'Suggestions are not available right now.';

export function NumberAutocomplete({
  label,
  placeholder,
  text,
  onText,
  suggestions,
  onPick,
  note,
  autoFocus,
  hideLabel,
  errorText = DEFAULT_ERROR,
  onEscape,
  describedBy,
  emptyPrompt,
}: Props) {
  const id = useId();
  // Escape closes the list until the text changes; the text stays (a search input would clear itself)
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const open = text.trim().length > 0 && suggestions.state !== 'idle' && closedFor !== text;
  return (
    <div className="number-field">
      <label className={hideLabel ? 'visually-hidden' : 'field-label'} htmlFor={`${id}-input`}>
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
        onKeyDown={(e) => {
          closeOnEscape(e, () => {
            setClosedFor(text);
            onEscape?.();
          });
          downToSuggestions(e, id);
        }}
        aria-controls={open ? id : undefined}
        aria-autocomplete="list"
        aria-describedby={describedBy}
        // biome-ignore lint/a11y/noAutofocus: the number field is the page's only task
        autoFocus={autoFocus}
      />
      {text.trim() || !emptyPrompt ? null : (
        <p className="suggestions-note search-prompt" aria-live="polite">
          {emptyPrompt}
        </p>
      )}
      {open ? (
        <div className="suggestions number-suggestions" id={id} aria-live="polite">
          {note ? <p className="suggestions-note">{note}</p> : null}
          <SuggestionNotes suggestions={suggestions} onPick={onPick} errorText={errorText} />
          {suggestions.state === 'error' ? <OfflineSuggestion text={text} /> : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Escape in a number box closes its suggestions and keeps the typed text: the browser's own Escape on a
 * search input would wipe it. Every number box with suggestions (these fields and the chat's) uses it.
 */
export function closeOnEscape(e: KeyboardEvent<HTMLInputElement>, close: () => void) {
  if (e.key !== 'Escape') return;
  e.preventDefault();
  close();
}

/**
 * ArrowDown in a number box goes to its first suggestion (the list is the element `listId`, the box
 * `${listId}-input`, in every number box and the chat's); Up and Down then move among them, Up from the
 * first back to the box. Tab reaches them too; the arrows are what a desktop user tries first.
 */
export function downToSuggestions(e: KeyboardEvent<HTMLInputElement>, listId: string) {
  if (e.key !== 'ArrowDown' || e.altKey) return;
  const first = document.getElementById(listId)?.querySelector<HTMLButtonElement>('button.suggestion');
  if (!first) return;
  e.preventDefault();
  first.focus();
}

function moveAmongSuggestions(e: KeyboardEvent<HTMLUListElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button.suggestion')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  e.preventDefault();
  const listId = e.currentTarget.closest('.suggestions')?.id;
  const box = listId ? document.getElementById(`${listId}-input`) : null;
  (e.key === 'ArrowDown' ? buttons[at + 1] : (buttons[at - 1] ?? box))?.focus();
}

/** What the list says for the suggestions: 'Loading...', the error, 'No matches for {text}' or the items. */
export function SuggestionNotes({
  suggestions,
  onPick,
  errorText = DEFAULT_ERROR,
}: {
  suggestions: SuggestionList;
  onPick: (item: SuggestionItem) => void;
  errorText?: string | null;
}) {
  return (
    <>
      {suggestions.state === 'loading' ? <p className="suggestions-note">{TEXT.loading}</p> : null}
      {suggestions.state === 'error' && errorText ? <p className="suggestions-note">{errorText}</p> : null}
      {suggestions.state === 'done' && suggestions.items.length === 0 ? (
        <p className="suggestions-note">{TEXT.noMatches(suggestions.text)}</p>
      ) : null}
      {suggestions.state === 'done' && nearMissesOnly(suggestions.text, suggestions.items) ? (
        <p className="suggestions-note">{TEXT.nearOnly(suggestions.text)}</p>
      ) : null}
      {suggestions.state === 'done' && suggestions.items.length > 0 ? (
        <ul className="suggestion-list" onKeyDown={moveAmongSuggestions}>
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
    </>
  );
}
