// The frame of a page looked up by the number in its address (a hub, a rotor, a drum, a hub's components):
// another brand's number opens the maker part it crosses to, a number of another kind or a digit off is
// offered where it is, and a lookup that failed says it could not load (with Retry), never 'not found'.
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
  /** The same page of a maker number. */
  route: (makerNumber: string) => string;
  loadingLabel: string;
  what: string;
  /** The not-found card says what was searched (a details page's heading names the part instead). */
  searched?: string | undefined;
  /** Shown under every state (e.g. a link back). */
  after?: ReactNode;
  /** Back's target always, instead of the browser's history. */
  backTo?: string | undefined;
  children: () => ReactNode;
};

export function NumberDetailsFrame({ typed, status, partTypeIds, route, children, ...frame }: Props) {
  const missing = status.state === 'not-found';
  const crossed = useCrossedNumber(typed, missing, partTypeIds, route);
  return (
    <PageFrame
      {...frame}
      status={crossedStatus(missing, crossed, status)}
      tall
      notFound={<LaterElsewhereOffers typed={typed} />}
    >
      {children}
    </PageFrame>
  );
}
