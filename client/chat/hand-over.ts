// What one search box leaves to the box that replaces it (client/chat/Composer.tsx). A module of its own:
// the client's entry seeds it (main.tsx) without loading the composer.

/**
 * What /hub's first-paint composer (AssistantPage) leaves to the chat's composer that replaces it: the
 * text typed while the chat's code arrived, and a Continue still waiting for its search. Nothing is lost.
 * The box the HTML drew (decision 045) leaves its text here too, before the first composer renders.
 */
export const handedOver = { text: '', open: true, submit: false, focused: false };

/** Text typed into the box the HTML drew before the app ran, and whether Enter was pressed on it. */
export function seedTypedText(text: string, sent: boolean): void {
  handedOver.text = text.slice(0, 120);
  // the composer that takes over sends it, as it does a Continue still waiting
  handedOver.submit = sent && handedOver.text.trim() !== '';
}
