// What one search box leaves to the box that replaces it (client/chat/Composer.tsx). A module of its own:
// the client's entry seeds it (main.tsx) without loading the composer.

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
