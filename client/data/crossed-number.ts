// A details page opened with another brand's number (a link, a typed address): the spec's part-number pages
// retry through the cross-reference, so the maker part that number stands for opens in its place, its
// heading saying what was asked ('Motor Wheel 3922X → ConMet 10600002').
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withSearched } from '../../tools/engine/shared/display/searched.ts';
import { useApi } from './useApi.ts';

/** What the API accepts as a part number; anything else is not looked up at all. */
export const PART_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 .\-/]{0,31}$/;

type CrossReferenceRow = {
  PartNumber: string;
  PartTypeId: number;
  CompetitorName: string;
  CompetitorPartNumber: string;
};

/**
 * When `missing` (the page's own lookup found nothing), asks the cross-reference for `typed` and opens
 * `route` of the maker part of one of `partTypeIds` it names, replacing this address. 'looking' while it
 * asks or opens; 'none' when there is no such part (the page shows its not-found view).
 */
export function useCrossedNumber(
  typed: string,
  missing: boolean,
  partTypeIds: readonly number[],
  route: (makerNumber: string) => string,
): 'looking' | 'none' {
  const number = typed.trim();
  // a page opened by a cross is not crossed again: two numbers crossing to each other never loop
  const crossedHere = (useLocation().state as { crossed?: boolean } | null)?.crossed === true;
  const ask = missing && !crossedHere && PART_NUMBER.test(number);
  const res = useApi<{ Results: CrossReferenceRow[] }>(
    ask ? `/api/v11/kits/crossReference/${encodeURIComponent(number)}` : null,
  );
  const row =
    res.state === 'done'
      ? res.data.Results.find((r) => partTypeIds.includes(r.PartTypeId) && r.PartNumber !== number)
      : undefined;
  const to = row
    ? withSearched(route(row.PartNumber), `${row.CompetitorName} ${row.CompetitorPartNumber}`)
    : null;
  const navigate = useNavigate();
  useEffect(() => {
    if (to) navigate(to, { replace: true, state: { crossed: true } });
  }, [to, navigate]);
  return ask && (res.state === 'loading' || to) ? 'looking' : 'none';
}
