// The number search's text rule without zod: the client checks a text before asking with it, and /hub's
// first paint (its composer's suggestions) must not wait for zod (decision 044). search-text.ts builds the
// schema the server validates with from the same limit and pattern; a property test holds the two equal.

export const SEARCH_TEXT_MAX = 64;

/** Letters, digits and the separators people type inside part numbers, starting with a letter or digit. */
export const SEARCH_TEXT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 .\-/_]*$/;

/** Whether `text` (trimmed) is a text the number search accepts: what `SearchText.safeParse` says. */
export function isSearchText(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length >= 1 && trimmed.length <= SEARCH_TEXT_MAX && SEARCH_TEXT_PATTERN.test(trimmed);
}
