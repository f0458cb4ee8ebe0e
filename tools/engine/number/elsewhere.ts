// A number that is not what the box asked for, offered where it is: "91763R is a rotor number: see the
// rotor" for the typed number itself under another part kind, and the nearest real numbers (one edit or a
// swap away) otherwise. One home for the no-results page and the chat's no-results answer.
import type { PartNumberLink, PartNumberMatch } from '../../catalog/search-part-numbers.ts';
import { normalizePartNumber } from '../../part-number/normalize.ts';
import { partType } from '../../part-number/part-types.ts';
import type { NamedKind } from './hub-kind-parts.ts';
import { routeNumber } from './number-routing.ts';

/**
 * What a part kind is called in "… is a rotor number": the registry's kind name, else its name in lower
 * case, a name's own capitals kept ('ABS tone ring', 'PreSet').
 */
export const kindName = (typeId: number): string => {
  const t = partType(typeId);
  if (t?.kindName) return t.kindName;
  return (t?.name ?? 'part')
    .split(' ')
    .map((w) => (/[A-Z]/.test(w.slice(1)) ? w : w.toLowerCase()))
    .join(' ');
};

/** The kind name after its article: 'a rotor', 'an ABS tone ring'. */
export const aKind = (typeId: number): string => {
  const kind = kindName(typeId);
  return `${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind}`;
};

/** At most this many numbers are offered (a list to read, not a search result page). */
export const OFFER_MAX = 5;

/** The matches of an all-kinds search split into the typed number itself (`here`) and near numbers. */
export function splitFound<T extends PartNumberMatch>(typed: string, matches: readonly T[]) {
  const want = normalizePartNumber(typed);
  const offered = matches.slice(0, OFFER_MAX);
  const isTyped = (m: T) => normalizePartNumber(m.CompetitorPartNumber) === want;
  return { here: offered.filter(isTyped), near: offered.filter((m) => !isTyped(m)) };
}

const labelOf = (m: PartNumberMatch) => `${m.CompetitorName} ${m.CompetitorPartNumber}`;

/**
 * The same offers as links for a chat answer, each to the page the number's kind opens; in the conversation
 * each asks its number there instead, so a typo corrected stays in the chat. `named`: the part kind the
 * words beside the number name ('bearing set 406'): numbers of other kinds are not offered (a hub whose
 * number starts with 406, under 'bearing', is one tap from the wrong part); the typed number itself is,
 * with what it is.
 */
export function elsewhereLinks(
  typed: string,
  matches: readonly PartNumberLink[],
  named: NamedKind | null = null,
) {
  const want = normalizePartNumber(typed);
  const keeps = (m: PartNumberLink) =>
    !named ||
    named.own.includes(m.PartTypeId) ||
    (m.Rank === 'near' && named.nearToo.includes(m.PartTypeId)) ||
    normalizePartNumber(m.CompetitorPartNumber) === want;
  const { here, near } = splitFound(typed, matches.filter(keeps));
  const to = (m: PartNumberLink) => routeNumber(m, m.PartNumber).route;
  return [
    ...here.map((m) => ({
      label: `${labelOf(m)} is ${aKind(m.PartTypeId)} number: see the ${kindName(m.PartTypeId)}`,
      to: to(m),
      say: labelOf(m),
    })),
    ...near.map((m) => ({
      label: `Did you mean ${labelOf(m)} (${kindName(m.PartTypeId)})?`,
      to: to(m),
      say: labelOf(m),
    })),
  ];
}

/** Near numbers offered beside words that led ('steer hub 10028200'): a one-typo number, never a prefix's list. */
const NEAR_BESIDE_WORDS = 3;

/**
 * The numbers one edit or a swap away from `typed`, as chips that send the number (its brand with it), for
 * an answer the other words led: a typo in the number is offered, as on the no-results page.
 */
export function nearNumberChips(matches: readonly PartNumberLink[]): { label: string; text: string }[] {
  return matches
    .filter((m) => m.Rank === 'near')
    .slice(0, NEAR_BESIDE_WORDS)
    .map((m) => {
      const chip = numberChip(m);
      return { ...chip, label: `Did you mean ${chip.label}?` };
    });
}

/** A found number as a chip that sends it: 'ConMet 10600001 (drum)'. */
export function numberChip(m: PartNumberMatch): { label: string; text: string } {
  return { label: `${labelOf(m)} (${kindName(m.PartTypeId)})`, text: labelOf(m) };
}
