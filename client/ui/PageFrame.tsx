// The frame every looked-up page shares: step bar, spinner while loading, the not-found card, the
// retry card on a failed load, or the page itself; and the label/value specs table of detail pages.
import type { ReactNode } from 'react';
import { CUSTOMER_SERVICE_PHONE, TEXT } from '../../tools/engine/shared/texts.ts';
import { couldNotLoad, ErrorCard } from './ErrorCard.tsx';
import { PhoneLink } from './PhoneLink.tsx';
import { Spinner } from './Spinner.tsx';
import { StepBar } from './StepBar.tsx';

/**
 * 'No results were found.' with the searched value (when known) and the not-referenced text, or the
 * `paragraphs` given; the last paragraph carries the phone link. `children` (other ways on) come before that
 * last paragraph: the phone number is the last way.
 */
export function NotFoundCard({
  searched,
  paragraphs = [TEXT.noResultsBody],
  children,
}: {
  searched?: string | undefined;
  paragraphs?: readonly string[];
  children?: ReactNode;
}) {
  const last = paragraphs.at(-1) ?? '';
  const [before, after] = last.split(CUSTOMER_SERVICE_PHONE);
  return (
    <div className="card outcome outcome-no-results">
      <h1 className="outcome-title">{TEXT.noResultsTitle}</h1>
      {searched ? (
        <p>
          You searched for: <strong className="searched">{searched}</strong>
        </p>
      ) : null}
      {paragraphs.slice(0, -1).map((p) => (
        <p key={p}>{p}</p>
      ))}
      {children}
      {after === undefined ? (
        <p>{last}</p>
      ) : (
        <p>
          {before}
          <PhoneLink />
          {after}
        </p>
      )}
    </div>
  );
}

/** A page's lookup, reduced to what the frame shows. */
export type FrameStatus =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error'; retry: () => void }
  | { state: 'ready' };

type FrameProps = {
  status: FrameStatus;
  /** The spinner's label, e.g. 'Loading hub'. */
  loadingLabel: string;
  /** What failed to load, for 'We could not load … right now.' */
  what: string;
  /** The searched value shown on the not-found card. */
  searched?: string | undefined;
  /** Other ways on, on the not-found card before its phone number (what the number is elsewhere). */
  notFound?: ReactNode;
  /** The page, rendered only when ready. */
  children: () => ReactNode;
  /** Shown under every state (e.g. a link back). */
  after?: ReactNode;
  /** The page is taller than a phone's screen (a detail page): the spinner holds the footer below the fold. */
  tall?: boolean;
  /** Back's target on a page opened cold, where the page knows better than its address. */
  coldBackTo?: string | undefined;
  /** Back's target always, instead of the browser's history (a list's Back to its search). */
  backTo?: string | undefined;
};

/** Step bar (Back by browser history) and the lookup's state: spinner, not found, retry or the page. */
export function PageFrame({
  status,
  loadingLabel,
  what,
  searched,
  children,
  after,
  tall,
  coldBackTo,
  backTo,
  notFound,
}: FrameProps) {
  return (
    <>
      <StepBar backTo={backTo} coldBackTo={coldBackTo} />
      <section className="page">
        {status.state === 'loading' ? (
          <Spinner label={loadingLabel} fillScreen={tall} />
        ) : status.state === 'not-found' ? (
          <NotFoundCard searched={searched}>{notFound}</NotFoundCard>
        ) : status.state === 'error' ? (
          <ErrorCard message={couldNotLoad(what)} onRetry={status.retry} />
        ) : (
          children()
        )}
        {after}
      </section>
    </>
  );
}

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** A detail page's 'Product Details' heading, the part's picture (or the placeholder) and what sits beside it. */
export function DetailsHead({
  imageUrl,
  imageAlt,
  children,
}: {
  imageUrl: string | null | undefined;
  imageAlt: string;
  children: ReactNode;
}) {
  return (
    <>
      {/* the tab names the part, not the heading every detail page shares */}
      <h1 className="details-title" data-page-title={imageAlt}>
        Product Details
      </h1>
      <div className="details-head">
        <img
          className="details-image"
          src={imageUrl ?? PLACEHOLDER_IMAGE}
          alt={imageAlt}
          width={220}
          height={220}
          // the page's largest piece: ahead of anything else the page still fetches (decision 044)
          fetchPriority="high"
        />
        <div>{children}</div>
      </div>
    </>
  );
}

/** Label/value rows of a detail page's 'Product Specs'. */
export function SpecsTable({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <table className="specs">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
