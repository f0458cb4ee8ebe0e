// Results, headed and framed like the hub results (one look for every result list): two side by side, otherwise one at a time with previous/next arrows and numbered pages.
import type { ReactNode } from 'react';
import { ShareActions } from '../share/ShareActions.tsx';
import { ListedNote } from '../ui/Narrowing.tsx';
import { Pager, usePageShown } from '../ui/Pager.tsx';
import { SearchedHeading } from '../ui/SearchedHeading.tsx';

type Props<T> = {
  title: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  render: (item: T) => ReactNode;
  /** The searched heading over the title, when a number search led here. */
  searched?: string | null;
  /** Said under the count when the list is cut at 60: '150 drums match; the first 60 are listed.' */
  listedNote?: string | null;
};

export function ResultList<T>({ title, items, itemKey, render, searched, listedNote }: Props<T>) {
  // a page of its own, always
  const [page, setPage] = usePageShown(items.length, true);
  const twoUp = items.length === 2;
  const shown = twoUp ? items : items.slice(page, page + 1);
  return (
    <section className="card hub-results results" aria-label="Results">
      <SearchedHeading text={searched} />
      <h1 className="result-title">
        <span className="success">Success!</span> {title}
      </h1>
      {items.length > 2 ? (
        <p className="muted">
          Result {page + 1} of {items.length}
        </p>
      ) : null}
      {listedNote ? <ListedNote text={listedNote} /> : null}
      <div className={twoUp ? 'hub-grid two' : 'hub-grid'}>
        {shown.map((item) => (
          <div key={itemKey(item)}>{render(item)}</div>
        ))}
      </div>
      {twoUp ? null : <Pager count={items.length} page={page} onPage={setPage} />}
      <ShareActions title={searched ?? title} />
    </section>
  );
}
