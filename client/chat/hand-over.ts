// What one search box leaves to the box that replaces it (client/chat/Composer.tsx). A module of its own:
// the client's entry seeds it (main.tsx) without loading the composer.
import { BOX_KEPT_KEY } from '../../tools/first-paint-marks.ts';

/**
 * What /hub's first-paint composer (AssistantPage) leaves to the chat's composer that replaces it: the
 * text in the box while the chat's code arrived, and a send still to be made (an Enter or Continue still
 * waiting for its search) with the text as it was when it was pressed. Nothing is lost.
 * The box the HTML drew (decision 045) leaves its text here too, before the first composer renders.
 */
export const handedOver = {
  text: '',
  open: true,
  send: null as string | null,
  /** Enter pressed again, after more was typed: what the box holds once `send` is answered goes too. */
  sendAgain: false,
  focused: false,
};

/**
 * Text typed into the box the HTML drew before the app ran, and what it held when Enter was pressed on it
 * (null if it was not): keys typed after that Enter stay in the box for the next message.
 */
export function seedTypedText(text: string, sent: string | null, again = false): void {
  handedOver.text = text.slice(0, 120);
  // the composer that takes over sends it, as it does a Continue still waiting
  const asked = sent?.slice(0, 120) ?? '';
  handedOver.send = asked.trim() !== '' ? asked : null;
  handedOver.sendAgain = again && handedOver.send !== null;
}

/**
 * The box across a reload of this tab: what it held and the send it was waiting on (an Enter pressed while
 * its suggestions were on their way), kept in sessionStorage as typed and restored into `handedOver` by the
 * first box of the next load, which then sends what was waiting as if the Enter had just been pressed.
 */
const KEPT = BOX_KEPT_KEY;
/** A send kept longer than this is not made after a reload: the visitor has moved on. */
const SEND_KEPT_MS = 60_000;
let restored = false;

type Kept = { text: string; send: string | null; at: number };

function readKept(): Kept | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEPT) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { text, send, at } = value as Record<string, unknown>;
    return {
      text: typeof text === 'string' ? text.slice(0, 120) : '',
      send: typeof send === 'string' && send.trim() ? send.slice(0, 120) : null,
      at: typeof at === 'number' ? at : 0,
    };
  } catch {
    return null; // no session storage (a locked-down frame) or a value not ours
  }
}

/** Keeps the box's text, and the send waiting (null: none; left out: as it was). */
export function keepBox(text: string, send?: string | null): void {
  try {
    const was = send === undefined ? (readKept()?.send ?? null) : send;
    sessionStorage.setItem(KEPT, JSON.stringify({ text: text.slice(0, 120), send: was, at: Date.now() }));
  } catch {
    // storage refused: only a reload loses the text, as before
  }
}

/** A box taken away within the page (not by a reload): its waiting send is not to be made on the next load. */
export function forgetKeptSend(): void {
  const kept = readKept();
  if (kept?.send) keepBox(kept.text, null);
}

/** Once per load, before the first box reads `handedOver`: what the box held when the tab last left. */
export function restoreKeptBox(): void {
  if (restored) return;
  restored = true;
  const kept = readKept();
  if (!kept) return;
  // what was typed into the box the HTML drew since the load is newer
  if (!handedOver.text) handedOver.text = kept.text;
  if (kept.send && Date.now() - kept.at < SEND_KEPT_MS) handedOver.send ??= kept.send;
}
