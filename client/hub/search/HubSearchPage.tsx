// /hub/search: the hub assembly number with suggestions; Continue waits for a pending search, uses the
// only suggestion, and sends a number nobody knows to /hub/no-results (reported as 'No Result Found').
import '../hub-pages.css';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PartNumberMatch } from '../../../tools/catalog/search-part-numbers.ts';
import { hubFiltersRoute } from '../../../tools/engine/number/number-routing.ts';
import { TEXT } from '../../../tools/engine/shared/texts.ts';
import { HUB_NUMBER_TYPES } from '../../../tools/part-number/part-types.ts';
import { trackNoResult, trackSearch } from '../../analytics/index.ts';
import { useApi } from '../../data/useApi.ts';
import { useEntryText } from '../../search/entry-text.ts';
import { matchList, NumberAutocomplete } from '../../search/NumberAutocomplete.tsx';
import { isMeant } from '../../search/one-meant.ts';
import { UNIFIED_SEARCH } from '../../search/useNumberSuggestions.ts';
import { useNumberTextSuggestions } from '../../search/useNumberTextSuggestions.ts';
import { waitForSettled } from '../../search/wait-for.ts';
import { couldNotLoad, ErrorCard } from '../../ui/ErrorCard.tsx';
import { MeasureItLink } from '../../ui/MeasureItLink.tsx';
import { StepBar } from '../../ui/StepBar.tsx';
import { useAlive } from '../../ui/useAlive.ts';
import { destinationOf } from './destination.ts';

export const SEARCH_TEXT = {
  heading: 'Enter your hub assembly number',
  placeholder: '6 or 8 digit assembly number',
  help: 'Help me find my hub assembly number',
  chooseOne: 'Several parts match: choose yours from the list.',
} as const;

/** Hub assemblies, and the hubs exclusive to one truck maker (their own pages). */

/** This page asks for a hub assembly number: other parts are not suggested. */
const isHub = (m: PartNumberMatch) => HUB_NUMBER_TYPES.has(m.PartTypeId);

type FilterResolution = Parameters<typeof hubFiltersRoute>[0];

/**
 * /hub/search?chaid={id} (a hub number routed here by the routing table): resolve its filters and go on.
 * The retry when that failed (the page says so instead of leaving the visitor at an empty box), else null.
 */
function useChaidRedirect(): (() => void) | null {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const chaid = params.get('chaid');
  const path =
    chaid && /^\d{1,9}$/.test(chaid) ? `/api/v11/aftermarkethubassemblyfilters?chaid=${chaid}` : null;
  const read = useApi<FilterResolution>(path);
  const resolution = read.state === 'done' ? read.data : null;
  useEffect(() => {
    if (resolution) navigate(hubFiltersRoute(resolution), { replace: true });
  }, [resolution, navigate]);
  return read.state === 'error' ? read.retry : null;
}

export function HubSearchPage() {
  const navigate = useNavigate();
  const chaidRetry = useChaidRedirect();
  const [text, setText] = useEntryText('number');
  const [note, setNote] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  // Only ever the suggestions for the text as it is now; a number among words ('PN: 10082200') is searched
  // as the chat reads it, and alone when the words beside it find no hub ('Item 10082200'); a brand typed
  // beside it is kept to ('Gunite 45541F' is said to be Webb's number, not taken for Gunite's).
  const current = useNumberTextSuggestions(text, true, UNIFIED_SEARCH, { keep: isHub, listed: (m) => m });
  const seen = useRef(current);
  seen.current = current;
  const alive = useAlive();

  async function go(match: PartNumberMatch, term: string) {
    const label = `${match.CompetitorName} ${match.CompetitorPartNumber}`;
    trackSearch({ term, selectedItem: label, found: true, source: 'hub-search' });
    setWorking(true);
    try {
      navigate(
        await destinationOf({
          id: match.CompetitorInterchangesId,
          label,
          number: match.CompetitorPartNumber,
        }),
      );
    } catch {
      if (alive.current) setNote('The parts finder could not be reached. Please try again.');
    } finally {
      if (alive.current) setWorking(false);
    }
  }

  async function onContinue(e: FormEvent) {
    e.preventDefault();
    if (!text.trim() || working) return;
    setWorking(true);
    const settled = await waitForSettled(() => seen.current);
    if (!alive.current) return;
    setWorking(false);
    if (settled?.state !== 'done') return;
    // what was searched: the number read from the text
    const typed = settled.text;
    // a brand typed beside a number only other brands list: the list says whose it is, to pick knowingly
    if (settled.otherBrand) return setNote(settled.otherBrand);
    const [only, ...more] = settled.results;
    // one number one character off is another hub: the no-results page offers it, Continue never takes it
    if (only && more.length === 0 && isMeant(typed, only.CompetitorPartNumber, only.CompetitorName))
      return void go(only, typed);
    if (only && more.length) return setNote(SEARCH_TEXT.chooseOne);
    trackSearch({ term: typed, found: false, source: 'hub-search' });
    trackNoResult(typed);
    navigate(`/hub/no-results?q=${encodeURIComponent(typed)}`);
  }

  function pick(key: string) {
    const s = seen.current;
    if (s.state !== 'done') return;
    // the term is what was searched: the number with its words, or the number alone
    const match = s.results.find((m) => String(m.CompetitorInterchangesId) === key);
    if (match) void go(match, s.text);
  }

  return (
    <>
      <StepBar />
      <section className="page">
        <h1 className="page-title">{SEARCH_TEXT.heading}</h1>
        {chaidRetry ? (
          <ErrorCard message={couldNotLoad('the hub you followed')} onRetry={chaidRetry} />
        ) : null}
        <form className="number-search" onSubmit={onContinue}>
          <NumberAutocomplete
            label="Hub assembly number"
            placeholder={SEARCH_TEXT.placeholder}
            emptyPrompt={TEXT.searchEmpty}
            text={text}
            onText={(t) => {
              setText(t);
              setNote(null);
            }}
            suggestions={matchList(current)}
            onPick={(item) => pick(item.key)}
            note={note ?? current.otherBrand ?? null}
            autoFocus
          />
          <button className="button button-primary" type="submit" disabled={!text.trim() || working}>
            {working ? 'Searching…' : 'Continue'}
          </button>
        </form>
        <Link className="button button-quiet help-find" to="/hub/find-assembly">
          {SEARCH_TEXT.help}
        </Link>
        <MeasureItLink kind="hub" />
      </section>
    </>
  );
}
