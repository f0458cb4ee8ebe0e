// {rotor|drum}/search: number entry with suggestions; a pick opens the recommended rotors or drums.
import { type FormEvent, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { DRUM_SEARCH_PROMPT, PARTS_FLOWS, ROTOR_SEARCH_PROMPT } from '../../tools/engine/parts-flow/index.ts';
import { trackNoResult, trackSearch } from '../analytics/index.ts';
import { useEntryText } from '../search/entry-text.ts';
import { NumberAutocomplete, type SuggestionList } from '../search/NumberAutocomplete.tsx';
import { isMeant } from '../search/one-meant.ts';
import type { SuggestionSource, Suggestions } from '../search/useNumberSuggestions.ts';
import { useNumberTextSuggestions } from '../search/useNumberTextSuggestions.ts';
import { waitForSettled } from '../search/wait-for.ts';
import { MeasureItLink } from '../ui/MeasureItLink.tsx';
import { StepBar } from '../ui/StepBar.tsx';
import { useAlive } from '../ui/useAlive.ts';

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
    label: 'Rotor number',
    prompt: ROTOR_SEARCH_PROMPT,
    example: 'e.g. 10083923',
    source: ROTOR_NUMBERS,
    // The id alone names the result: the page asks the server which rotor it is.
    target: (m: Match) => `${PARTS_FLOWS.rotor.route}/recommended-rotors/${m.Id}`,
  },
  drum: {
    heading: 'Enter your drum number',
    hint: 'A drum number of ours or of another brand, e.g. 10600001 or a brand name and number. Spaces and dashes do not matter.',
    label: 'Drum number',
    prompt: DRUM_SEARCH_PROMPT,
    example: 'e.g. 10600001',
    source: DRUM_NUMBERS,
    target: (m: Match) => `${PARTS_FLOWS.drum.route}/recommended-drums/${m.Id}`,
  },
} as const;

const toMatch = (r: RawMatch): Match => ({
  Competitor: r.Competitor,
  Number: r.BrakeRotorNumber ?? r.BrakeDrumNumber ?? '',
  Id: r.CompetitorBrakeRotorId ?? r.CompetitorDrumNumberId ?? 0,
  CompetitorId: r.CompetitorId,
});

/** A match's brand and number, for reading a brand typed beside the number (typed-brand.ts). */
const brandAndNumber = (r: RawMatch) => {
  const m = toMatch(r);
  return { CompetitorName: m.Competitor, CompetitorPartNumber: m.Number };
};

/** The list shows the brand and number of each match. */
function asList(s: Suggestions<RawMatch>): SuggestionList {
  if (s.state !== 'done') return s.state === 'loading' ? { state: 'loading' } : { state: s.state };
  return {
    state: 'done',
    text: s.text,
    items: s.results.map(toMatch).map((m) => ({ key: String(m.Id), brand: m.Competitor, number: m.Number })),
  };
}

export function NumberSearchPage({ kind }: { kind: Kind }) {
  const config = CONFIG[kind];
  const navigate = useNavigate();
  const [text, setText] = useEntryText('number');
  const [waiting, setWaiting] = useState(false);
  // Only ever the suggestions for the text as it is now; a number among words ('drum # 10600001') is
  // searched as the chat reads it, and alone when the words beside it find nothing ('old 10600001').
  const suggestions = useNumberTextSuggestions(text, true, config.source, { listed: brandAndNumber });
  const current = useRef(suggestions);
  current.current = suggestions;
  const alive = useAlive();

  const open = useCallback(
    (term: string, m: Match) => {
      trackSearch({ term, selectedItem: `${m.Competitor} ${m.Number}`, found: true, source: kind });
      navigate(config.target(m));
    },
    [navigate, config, kind],
  );

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!text.trim() || waiting) return;
    setWaiting(true);
    const settled = await waitForSettled(() => current.current);
    if (!alive.current) return;
    setWaiting(false);
    if (!settled) return;
    const value = settled.text;
    // a brand typed beside a number only other brands list: the list says whose it is, to pick knowingly
    if (settled.otherBrand) return;
    const matches = settled.state === 'done' ? settled.results.map(toMatch) : [];
    // One suggestion, or exactly one from a competitor, is the part the user meant, when it is the number
    // typed or starts with it; one character off is another part, offered on the no-results page
    const competitor = matches.filter((m) => m.CompetitorId !== 1);
    const chosen = matches.length === 1 ? matches[0] : competitor.length === 1 ? competitor[0] : undefined;
    if (chosen && isMeant(value, chosen.Number, chosen.Competitor)) return open(value, chosen);
    if (matches.length > 1) return; // several: the user picks one from the list
    trackSearch({ term: value, found: false, source: kind });
    trackNoResult(value);
    navigate(`/hub/no-results?q=${encodeURIComponent(value)}`);
  }

  function pick(key: string) {
    const s = current.current;
    if (s.state !== 'done') return;
    // the term is what was searched: the number with its words, or the number alone
    const match = s.results.map(toMatch).find((m) => String(m.Id) === key);
    if (match) open(s.text, match);
  }

  return (
    <>
      <StepBar />
      <section className="page">
        <h1 className="page-title">{config.heading}</h1>
        <p className="lead">{config.hint}</p>
        <form className="form number-search" onSubmit={submit}>
          {/* The spec's prompt is too long for a placeholder on a phone: it stands under the field. */}
          <NumberAutocomplete
            label={config.label}
            hideLabel
            placeholder={config.example}
            emptyPrompt={config.prompt}
            text={text}
            onText={setText}
            suggestions={asList(suggestions)}
            onPick={(item) => pick(item.key)}
            note={suggestions.otherBrand ?? null}
            errorText={null}
          />
          <button className="button button-primary" type="submit" disabled={!text.trim() || waiting}>
            Continue
          </button>
        </form>
        <MeasureItLink kind={kind} />
      </section>
    </>
  );
}

export const RotorSearchPage = () => <NumberSearchPage kind="rotor" />;
export const DrumSearchPage = () => <NumberSearchPage kind="drum" />;
