// A details page opened with another brand's number (a link, a typed address): the spec's part-number pages
// retry through the cross-reference, so the maker part that number stands for opens in its place, its
// heading saying what was asked ('Motor Wheel 3922X → ConMet 10600002'); a comparison crosses both of its
// numbers.
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { withSearched } from '../../tools/engine/shared/display/searched.ts';
import { BRAND } from '../../tools/engine/shared/texts.ts';
import type { FrameStatus } from '../ui/PageFrame.tsx';
import { useApi } from './useApi.ts';

/** What the API accepts as a part number; anything else is not looked up at all. */
export const PART_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 .\-/]{0,31}$/;

type CrossReferenceRow = {
  PartNumber: string;
  PartTypeId: number;
  CompetitorName: string;
  CompetitorPartNumber: string;
};

type Cross =
  | { state: 'looking' }
  | { state: 'none' }
  | { state: 'failed'; retry: () => void }
  | { state: 'found'; maker: string; said: string };

/**
 * Where crossing a number stands: asking or opening ('looking'), no maker part ('none': the page's
 * not-found view), or the cross-reference could not be asked (a restart, a lost connection), which is
 * no answer that the part does not exist: the page says it could not load, with Retry.
 */
export type Crossing = 'looking' | 'none' | { state: 'error'; retry: () => void };

/** The status of a page whose own lookup found nothing (`missing`) while its number is crossed, else `own`. */
export function crossedStatus(missing: boolean, crossing: Crossing, own: FrameStatus): FrameStatus {
  if (!missing || crossing === 'none') return own;
  return crossing === 'looking' ? { state: 'loading' } : crossing;
}

/** The maker part of one of `partTypeIds` that `typed` crosses to, asked only when `ask`. */
function useCross(typed: string, ask: boolean, partTypeIds: readonly number[]): Cross {
  const number = typed.trim();
  const asked = ask && PART_NUMBER.test(number);
  const res = useApi<{ Results: CrossReferenceRow[] }>(
    asked ? `/api/v11/kits/crossReference/${encodeURIComponent(number)}` : null,
  );
  if (!asked) return { state: 'none' };
  if (res.state === 'loading') return { state: 'looking' };
  if (res.state === 'error') return { state: 'failed', retry: res.retry };
  const row =
    res.state === 'done'
      ? res.data.Results.find((r) => partTypeIds.includes(r.PartTypeId) && r.PartNumber !== number)
      : undefined;
  return row
    ? { state: 'found', maker: row.PartNumber, said: `${row.CompetitorName} ${row.CompetitorPartNumber}` }
    : { state: 'none' };
}

/** Whether this page was opened by a cross: it is not crossed again, so two numbers crossing to each other never loop. */
function useCrossedHere(): boolean {
  return (useLocation().state as { crossed?: boolean } | null)?.crossed === true;
}

/**
 * When `missing` (the page's own lookup found nothing), asks the cross-reference for `typed` and opens
 * `route` of the maker part of one of `partTypeIds` it names, replacing this address (see Crossing).
 */
export function useCrossedNumber(
  typed: string,
  missing: boolean,
  partTypeIds: readonly number[],
  route: (makerNumber: string) => string,
): Crossing {
  const here = useCrossedHere();
  const cross = useCross(typed, missing && !here, partTypeIds);
  const to = cross.state === 'found' ? withSearched(route(cross.maker), cross.said) : null;
  const navigate = useNavigate();
  useEffect(() => {
    if (to) navigate(to, { replace: true, state: { crossed: true } });
  }, [to, navigate]);
  return crossing(cross);
}

function crossing(cross: Cross): Crossing {
  if (cross.state === 'failed') return { state: 'error', retry: cross.retry };
  return cross.state === 'none' ? 'none' : 'looking';
}

/** The line a page opened by useCrossedPair shows over its parts ('Gunite 4002T → ConMet 10301211'), or null. */
export function useCrossedPairSaid(): string | null {
  const said = (useLocation().state as { said?: unknown } | null)?.said;
  return typeof said === 'string' && said.length <= 200 ? said : null;
}

/**
 * Two numbers of one page (a comparison): each of `unknown` crossed as useCrossedNumber crosses one, and
 * `route` of the two maker parts opened once every unknown number has one, the crosses said by
 * useCrossedPairSaid (see Crossing: 'none' when a number has no such part).
 */
export function useCrossedPair(
  numbers: readonly [string, string],
  unknown: readonly string[],
  partTypeIds: readonly number[],
  route: (a: string, b: string) => string,
): Crossing {
  const here = useCrossedHere();
  const [a, b] = numbers;
  const first = useCross(a, !here && unknown.includes(a), partTypeIds);
  const second = useCross(b, !here && unknown.includes(b), partTypeIds);
  const crosses = [first, second];
  const looking = crosses.some((c) => c.state === 'looking');
  const every = !looking && numbers.every((n, i) => !unknown.includes(n) || crosses[i]?.state === 'found');
  const makerOf = (n: string, c: Cross) => (c.state === 'found' ? c.maker : n);
  const to = every && !here && unknown.length ? route(makerOf(a, first), makerOf(b, second)) : null;
  const said = crosses
    .flatMap((c) => (c.state === 'found' ? [`${c.said} → ${BRAND} ${c.maker}`] : []))
    .join('; ');
  const navigate = useNavigate();
  useEffect(() => {
    if (to) navigate(to, { replace: true, state: { crossed: true, said } });
  }, [to, said, navigate]);
  if (looking || to) return 'looking';
  // a number with no maker part leaves the pair not found, whatever the other's cross did
  if (numbers.some((n, i) => unknown.includes(n) && crosses[i]?.state === 'none')) return 'none';
  const retries = crosses.flatMap((c) => (c.state === 'failed' ? [c.retry] : []));
  if (!retries.length) return 'none';
  return {
    state: 'error',
    retry: () => {
      for (const retry of retries) retry();
    },
  };
}
