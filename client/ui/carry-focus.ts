// Focus carried over a screen drawn twice: /hub's first home (client/chat/FirstHome.tsx) gives way to the
// chat's own, the same buttons drawn anew, when the visitor's first key loads the chat. A visitor who had
// tabbed to one (Hubs) lost focus to the page with it, and the next Tab started at the top again.

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
let carried: string | null = null;

const keyOf = (el: Element) =>
  `${el.tagName}|${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 80) ?? ''}`;

/** Notes what has focus inside `root`, which is about to go. */
export function noteFocus(root: Element | null): void {
  const active = document.activeElement;
  carried = root && active && root.contains(active) ? keyOf(active) : null;
}

/** Focuses what stands in `root` where the noted element stood, when focus went with it. */
export function restoreFocus(root: Element | null): void {
  const key = carried;
  carried = null;
  if (!key || !root) return;
  const active = document.activeElement;
  if (active && active !== document.body) return;
  for (const el of root.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if (keyOf(el) !== key) continue;
    el.focus({ preventScroll: true });
    return;
  }
}
