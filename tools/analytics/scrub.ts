// Removes what could identify a person from analytics text: query strings, fragments, e-mail addresses.

const EMAIL = /[^\s@/?#&=:]+@[^\s@/?#&=:]+\.[^\s@/?#&=:]+/g;
const CONTROL = /\p{Cc}+/gu;

/** Masks e-mail addresses, removes control characters, collapses whitespace and caps the length. */
export function scrubText(value: string, max: number): string {
  return value.replace(CONTROL, ' ').replace(EMAIL, '[email]').replace(/\s+/g, ' ').trim().slice(0, max);
}

/**
 * Keeps only where a page is: the path of a path or URL (with origin for absolute URLs), never its query
 * string or fragment, which may carry form input.
 */
export function scrubLocation(value: string, max: number): string {
  const cut = value.search(/[?#]/);
  const bare = cut === -1 ? value : value.slice(0, cut);
  // userinfo ('https://name:pw@host') is personal too
  return scrubText(bare.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1'), max);
}
