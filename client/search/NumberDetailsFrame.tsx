// The frame of a details page looked up by the number in its address (a hub, a rotor, a drum): another
// brand's number opens the maker part it crosses to, a number of another kind or a digit off is offered
// where it is, and a lookup that failed says it could not load (with Retry), never 'not found'.
import type { ReactNode } from 'react';
import { crossedStatus, useCrossedNumber } from '../data/crossed-number.ts';
import { type FrameStatus, PageFrame } from '../ui/PageFrame.tsx';
import { LaterElsewhereOffers } from './LaterElsewhereOffers.tsx';

type Props = {
  /** The number as the address has it. */
  typed: string;
  /** The page's own lookup; 'not-found' when it found no such part. */
  status: FrameStatus;
  /** The part kinds a crossed number may open (PART_TYPE ids). */
  partTypeIds: readonly number[];
  /** The details page of a maker number. */
  route: (makerNumber: string) => string;
  loadingLabel: string;
  what: string;
  children: () => ReactNode;
};

export function NumberDetailsFrame({
  typed,
  status,
  partTypeIds,
  route,
  loadingLabel,
  what,
  children,
}: Props) {
  const missing = status.state === 'not-found';
  const crossed = useCrossedNumber(typed, missing, partTypeIds, route);
  return (
    <PageFrame
      status={crossedStatus(missing, crossed, status)}
      loadingLabel={loadingLabel}
      what={what}
      tall
      notFound={<LaterElsewhereOffers typed={typed} />}
    >
      {children}
    </PageFrame>
  );
}
