// Links to a hub's documents: the warranty, the GAWR note's {{marked}} texts and its installation bulletin,
// and the trailer hubs' grease fill volume.
// The URLs arrive resolved (server side, DOCUMENT_BASE_URL); each opens in a new tab.
import type { NoteSegment } from '../../tools/engine/shared/display/units.ts';
// one wording for the hub card, the details page and the job list
import { GREASE_FILL_TEXT } from '../../tools/engine/shared/job-parts-data.ts';
import { DocumentLink, isSafeHref } from '../ui/DocumentLink.tsx';

/** 'Warranty: 5 years/500,000 miles · Warranty details' (either part may be missing). */
export function WarrantyLine({ text, url }: { text: string | null; url: string | null }) {
  const link = isSafeHref(url) ? <DocumentLink href={url}>Warranty details</DocumentLink> : null;
  if (!text && !link) return null;
  return (
    <span className="warranty-line">
      {text}
      {text && link ? ' · ' : null}
      {link}
    </span>
  );
}

/** The GAWR note as text with its marked parts as links, and the installation bulletin after it. */
export function GawrNoteText({
  segments,
  bulletinUrl,
}: {
  segments: readonly NoteSegment[];
  bulletinUrl: string | null;
}) {
  return (
    <span className="gawr-note">
      {segments.map((s, i) =>
        isSafeHref(s.link) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are fixed text in order
          <DocumentLink key={i} href={s.link}>
            {s.text}
          </DocumentLink>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are fixed text in order
          <span key={i}>{s.text}</span>
        ),
      )}
      {isSafeHref(bulletinUrl) ? (
        <>
          {' '}
          <DocumentLink href={bulletinUrl}>Installation bulletin</DocumentLink>
        </>
      ) : null}
    </span>
  );
}

/** Trailer hubs: the suggested Grade 00 semi-fluid grease fill volume (spec section 9). */
export function GreaseFillLink({ url }: { url: string | null | undefined }) {
  return isSafeHref(url) ? <DocumentLink href={url}>{GREASE_FILL_TEXT}</DocumentLink> : null;
}
