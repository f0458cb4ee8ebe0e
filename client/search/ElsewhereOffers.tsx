// What an all-kinds search finds for a number a box could not use: the number itself under another part
// kind ("91763R is a rotor number: see the rotor") or the nearest real numbers, each opening its page.
// Shown by the no-results page and under the compare boxes; the split lives in tools/engine/number/elsewhere.ts.
import { useNavigate } from 'react-router';
import type { PartNumberMatch } from '../../tools/catalog/search-part-numbers.ts';
import { aKind, kindName, OFFER_MAX, splitFound } from '../../tools/engine/number/elsewhere.ts';
import { readNumberText } from '../../tools/part-number/number-in-text.ts';
import { isSearchText } from '../../tools/part-number/search-text-rule.ts';
import { useApi } from '../data/useApi.ts';
import { UNIFIED_SEARCH } from './useNumberSuggestions.ts';

type Found = { state: 'idle' | 'loading' | 'failed' } | { state: 'done'; matches: PartNumberMatch[] };

/** The unified search's answer for the text: the same cache entry as a search box's suggestions for it. */
function useAllKinds(q: string): Found {
  // Only what can be a number is searched (the route refuses the rest with a 400).
  const searchable = isSearchText(q);
  const found = useApi<{ Results: PartNumberMatch[] }>(searchable ? UNIFIED_SEARCH.path(q) : null);
  if (!searchable) return { state: 'idle' };
  if (found.state === 'error') return { state: 'failed' };
  if (found.state === 'loading') return { state: 'loading' };
  return { state: 'done', matches: found.data.Results.slice(0, OFFER_MAX) };
}

export function ElsewhereOffers({ typed }: { typed: string }) {
  // a number among words ('PN: 91763R') is searched as the chat reads it
  const { search, number } = readNumberText(typed);
  const found = useAllKinds(search);
  const navigate = useNavigate();

  async function open(m: PartNumberMatch) {
    // loaded on the tap: the engine's client (and zod with it) stays off a details page's first load
    const { destinationOf } = await import('../hub/search/destination.ts');
    const label = `${m.CompetitorName} ${m.CompetitorPartNumber}`;
    navigate(await destinationOf({ id: m.CompetitorInterchangesId, label, number: m.CompetitorPartNumber }));
  }
  const { here, near } = splitFound(number, found.state === 'done' ? found.matches : []);
  return (
    <>
      {here.length ? (
        <ul className="no-results-found" aria-label="Found under another part kind">
          {here.map((m) => (
            <li key={m.CompetitorInterchangesId}>
              {m.CompetitorName} {m.CompetitorPartNumber} is {aKind(m.PartTypeId)} number:{' '}
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
    </>
  );
}
