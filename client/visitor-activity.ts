// When the visitor last typed or touched the page, watched from the entry's first moment: a dialog
// that decides late (the notifications' entry modal, decision 047) must not pop up over someone already
// typing or tapping, where it would take their keys and taps.

let last = Number.NEGATIVE_INFINITY;

export function watchVisitorActivity(): void {
  const note = () => {
    last = performance.now();
  };
  // input too: a paste, an autofill or a phone's keyboard may change the box without a key event
  for (const type of ['keydown', 'pointerdown', 'input'] as const)
    document.addEventListener(type, note, { capture: true, passive: true });
}

/** Whether the visitor typed or touched the page at or after `time` (a `performance.now()` reading). */
export function activeSince(time: number): boolean {
  return last >= time;
}
