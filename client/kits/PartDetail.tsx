// The part detail screens' frame over a part lookup (client/ui/PageFrame.tsx), and the
// 'Product Details' head with the 'Product Specs' table.
import type { ReactNode } from 'react';
import { LaterElsewhereOffers } from '../search/LaterElsewhereOffers.tsx';
import { ShareActions } from '../share/ShareActions.tsx';
import { DetailsHead, PageFrame, SpecsTable } from '../ui/PageFrame.tsx';
import { SearchedFor } from '../ui/SearchedHeading.tsx';
import type { PartLookup } from './usePartLookup.ts';
import './kits.css';

export const orDash = (s: string | null | undefined) => (s?.trim() ? s : '-');

type FrameProps<T> = {
  lookup: PartLookup<T>;
  partNumber: string;
  loadingLabel: string;
  children: (found: Extract<PartLookup<T>, { state: 'found' }>) => ReactNode;
};

/** The page frame over a part lookup: 'found' is the page, with the maker number it was found by. */
export function PartDetailFrame<T>({ lookup, partNumber, loadingLabel, children }: FrameProps<T>) {
  return (
    <PageFrame
      status={lookup.state === 'found' ? { state: 'ready' } : lookup}
      loadingLabel={loadingLabel}
      what="this part"
      searched={partNumber}
      tall
      // another kind's number (a drum's, a hub's) or a digit off: where it is, as every details page says
      notFound={<LaterElsewhereOffers typed={partNumber} />}
    >
      {() =>
        lookup.state === 'found' ? (
          <>
            <SearchedFor number={lookup.partNumber} />
            {children(lookup)}
          </>
        ) : null
      }
    </PageFrame>
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
  /** Torque, socket size and the like for the counter slip. */
  slipNotes?: readonly string[];
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
  slipNotes,
  children,
}: ProductProps) {
  // the image's name ('Spindle nut kit 10036551') names the part for the share sheet and the slip
  const slip = {
    title: imageAlt,
    lines: [{ number: partNumber, description: [...new Set(lines)].join(' · '), notes: slipNotes ?? [] }],
  };
  return (
    <article className="details part-details">
      <DetailsHead imageUrl={imageUrl} imageAlt={imageAlt}>
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
      </DetailsHead>
      <h2 className="details-subtitle">Product Specs</h2>
      <SpecsTable rows={specs} />
      {children}
      <ShareActions title={imageAlt} slip={slip} />
    </article>
  );
}
