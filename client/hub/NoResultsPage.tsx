// /hub/no-results[?q=...]: the not-referenced message, never a dead end. Every number box lands here when
// its own search finds nothing; this page searches every part kind for the number and offers what it
// finds ("91763R is a rotor number: see the rotor") or the nearest real numbers, keeps the number in an
// editable box, gives the four ways in, and only then the phone number (the spec's texts stay).
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PartNumberMatch } from '../../tools/catalog/search-part-numbers.ts';
import { kindName, OFFER_MAX, splitFound } from '../../tools/engine/number/elsewhere.ts';
import { SEARCH_TEXT_MAX, SearchText } from '../../tools/part-number/search-text.ts';
import { getJson } from '../api.ts';
import { NotFoundCard } from '../ui/PageFrame.tsx';
import { StepBar } from '../ui/StepBar.tsx';
import { destinationOf } from './search/destination.ts';

export const WAYS_IN = [
  { label: 'Find a hub by answering questions', to: '/hub/choose-path' },
  { label: 'Hub components', to: '/parts/choose-path' },
  { label: 'Brake drums', to: '/hub/replacement-drum' },
  { label: 'Brake rotors', to: '/hub/replacement-rotor' },
] as const;

type Found = { state: 'idle' | 'loading' | 'failed' } | { state: 'done'; matches: PartNumberMatch[] };

function useAllKinds(q: string): Found {
  const [found, setFound] = useState<Found>({ state: 'idle' });
  useEffect(() => {
    // Only what can be a number is searched (the route refuses the rest with a 400).
    if (!SearchText.safeParse(q).success) return setFound({ state: 'idle' });
    const abort = new AbortController();
    setFound({ state: 'loading' });
    getJson<{ Results: PartNumberMatch[] }>(
      `/api/v11/partnumbers/withaftermarketnumbers/${encodeURIComponent(q)}`,
      abort.signal,
    )
      .then((r) => setFound({ state: 'done', matches: r.Results.slice(0, OFFER_MAX) }))
      .catch(() => {
        if (!abort.signal.aborted) setFound({ state: 'failed' });
      });
    return () => abort.abort();
  }, [q]);
  return found;
}

export function NoResultsPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX);
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const found = useAllKinds(q);
  const navigate = useNavigate();

  async function open(m: PartNumberMatch) {
    const label = `${m.CompetitorName} ${m.CompetitorPartNumber}`;
    navigate(await destinationOf({ id: m.CompetitorInterchangesId, label, number: m.CompetitorPartNumber }));
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    const next = text.trim().slice(0, SEARCH_TEXT_MAX);
    if (next) setParams({ q: next });
  }
  const matches = found.state === 'done' ? found.matches : [];
  const { here, near } = splitFound(q, matches);

  return (
    <>
      <StepBar />
      <section className="page">
        <NotFoundCard searched={q || undefined}>
          {here.length ? (
            <ul className="no-results-found" aria-label="Found under another part kind">
              {here.map((m) => (
                <li key={m.CompetitorInterchangesId}>
                  {m.CompetitorName} {m.CompetitorPartNumber} is a {kindName(m.PartTypeId)} number:{' '}
                  <button type="button" className="link-button" onClick={() => void open(m)}>
                    see the {kindName(m.PartTypeId)}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {near.length ? (
            <div className="no-results-near">
              <p>The nearest numbers we know:</p>
              <ul aria-label="Nearest numbers">
                {near.map((m) => (
                  <li key={m.CompetitorInterchangesId}>
                    <button type="button" className="link-button" onClick={() => void open(m)}>
                      {m.CompetitorName} {m.CompetitorPartNumber}
                    </button>{' '}
                    ({kindName(m.PartTypeId)})
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <form className="no-results-search" onSubmit={submit}>
            <label htmlFor="no-results-number">Check the number and search again</label>
            <input
              id="no-results-number"
              type="search"
              value={text}
              maxLength={SEARCH_TEXT_MAX}
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" className="button">
              Search
            </button>
          </form>
          <nav aria-label="Other ways to find the part">
            <p>Or find the part another way:</p>
            <ul className="no-results-ways">
              {WAYS_IN.map((w) => (
                <li key={w.to}>
                  <Link to={w.to}>{w.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </NotFoundCard>
      </section>
    </>
  );
}
