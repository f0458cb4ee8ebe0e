// The share row of every answer that names parts: Share (the system sheet on phones, else the link
// copied), the link's QR code on demand, and Print on a page (its answer, then its counter slip if any). A chat card shares
// the classic page its "Open as page" opens (`path`); a page shares its own address.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAfterFirstScreen } from '../after-first-screen.ts';
import { CounterSlip, type Slip } from './CounterSlip.tsx';
import { QrCode } from './QrCode.tsx';
import { appLink, currentPageLink, type ShareOutcome, shareLink } from './share-link.ts';
import './share.css';

const STATUS: Record<ShareOutcome, string> = {
  shared: 'Link shared.',
  copied: 'Link copied.',
  cancelled: '',
  failed: 'Could not copy the link. Copy it from here:',
};

/** Frames to wait at most for the slip's drawings (about two seconds): a slow phone still gets its dialog. */
const MAX_FRAMES = 120;

/**
 * The print dialog once the slip's barcodes and QR code are drawn: their encoders load on demand, and a
 * tap on Print right after the page opened must not print empty boxes.
 */
async function printSlip(hasSlip: boolean) {
  for (let frame = 0; hasSlip && frame < MAX_FRAMES; frame++) {
    const drawn =
      document.querySelector('.counter-slip') &&
      !document.querySelector('.counter-slip .barcode-loading, .counter-slip .qr-loading');
    if (drawn) break;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  window.print();
}

type Props = {
  /** What the share sheet calls the page, e.g. 'Hub 10082191'. */
  title: string;
  /** The counter slip printed after this page's answer, on a page of its own. */
  slip?: Slip;
  /** The app route of the page to share (a chat card's answer as a page); absent: this page. */
  path?: string;
  /** Shown first in the row (a chat card's "Open as page"). */
  lead?: ReactNode;
};

export function ShareActions({ title, slip, path, lead }: Props) {
  // read on every navigation so the link follows the page
  useLocation();
  const link = path === undefined ? currentPageLink() : appLink(path);
  const whose = path === undefined ? 'this page' : 'this answer';
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const [qrShown, setQrShown] = useState(false);
  const qrFigure = useRef<HTMLElement>(null);
  // in a conversation the code opens at the foot of a card, under the composer: bring it to the middle
  useEffect(() => {
    if (qrShown && path !== undefined) qrFigure.current?.scrollIntoView({ block: 'center' });
  }, [qrShown, path]);
  const qrId = useId();
  // the server's first paint (decision 045) has no navigator: Copy link, which a phone's render changes
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  // The slip is for paper only: drawn once the first screen is done (decision 047: its barcodes, QR code
  // and date are work the page's first tasks do without), or at once when a print is asked for.
  const firstScreenDone = useAfterFirstScreen();
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!slip || firstScreenDone) return;
    const onBeforePrint = () => setPrinting(true);
    window.addEventListener('beforeprint', onBeforePrint);
    return () => window.removeEventListener('beforeprint', onBeforePrint);
  }, [slip, firstScreenDone]);

  return (
    <div className={path === undefined ? 'share-actions' : 'share-actions in-card'}>
      <div className="actions">
        {lead}
        <button
          type="button"
          className="button button-quiet"
          onClick={async () => setOutcome(await shareLink(link, title))}
        >
          {canShare ? 'Share' : 'Copy link'}
        </button>
        <button
          type="button"
          className="button button-quiet"
          aria-expanded={qrShown}
          aria-controls={qrId}
          onClick={() => setQrShown((shown) => !shown)}
        >
          {qrShown ? 'Hide QR code' : 'Show QR code'}
        </button>
        {/* a page prints its answer (and its slip); a chat card's answer prints from the page it opens */}
        {path === undefined ? (
          <button
            type="button"
            className="button button-quiet"
            onClick={() => {
              setPrinting(true);
              void printSlip(Boolean(slip));
            }}
          >
            Print
          </button>
        ) : null}
      </div>
      {/* a page has one status line; a conversation has one per card, so a card's is a plain live
          region (the conversation's own status stays the one 'status' of the chat) */}
      <p
        className="share-status"
        data-outcome={outcome ?? undefined}
        {...(path === undefined ? { role: 'status' } : { 'aria-live': 'polite' })}
      >
        {outcome ? STATUS[outcome] : ''}
      </p>
      {outcome === 'failed' ? (
        <input className="share-link-field" readOnly value={link} aria-label={`Link to ${whose}`} />
      ) : null}
      <div id={qrId} hidden={!qrShown}>
        {qrShown ? (
          <figure className="share-qr" ref={qrFigure}>
            <QrCode className="share-qr-code" text={link} label={`QR code of ${whose}'s link`} />
            <figcaption>
              {path === undefined
                ? 'Scan to open this page on another device.'
                : 'Scan to open this answer as a page on another device.'}
            </figcaption>
          </figure>
        ) : null}
      </div>
      {slip && (firstScreenDone || printing) ? <CounterSlip slip={slip} link={link} /> : null}
    </div>
  );
}
