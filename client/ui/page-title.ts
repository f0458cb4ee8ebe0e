// The browser's title follows the page: a tab, a bookmark and the history list name the answer ("Hub
// assembly 10082200") instead of the app eight times over, and a screen reader announces it on a new page.
// Read from the page's own heading, so no page keeps a second copy of its name that could drift from it.
import { type RefObject, useEffect } from 'react';

export const APP_NAME = 'Wheel-End Parts Finder';

/** A heading may name its page differently (`data-page-title`); an empty one leaves the app's name alone. */
const NAMED = '[data-page-title], h1';

/** The title for what `root` shows: its first heading's name, then the app's. */
export function pageTitleOf(root: ParentNode): string {
  const heading = root.querySelector<HTMLElement>(NAMED);
  const named = heading?.dataset.pageTitle ?? heading?.textContent ?? '';
  const name = named.replace(/\s+/g, ' ').trim().slice(0, 120);
  return name && name !== APP_NAME ? `${name} · ${APP_NAME}` : APP_NAME;
}

/** Keeps `document.title` on `root`'s heading as pages come and go and as a page's heading loads. */
export function usePageTitle(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const apply = () => {
      const title = pageTitleOf(el);
      if (document.title !== title) document.title = title;
    };
    apply();
    const watch = new MutationObserver(apply);
    watch.observe(el, { childList: true, subtree: true, characterData: true });
    return () => watch.disconnect();
  }, [root]);
}
