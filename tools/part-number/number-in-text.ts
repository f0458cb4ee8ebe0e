// A part number inside other text ('PN: 10082200', 'ConMet # 10082200', full-width '１００８２２００', a
// no-break space, '10082200.'): how the chat reads the number of a sentence (tools/engine/engine.ts), the
// number search takes off the words around one (tools/catalog/search-part-numbers.ts), and the number boxes
// read what is typed in them (client/search). No zod and no engine: the boxes' pages load it first.

/** Words that say what the number is, not part of it ('hub 10300364', 'p/n 10300364', 'part no. 10300364'). */
export const NUMBER_WORDS =
  /^(?:hubs?|rotors?|drums?|studs?|kit|assembly|parts?|number|no|nr|num|pn|p\/n|for|the|my|an?|is|it'?s)$/i;

/** What a part number is written with (search-text-rule.ts): anything else stands between words. */
const BETWEEN = /[^A-Za-z0-9.\-/_]+/;
/** Dots, dashes, slashes and underscores at either end of a word are marks, not the number's ('10082200.'). */
const MARKS = /^[.\-/_]+|[.\-/_]+$/g;

/**
 * Text as typed on any keyboard in the plain forms the readers know: full-width letters and digits, a
 * no-break space, superscripts and ligatures as their plain characters (NFKC), and the fraction slash of
 * '⅝' (NFKC '5⁄8') as '/'.
 */
export function plainForms(text: string): string {
  return text.normalize('NFKC').replace(/\u2044/g, '/');
}

/**
 * The words of `text` as the number search reads them: full-width letters and digits as their plain forms,
 * any space or sign no number holds (':', '#', '?', quotes, a no-break space) between words.
 */
function wordsOf(text: string): string[] {
  return plainForms(text)
    .split(BETWEEN)
    .map((w) => w.replace(MARKS, ''))
    .filter(Boolean);
}

const hasDigit = (w: string) => /\d/.test(w);

/** The one word of `text` with a digit, its marks around it taken off ('part# 10082200?'); null for none or several. */
export function loneNumber(text: string): string | null {
  const numbered = wordsOf(text).filter(hasDigit);
  return numbered.length === 1 ? (numbered[0] ?? null) : null;
}

/** The distinct words of `text` with a digit, in order ('hub 10082200 and drum 10600001'). */
export function numberWords(text: string): string[] {
  return [...new Set(wordsOf(text).filter(hasDigit))];
}

/**
 * The words of `text` beside its one number that are not number words ('need Gunite # 45541F' → need,
 * Gunite); none when the text holds no number or several.
 */
export function wordsBesideNumber(text: string): string[] {
  const number = loneNumber(text);
  if (number === null) return [];
  return wordsOf(text).filter((w) => w !== number && !NUMBER_WORDS.test(w));
}

/**
 * What a number box does with its text. `search`: what it searches, `number`: the number it takes a
 * suggestion for. With one number in the text, the number and the words beside it that are not number
 * words ('ConMet # 10082200' searches 'ConMet 10082200': a brand still narrows the search; 'PN: 10082200'
 * searches '10082200'), and the number alone; with none or several, the text as typed for both.
 */
export function readNumberText(text: string): { search: string; number: string } {
  const number = loneNumber(text);
  if (number === null) return { search: text.trim(), number: text.trim() };
  const search = wordsOf(text)
    .filter((w) => !NUMBER_WORDS.test(w))
    .join(' ');
  return { search, number };
}
