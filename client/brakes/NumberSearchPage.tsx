// {rotor|drum}/search: number entry with suggestions; a pick opens the recommended rotors or drums.
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { DRUM_SEARCH_PROMPT, PARTS_FLOWS, ROTOR_SEARCH_PROMPT } from '../../tools/engine/parts-flow/index.ts';
import { TEXT } from '../../tools/engine/texts.ts';
import { trackNoResult, trackSearch } from '../analytics/index.ts';
import {
  type SuggestionSource,
  type Suggestions,
  useNumberSuggestions,
} from '../search/useNumberSuggestions.ts';
import { StepBar } from '../ui/StepBar.tsx';

type Match = { Competitor: string; Number: string; Id: number; CompetitorId: number };
type Kind = 'rotor' | 'drum';

type RawMatch = {
  Competitor: string;
  BrakeRotorNumber?: string;
  BrakeDrumNumber?: string;
  CompetitorBrakeRotorId?: number;
  CompetitorDrumNumberId?: number;
  CompetitorId: number;
};

const ROTOR_NUMBERS: SuggestionSource<RawMatch> = {
  path: (t) => `/api/v11/brakerotor/interchanges/${encodeURIComponent(t.slice(0, 64))}`,
};
const DRUM_NUMBERS: SuggestionSource<RawMatch> = {
  path: (t) => `/api/v11/brakedrum/interchanges/${encodeURIComponent(t.slice(0, 64))}`,
};

const CONFIG = {
  rotor: {
    heading: 'Enter your rotor number',
    hint: 'A rotor or rotor kit number of ours or of another brand, e.g. 10083923 or a brand name and number. Spaces and dashes do not matter.',
    prompt: ROTOR_SEARCH_PROMPT,
    source: ROTOR_NUMBERS,
    target: (m: Match) =>
      `${PARTS_FLOWS.rotor.route}/recommended-rotors/${m.Id}?number=${encodeURIComponent(m.Number)}`,
  },
  drum: {
    heading: 'Enter your drum number',
    hint: 'A drum number of ours or of another brand, e.g. 10600001 or a brand name and number. Spaces and dashes do not matter.',
    prompt: DRUM_SEARCH_PROMPT,
    source: DRUM_NUMBERS,
    target: (m: Match) =>
      `${PARTS_FLOWS.drum.route}/recommended-drums/${m.Id}?number=${encodeURIComponent(m.Number)}`,
  },
} as const;

const toMatch = (r: RawMatch): Match => ({
  Competitor: r.Competitor,
  Number: r.BrakeRotorNumber ?? r.BrakeDrumNumber ?? '',
  Id: r.CompetitorBrakeRotorId ?? r.CompetitorDrumNumberId ?? 0,
  CompetitorId: r.CompetitorId,
});

/** Continue waits for a pending search by looking again every 100 ms. */
const CONTINUE_POLL_MS = 100;

export function NumberSearchPage({ kind }: { kind: Kind }) {
  const config = CONFIG[kind];
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [waiting, setWaiting] = useState(false);
  const latest = useNumberSuggestions(text, true, config.source);
  // Each change clears the matches: an answer for older text is never shown or used.
  const suggestions: Suggestions<RawMatch> =
    latest.state !== 'idle' && latest.text !== text.trim() ? { state: 'idle' } : latest;
  const current = useRef(suggestions);
  current.current = suggestions;
  const id = useId();

  const open = useCallback(
    (term: string, m: Match) => {
      trackSearch({ term, selectedItem: `${m.Competitor} ${m.Number}`, found: true, source: kind });
      navigate(config.target(m));
    },
    [navigate, config, kind],
  );

  const go = useCallback(
    (value: string) => {
      const s = current.current;
      if (s.state === 'loading' || (s.state === 'idle' && value)) return false;
      const matches = s.state === 'done' ? s.results.map(toMatch) : [];
      // One suggestion, or exactly one from a competitor, is the part the user meant.
      const competitor = matches.filter((m) => m.CompetitorId !== 1);
      const chosen = matches.length === 1 ? matches[0] : competitor.length === 1 ? competitor[0] : undefined;
      if (chosen) open(value, chosen);
      else if (!matches.length) {
        trackSearch({ term: value, found: false, source: kind });
        trackNoResult(value);
        navigate(`/hub/no-results?q=${encodeURIComponent(value)}`);
      } else return true; // several: the user picks one from the list
      return true;
    },
    [navigate, open, kind],
  );

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      if (go(text.trim())) setWaiting(false);
    }, CONTINUE_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, go, text]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const value = text.trim();
    if (!value) return;
    if (!go(value)) setWaiting(true);
  }

  const matches = suggestions.state === 'done' ? suggestions.results.map(toMatch) : [];
  return (
    <>
      <StepBar />
      <section className="page">
        <h1 className="page-title">{config.heading}</h1>
        <p className="lead">{config.hint}</p>
        <form className="form number-search" onSubmit={submit}>
          <label className="visually-hidden" htmlFor={`${id}-input`}>
            {config.heading}
          </label>
          <input
            id={`${id}-input`}
            className="text-input"
            type="search"
            autoComplete="off"
            placeholder={config.prompt}
            value={text}
            maxLength={64}
            onChange={(e) => setText(e.target.value)}
          />
          <div className={text.trim() ? 'suggestions-inline' : 'visually-hidden'} aria-live="polite">
            {!text.trim() ? <p className="suggestions-note">{config.prompt}</p> : null}
            {suggestions.state === 'loading' ? <p className="suggestions-note">{TEXT.loading}</p> : null}
            {suggestions.state === 'done' && !matches.length ? (
              <p className="suggestions-note">{TEXT.noMatches(suggestions.text)}</p>
            ) : null}
            {matches.length ? (
              <ul className="suggestion-list">
                {matches.map((m) => (
                  <li key={m.Id}>
                    <button type="button" className="suggestion" onClick={() => open(text.trim(), m)}>
                      <span className="suggestion-brand">{m.Competitor}</span>
                      <span className="suggestion-number">{m.Number}</span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <button className="button button-primary" type="submit" disabled={!text.trim() || waiting}>
            Continue
          </button>
        </form>
      </section>
    </>
  );
}

export const RotorSearchPage = () => <NumberSearchPage kind="rotor" />;
export const DrumSearchPage = () => <NumberSearchPage kind="drum" />;
