// The frame every part detail screen shares: step bar, spinner, not-found view, retry, and the
// 'Product Details' head with the 'Product Specs' table.
import type { ReactNode } from 'react';
import { CUSTOMER_SERVICE_PHONE, TEXT } from '../../tools/engine/texts.ts';
import { PhoneLink } from '../ui/PhoneLink.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { StepBar } from '../ui/StepBar.tsx';
import type { PartLookup } from './usePartLookup.ts';
import './kits.css';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** Inches with two decimals; '-' when the value is missing. */
export const twoDecimals = (n: number | null | undefined) => (n == null ? '-' : n.toFixed(2));
/** Inches as measured (up to three decimals, so 3.375 stays 3.375); '-' when missing. */
export const inches = (n: number | null | undefined) => (n == null ? '-' : String(Number(n.toFixed(3))));
export const orDash = (s: string | null | undefined) => (s?.trim() ? s : '-');

/** 'No results were found.' with the not-referenced text and the customer service number. */
export function PartNotFound({ partNumber }: { partNumber?: string }) {
  const [before, after] = TEXT.noResultsBody.split(CUSTOMER_SERVICE_PHONE);
  return (
    <div className="card outcome outcome-no-results">
      <h1 className="outcome-title">{TEXT.noResultsTitle}</h1>
      {partNumber ? (
        <p>
          You searched for: <strong className="searched">{partNumber}</strong>
        </p>
      ) : null}
      <p>
        {before}
        <PhoneLink />
        {after}
      </p>
    </div>
  );
}

type FrameProps<T> = {
  lookup: PartLookup<T>;
  partNumber: string;
  loadingLabel: string;
  children: (found: Extract<PartLookup<T>, { state: 'found' }>) => ReactNode;
};

/** Step bar (Back by browser history) and the lookup's state: spinner, not found, retry or the page. */
export function PartDetailFrame<T>({ lookup, partNumber, loadingLabel, children }: FrameProps<T>) {
  return (
    <>
      <StepBar />
      <section className="page">
        {lookup.state === 'loading' ? (
          <Spinner label={loadingLabel} />
        ) : lookup.state === 'not-found' ? (
          <PartNotFound partNumber={partNumber} />
        ) : lookup.state === 'error' ? (
          <div className="card error-card" role="alert">
            <p>We could not load this part right now.</p>
            <button type="button" className="button button-primary" onClick={lookup.retry}>
              Retry
            </button>
          </div>
        ) : (
          children(lookup)
        )}
      </section>
    </>
  );
}

type ProductProps = {
  imageUrl: string | null;
  imageAlt: string;
  partNumber: string;
  /** Short lines under the number (type, axle, ...). */
  lines: string[];
  via: { competitor: string; number: string } | null;
  specs: [string, ReactNode][];
  children?: ReactNode;
};

/** 'Product Details' (image, number, lines) and 'Product Specs' (label/value rows). */
export function ProductDetails({
  imageUrl,
  imageAlt,
  partNumber,
  lines,
  via,
  specs,
  children,
}: ProductProps) {
  return (
    <article className="details part-details">
      <h1 className="details-title">Product Details</h1>
      <div className="details-head">
        <img
          className="details-image"
          src={imageUrl ?? PLACEHOLDER_IMAGE}
          alt={imageAlt}
          width={220}
          height={220}
        />
        <div>
          {[...new Set(lines)].map((line) => (
            <p key={line} className="details-line">
              {line}
            </p>
          ))}
          <p className="details-number">{partNumber}</p>
          {via ? (
            <p className="notice cross-reference-note">
              Cross-referenced from {via.competitor} {via.number}
            </p>
          ) : null}
        </div>
      </div>
      <h2 className="details-subtitle">Product Specs</h2>
      <SpecsTable rows={specs} />
      {children}
    </article>
  );
}

export function SpecsTable({ rows }: { rows: [string, ReactNode][] }) {
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
