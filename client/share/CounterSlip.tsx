// The printable counter slip: shown only on paper (or a PDF), one page, each part number in large type
// with a Code 128 barcode the counter scans, its description, quantity and notes, the date, and the
// page's link as a QR code. Rendered beside the app's root so the print sheet can hide everything else.
import { createPortal } from 'react-dom';
import { Barcode } from './Barcode.tsx';
import { QrCode } from './QrCode.tsx';
import './share.css';
import { slipDate } from './slip-date.ts';

export type SlipLine = {
  number: string;
  description: string;
  /** How many to take from the shelf ('As needed' when the catalog gives no count); one when not said. */
  quantity?: number | string;
  /** Torque, socket size and the like, each a line. */
  notes?: readonly string[];
};

export type Slip = {
  title: string;
  /** A line under the title (the job's way and ends). */
  subtitle?: string;
  lines: readonly SlipLine[];
  /** Lines under the parts (torque, socket, warranty, what comes included). */
  notes?: readonly string[];
  /**
   * The slip is the whole printout (the job list); otherwise the page prints its answer (specs,
   * interchanges) and the slip follows on a page of its own.
   */
  alone?: boolean;
};

/** Past this many parts the rows tighten so the slip stays on one page. */
const ROOMY_LINES = 5;

const today = () => slipDate(new Date());

export function CounterSlip({ slip, link }: { slip: Slip; link: string }) {
  // the server's first paint (decision 045) has no body to print from: the client's render adds the slip
  if (typeof document === 'undefined') return null;
  return createPortal(
    <section
      className={[
        'counter-slip',
        slip.lines.length > ROOMY_LINES ? 'slip-compact' : '',
        slip.alone ? 'slip-alone' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-label="Counter slip"
    >
      <header className="slip-head">
        <div>
          <p className="slip-brand">Wheel-End Parts Finder · Counter slip</p>
          <h1 className="slip-title">{slip.title}</h1>
          {slip.subtitle ? <p className="slip-subtitle">{slip.subtitle}</p> : null}
          <p className="slip-date">{today()}</p>
        </div>
        <QrCode className="slip-qr" text={link} label="QR code of this page's link" />
      </header>
      <table className="slip-lines">
        <thead>
          <tr>
            <th scope="col">Part number</th>
            <th scope="col">Description</th>
            <th scope="col">Qty</th>
          </tr>
        </thead>
        <tbody>
          {slip.lines.map((line) => (
            <tr key={line.number}>
              <td className="slip-part">
                {/* drawn from the attribute: the hidden slip must not add a second copy of the number to
                    the page's text (text searches and locators would find two) */}
                <span className="slip-number" data-number={line.number} />
                <Barcode text={line.number} />
              </td>
              <td>
                {line.description}
                {line.notes?.map((note) => (
                  <span key={note} className="slip-note">
                    {note}
                  </span>
                ))}
              </td>
              <td className="slip-qty">{line.quantity ?? 1}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {slip.notes?.length ? (
        <ul className="slip-notes">
          {slip.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <p className="slip-link">{link}</p>
    </section>,
    document.body,
  );
}
