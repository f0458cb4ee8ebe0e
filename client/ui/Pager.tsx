// Previous/next arrows and numbered page buttons for results shown one at a time. Long lists show the
// first, the last and the pages around the current one, so 60 results do not become 60 buttons on a phone.
// The pager stays on one line: where its row is too narrow (a 320-360 px phone, a chat bubble) it closes its
// gaps, then shows fewer pages around the current one, measured before the browser paints. Every button
// keeps its 44 px touch target and its name.
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useHistoryIndex } from './history-index.ts';
import { useStoredIndex } from './stored-index.ts';

type Props = { count: number; page: number; onPage: (page: number) => void; label?: string };

/**
 * The result shown of a list seen one at a time. On a page it is kept with the page's entry in the browser's
 * history (its state, not the address, whose every parameter the result pages read as answers): Back from a
 * result's details, and a reload, show the result the visitor had turned to, not the first. In the chat
 * (`kept` false) a thread holds many lists, each kept by its own key (`stored`: its message and part).
 */
export function usePageShown(
  count: number,
  kept: boolean,
  stored: string | null = null,
): [number, (page: number) => void] {
  const inHistory = useHistoryIndex('resultShown', count, kept);
  // each of the chat's lists by its own key, in this tab's storage (stored-index.ts)
  const inSession = useStoredIndex(kept ? null : stored, count);
  return kept || !stored ? inHistory : inSession;
}

const AROUND = 2;

/** How a row is laid out: pages shown each side of the current one, the first and last shown, gaps closed up. */
type Fit = { around: number; ends: boolean; tight: boolean };

/** From the widest row to the narrowest: the first that fits on one line is shown. */
const FITS: readonly Fit[] = [
  { around: AROUND, ends: true, tight: false },
  { around: AROUND, ends: true, tight: true },
  { around: 1, ends: true, tight: true },
  { around: 0, ends: true, tight: true },
  { around: 0, ends: false, tight: true },
];
const WIDEST = FITS[0] as Fit;

/** The page indexes to offer, with null where pages are left out. */
export function visiblePages(count: number, page: number, fit: Fit = WIDEST): (number | null)[] {
  const { around, ends, tight } = fit;
  const kept = (i: number) =>
    i >= 0 && i < count && ((ends && (i === 0 || i === count - 1)) || Math.abs(i - page) <= around);
  const shown: (number | null)[] = [];
  for (let i = 0; i < count; i++) {
    // A gap of a single page shows that page: an ellipsis would take the same room (a tight row's
    // ellipsis takes less than a 44 px button: it stays).
    if (kept(i) || (!tight && kept(i - 1) && kept(i + 1))) shown.push(i);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

/** Whether the pager's row broke onto a second line or runs past its box. */
function overflows(nav: HTMLElement): boolean {
  const first = nav.firstElementChild?.getBoundingClientRect();
  const last = nav.lastElementChild?.getBoundingClientRect();
  return nav.scrollWidth > nav.clientWidth || (!!first && !!last && last.top > first.top + 1);
}

/** The width the pager has, followed as the window or the layout changes it. */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const nav = ref.current;
    if (!nav || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(nav);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export function Pager({ count, page, onPage, label = 'Result pages' }: Props) {
  const ref = useRef<HTMLElement>(null);
  const width = useWidth(ref);
  // The fit found for this page, count and width; any change measures again from the widest. Only then:
  // a parent's re-render (a card above it updating) need not force a layout to measure the same row.
  const key = `${count}/${page}/${width}`;
  const [fit, setFit] = useState({ key, level: 0 });
  const level = fit.key === key ? fit.level : 0;
  useLayoutEffect(() => {
    const nav = ref.current;
    if (nav && level < FITS.length - 1 && overflows(nav)) setFit({ key, level: level + 1 });
  }, [key, level]);
  if (count < 2) return null;
  const fitted = FITS[level] ?? WIDEST;
  return (
    <nav ref={ref} className={fitted.tight ? 'pager tight' : 'pager'} aria-label={label}>
      <button
        type="button"
        className="pager-arrow"
        onClick={() => onPage(page - 1)}
        disabled={page === 0}
        aria-label="Previous result"
      >
        ‹
      </button>
      {visiblePages(count, page, fitted).map((i, at) =>
        i === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap is a position
          <span key={`gap-${at}`} className="pager-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={i}
            type="button"
            className={i === page ? 'pager-page current' : 'pager-page'}
            aria-current={i === page ? 'page' : undefined}
            onClick={() => onPage(i)}
          >
            {i + 1}
          </button>
        ),
      )}
      <button
        type="button"
        className="pager-arrow"
        onClick={() => onPage(page + 1)}
        disabled={page === count - 1}
        aria-label="Next result"
      >
        ›
      </button>
    </nav>
  );
}
