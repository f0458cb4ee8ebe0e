// The short card a number typed without a connection gets: the maker's number and part type from the
// offline copy, and that full details need a connection. Everything typed is shown as text.
import { BRAND } from '../../tools/engine/shared/texts.ts';
import { normalizePartNumber } from '../../tools/part-number/normalize.ts';
import type { OfflineMatch } from '../../tools/part-number/offline-numbers.ts';
import './offline.css';

/** Words alone ('brake drum for a cascadia'): the saved copy holds numbers, so there is nothing to look up. */
const hasNumber = (text: string) => /\d/.test(text);

type Props = {
  text: string;
  matches: OfflineMatch[] | undefined | 'looking';
  /** The question waits for the connection (the chat sends it then). */
  waiting: boolean;
  /** Show the question above the card (false when the thread shows it already). */
  showQuestion?: boolean;
};

export function OfflineAnswer({ text, matches, waiting, showQuestion = true }: Props) {
  return (
    <div className="offline-answer">
      {showQuestion ? (
        <div className="msg msg-user">
          <p className="bubble">{text}</p>
        </div>
      ) : null}
      <section className="card offline-card" aria-label="Answer without a connection">
        <p className="offline-badge">No connection</p>
        {matches === 'looking' ? (
          <p>Looking in the numbers saved on this device…</p>
        ) : matches === undefined ? (
          <p>This device has no saved copy of the part numbers yet.</p>
        ) : matches.length === 0 && !hasNumber(text) ? (
          <p>Questions in words need a connection: this device has saved part numbers only.</p>
        ) : matches.length === 0 ? (
          <p>
            <span className="offline-number">{text}</span> is not among the numbers saved on this device.
          </p>
        ) : (
          <ul className="offline-matches">
            {matches.map((m) => (
              <li key={`${m.makerPartNumber}-${m.partTypeId}`}>
                {/* the maker's own number is not 'maker part' of itself */}
                {m.number === normalizePartNumber(m.makerPartNumber) ? (
                  <>
                    <strong className="offline-maker">{m.makerPartNumber}</strong> is a {BRAND} part{' '}
                  </>
                ) : (
                  <>
                    <span className="offline-number">{m.number}</span> is {BRAND} part{' '}
                    <strong className="offline-maker">{m.makerPartNumber}</strong>{' '}
                  </>
                )}
                <span className="offline-type">({m.description})</span>
              </li>
            ))}
          </ul>
        )}
        <p className="offline-note">
          Full details need a connection.
          {waiting ? ' Your question continues when the connection returns.' : ''}
        </p>
      </section>
    </div>
  );
}
