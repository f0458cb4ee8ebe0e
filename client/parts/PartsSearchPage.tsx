// /parts/search: the maker's hub assembly number with suggestions as you type; Continue opens its components.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BRAND, TEXT } from '../../tools/engine/texts.ts';
import { normalizePartNumber } from '../../tools/part-number/normalize.ts';
import { trackNoResult, trackSearch } from '../analytics/index.ts';
import { MAKER_HUB_NUMBERS, type Suggestions, useNumberSuggestions } from '../search/useNumberSuggestions.ts';
import { StepBar } from '../ui/StepBar.tsx';

/** How often Continue looks again while a search is still on its way (spec section 4). */
export const CONTINUE_POLL_MS = 100;
const SOURCE = 'parts-search';

export function PartsSearchPage() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(true);
  const [message, setMessage] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const latest = useNumberSuggestions(text, true, MAKER_HUB_NUMBERS);
  // Each change clears the matches: an answer for older text is never shown or used.
  const suggestions: Suggestions<string> =
    latest.state !== 'idle' && latest.text !== text.trim() ? { state: 'loading', text: text.trim() } : latest;
  const current = useRef({ text, suggestions });
  current.current = { text, suggestions };
  const poll = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listId = useId();

  useEffect(
    () => () => {
      if (poll.current) clearTimeout(poll.current);
    },
    [],
  );

  function openHub(number: string, picked: boolean) {
    trackSearch({
      term: current.current.text.trim(),
      selectedItem: picked ? number : null,
      found: true,
      source: SOURCE,
    });
    navigate(`/parts/search/${encodeURIComponent(number)}`);
  }

  /** Acts on the suggestions for the text as it is now, or looks again shortly while they are loading. */
  function decide() {
    const { text: now, suggestions: s } = current.current;
    const value = now.trim();
    if (!value) {
      setWaiting(false);
      return;
    }
    if (s.state === 'idle' || s.state === 'loading') {
      poll.current = setTimeout(decide, CONTINUE_POLL_MS);
      return;
    }
    setWaiting(false);
    const results = s.state === 'done' ? s.results : [];
    const exact = results.find((n) => normalizePartNumber(n) === normalizePartNumber(value));
    const only = results.length === 1 ? results[0] : undefined;
    const choice = exact ?? only;
    if (choice) return openHub(choice, false);
    if (results.length > 1) {
      setOpen(true);
      setMessage('Choose your hub assembly number from the list.');
      return;
    }
    if (s.state === 'error' && /^\d{6}(\d{2})?$/.test(value)) return openHub(value, false);
    trackSearch({ term: value, found: false, source: SOURCE });
    trackNoResult(value);
    navigate(`/hub/no-results?q=${encodeURIComponent(value)}`);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim()) {
      setMessage(`Type ${BRAND} assembly number`);
      return;
    }
    if (poll.current) clearTimeout(poll.current);
    setMessage(null);
    setWaiting(true);
    decide();
  }

  const showList = open && text.trim().length > 0;
  return (
    <>
      <StepBar backTo="/parts/choose-path" />
      <section className="page parts-search">
        <h1 className="page-title">Enter your hub assembly number</h1>
        <form className="number-search" onSubmit={submit}>
          <div className="number-field">
            <label className="visually-hidden" htmlFor={`${listId}-input`}>
              Hub assembly number
            </label>
            <input
              id={`${listId}-input`}
              className="text-input"
              type="search"
              inputMode="search"
              autoComplete="off"
              placeholder="6 or 8 digit assembly number"
              value={text}
              maxLength={64}
              onChange={(e) => {
                setText(e.target.value);
                setOpen(true);
                setMessage(null);
              }}
              onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
              aria-controls={showList ? listId : undefined}
              aria-autocomplete="list"
              aria-describedby={message ? `${listId}-message` : undefined}
            />
          </div>
          {showList ? (
            <div className="suggestions" id={listId} aria-live="polite">
              <SuggestionBody
                suggestions={suggestions}
                onPick={(n) => {
                  if (poll.current) clearTimeout(poll.current);
                  openHub(n, true);
                }}
              />
            </div>
          ) : null}
          <button className="button button-primary" type="submit" disabled={waiting}>
            {waiting ? TEXT.loading : 'Continue'}
          </button>
        </form>
        {message ? (
          <p className="field-error" id={`${listId}-message`} role="alert">
            {message}
          </p>
        ) : null}
        <p className="lead">
          The assembly number is stamped on the hub, for example <strong>10031065</strong>.
        </p>
        <Link className="button button-quiet help-find" to="/parts/help">
          Help me find my hub assembly number
        </Link>
      </section>
    </>
  );
}

function SuggestionBody({
  suggestions,
  onPick,
}: {
  suggestions: Suggestions<string>;
  onPick: (n: string) => void;
}) {
  if (suggestions.state === 'idle' || suggestions.state === 'loading')
    return <p className="suggestions-note">{TEXT.loading}</p>;
  if (suggestions.state === 'error')
    return (
      <p className="suggestions-note">Suggestions are not available right now. Press Continue to search.</p>
    );
  if (!suggestions.results.length)
    return <p className="suggestions-note">{TEXT.noMatches(suggestions.text)}</p>;
  return (
    <ul className="suggestion-list">
      {suggestions.results.map((n) => (
        <li key={n}>
          <button type="button" className="suggestion" onClick={() => onPick(n)}>
            <span className="suggestion-brand">{BRAND}</span>
            <span className="suggestion-number">{n}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
