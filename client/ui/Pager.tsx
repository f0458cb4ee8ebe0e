// Previous/next arrows and numbered page buttons for results shown one at a time. Long lists show the
// first, the last and the pages around the current one, so 60 results do not become 60 buttons on a phone.
type Props = { count: number; page: number; onPage: (page: number) => void; label?: string };

const AROUND = 2;

/** The page indexes to offer, with null where two or more pages are left out. */
export function visiblePages(count: number, page: number): (number | null)[] {
  const kept = (i: number) => i === 0 || i === count - 1 || Math.abs(i - page) <= AROUND;
  const shown: (number | null)[] = [];
  for (let i = 0; i < count; i++) {
    // A gap of a single page shows that page: an ellipsis would take the same room.
    if (kept(i) || (kept(i - 1) && kept(i + 1))) shown.push(i);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

export function Pager({ count, page, onPage, label = 'Result pages' }: Props) {
  if (count < 2) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="pager-arrow"
        onClick={() => onPage(page - 1)}
        disabled={page === 0}
        aria-label="Previous result"
      >
        ‹
      </button>
      {visiblePages(count, page).map((i, at) =>
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
