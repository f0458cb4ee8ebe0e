// What counts as a link inside this app: a path that starts with exactly one '/' and has no '\' and no
// control characters. Browsers read '/\host' and '/<tab>/host' as '//host', i.e. another site.
import { hasControlCharacter } from './stored-text.ts';

export function isInternalPath(href: string): boolean {
  return /^\/(?![/\\])/.test(href) && !href.includes('\\') && !hasControlCharacter(href, false);
}

/** An http(s) URL or an internal path: the links a notification may carry. */
export function isLinkTarget(href: string): boolean {
  return /^https?:\/\/[^\\]+$/i.test(href) && !hasControlCharacter(href, false) ? true : isInternalPath(href);
}
