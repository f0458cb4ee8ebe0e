// /parts/search: the maker's hub assembly number with suggestions as you type; Continue opens its components.
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PartNumberMatch } from '../../tools/catalog/search-part-numbers.ts';
import { BRAND, TEXT } from '../../tools/engine/shared/texts.ts';
import { normalizePartNumber } from '../../tools/part-number/normalize.ts';
import { readNumberText } from '../../tools/part-number/number-in-text.ts';
import { PART_TYPE } from '../../tools/part-number/part-types.ts';
import { trackNoResult, trackSearch } from '../analytics/index.ts';
import { pathQuery, readQuery } from '../data/queries.ts';
import { destinationOf } from '../hub/search/destination.ts';
import { HUB_NUMBER } from '../hub/useHubDetail.ts';
import { useEntryText } from '../search/entry-text.ts';
import { NumberAutocomplete, type SuggestionList } from '../search/NumberAutocomplete.tsx';
import { isMeant } from '../search/one-meant.ts';
import { useExampleNumbers } from '../search/useExampleNumbers.ts';
import { MAKER_HUB_NUMBERS, type Suggestions, UNIFIED_SEARCH } from '../search/useNumberSuggestions.ts';
import { useNumberTextSuggestions } from '../search/useNumberTextSuggestions.ts';
import { pollFor, settledOf } from '../search/wait-for.ts';
import { StepBar } from '../ui/StepBar.tsx';
import { useAlive } from '../ui/useAlive.ts';
import { competitorHub } from './competitor-hub.ts';

const SOURCE = 'parts-search';

/** The maker's numbers, under the maker's name; stale or pending answers show 'Loading...'. */
function asList(s: Suggestions<string>): SuggestionList {
  if (s.state === 'idle' || s.state === 'loading') return { state: 'loading' };
  if (s.state === 'error') return { state: 'error' };
  return { state: 'done', text: s.text, items: s.results.map((n) => ({ key: n, brand: BRAND, number: n })) };
}

/** The page of the part the text names exactly when it is not a hub (its number, a brand word allowed). */
async function otherPartPage(text: string): Promise<string | null> {
  try {
    const { Results } = await readQuery(pathQuery<{ Results: PartNumberMatch[] }>(UNIFIED_SEARCH.path(text)));
    const typed = normalizePartNumber(text);
    const match = Results.find(
      (m) =>
        m.PartTypeId !== PART_TYPE.hubAssembly && typed.endsWith(normalizePartNumber(m.CompetitorPartNumber)),
    );
    if (!match) return null;
    const label = `${match.CompetitorName} ${match.CompetitorPartNumber}`;
    const to = await destinationOf({
      id: match.CompetitorInterchangesId,
      label,
      number: match.CompetitorPartNumber,
    });
    return to.startsWith('/hub/no-results') ? null : to;
  } catch {
    return null;
  }
}

export function PartsSearchPage() {
  const navigate = useNavigate();
  const [text, setText] = useEntryText('number');
  const [open, setOpen] = useState(true);
  const [message, setMessage] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const example = useExampleNumbers()?.HubAssemblyNumbers[0] ?? null;
  // Only ever the suggestions for the text as it is now; a number among words ('PN: 10082200') is searched
  // as the chat reads it, and alone when the words beside it find nothing ('Item 10082200').
  const suggestions = useNumberTextSuggestions(text, true, MAKER_HUB_NUMBERS);
  const current = useRef({ text, suggestions });
  current.current = { text, suggestions };
  const alive = useAlive();
  const messageId = useId();

  function openHub(number: string, picked: boolean) {
    trackSearch({
      term: current.current.text.trim(),
      selectedItem: picked ? number : null,
      found: true,
      source: SOURCE,
    });
    navigate(`/parts/search/${encodeURIComponent(number)}`);
  }

  /** Acts on the suggestions for the text as it is now, once they are in. */
  async function submit(e: FormEvent) {
    e.preventDefault();
    // the spec's empty text, said once: as the error, in place of the grey prompt
    if (!text.trim()) {
      setMessage(TEXT.searchEmpty);
      return;
    }
    if (waiting) return;
    setMessage(null);
    setWaiting(true);
    // Emptying the field while waiting stops the wait.
    const s = await pollFor(() =>
      current.current.text.trim() ? settledOf(current.current.suggestions) : null,
    );
    if (!alive.current) return;
    setWaiting(false);
    if (!s) return;
    const value = s.text;
    const results = s.state === 'done' ? s.results : [];
    // the number read from the text ('ConMet # 10082200' searches 'ConMet 10082200', its number 10082200)
    const { number } = readNumberText(value);
    const typed = normalizePartNumber(number);
    const exact = results.find((n) => normalizePartNumber(n) === typed);
    // The one suggestion is used when it is the typed number (a brand word before it allowed) or starts
    // with it; one character off is another hub, whose components must not open for this number.
    const only = results.length === 1 ? results[0] : undefined;
    const meant = only !== undefined && isMeant(value, only);
    if (exact) return openHub(exact, false);
    // Another brand's hub number opens the components of the maker hub it interchanges with.
    const theirs = await competitorHub(value);
    if (!alive.current) return;
    if (theirs.kind === 'hub') return openHub(theirs.hub, false);
    if (theirs.kind === 'several') {
      setMessage(
        `Several brands make ${value.trim()}: type the brand before it (${theirs.brands.join(', ')}).`,
      );
      return;
    }
    if (meant && only) return openHub(only, false);
    // Not a hub number: another part's number (a rebuild kit, ...) opens that part's own page.
    const other = await otherPartPage(value);
    if (!alive.current) return;
    if (other) return navigate(other);
    if (results.length) {
      setOpen(true);
      setMessage('Choose your hub assembly number from the list.');
      return;
    }
    if (s.state === 'error' && HUB_NUMBER.test(number)) return openHub(number, false);
    trackSearch({ term: value, found: false, source: SOURCE });
    trackNoResult(value);
    navigate(`/hub/no-results?q=${encodeURIComponent(value)}`);
  }

  return (
    <>
      <StepBar backTo="/parts/choose-path" />
      <section className="page parts-search">
        <h1 className="page-title">Enter your hub assembly number</h1>
        <form className="number-search" onSubmit={submit}>
          <NumberAutocomplete
            label="Hub assembly number"
            hideLabel
            placeholder="6 or 8 digit assembly number"
            emptyPrompt={message ? undefined : TEXT.searchEmpty}
            text={text}
            onText={(t) => {
              setText(t);
              setOpen(true);
              setMessage(null);
            }}
            suggestions={open ? asList(suggestions) : { state: 'idle' }}
            onPick={(item) => openHub(item.number, true)}
            errorText="Suggestions are not available right now. Press Continue to search."
            onEscape={() => setOpen(false)}
            describedBy={message ? messageId : undefined}
          />
          <button className="button button-primary" type="submit" disabled={waiting}>
            {waiting ? TEXT.loading : 'Continue'}
          </button>
        </form>
        {message ? (
          <p className="field-error" id={messageId} role="alert">
            {message}
          </p>
        ) : null}
        <p className="lead">
          The assembly number is stamped on the hub
          {example ? (
            <>
              , for example <strong>{example}</strong>
            </>
          ) : null}
          .
        </p>
        <Link className="button button-quiet help-find" to="/parts/help">
          Help me find my hub assembly number
        </Link>
      </section>
    </>
  );
}
