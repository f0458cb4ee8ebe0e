// When the visitor last typed or touched the page, watched from the entry's first moment: a dialog
// that decides late (the notifications' entry modal, decision 047) must not pop up over someone already
// typing or tapping, where it would take their keys and taps. /hub's plain home loads the chat's code at
// the visitor's first key or tap (decision 049).

import { FIRST_PAINT_ACTIVE_ATTR } from '../tools/first-paint-marks.ts';

let last = Number.NEGATIVE_INFINITY;
const waiting = new Set<() => void>();

export function watchVisitorActivity(): void {
  // a key or tap on the screen the HTML drew, before these scripts ran, was noted by its boot script
  if (document.getElementById('root')?.hasAttribute(FIRST_PAINT_ACTIVE_ATTR)) last = 0;
  const note = () => {
    last = performance.now();
    // after the event, in a task of its own: a render started from this listener (it runs before the
    // box's own handler) would set the box back to its state and take the key just typed
    if (waiting.size) globalThis.setTimeout(callWaiting, 0);
  };
  // input too: a paste, an autofill or a phone's keyboard may change the box without a key event
  for (const type of ['keydown', 'pointerdown', 'input'] as const)
    document.addEventListener(type, note, { capture: true, passive: true });
}

/** Whether the visitor typed or touched the page at or after `time` (a `performance.now()` reading). */
export function activeSince(time: number): boolean {
  return last >= time;
}

function callWaiting(): void {
  const calls = [...waiting];
  waiting.clear();
  for (const call of calls) call();
}

/** Calls `call` once, just after the visitor's next key, tap or input; returns a function that cancels it. */
export function onNextActivity(call: () => void): () => void {
  waiting.add(call);
  return () => {
    waiting.delete(call);
  };
}
