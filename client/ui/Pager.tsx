// Previous/next arrows and numbered page buttons for results shown one at a time.
type Props = { count: number; page: number; onPage: (page: number) => void; label?: string };

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
      {Array.from({ length: count }, (_, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: pages are positions
          key={i}
          type="button"
          className={i === page ? 'pager-page current' : 'pager-page'}
          aria-current={i === page ? 'page' : undefined}
          onClick={() => onPage(i)}
        >
          {i + 1}
        </button>
      ))}
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
