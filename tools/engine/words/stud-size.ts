// A stud's size as a mechanic says it: its thread ('5/8-18', '3/4"-16', 'M22x1.5') or its nominal diameter
// beside the word stud ('3/4 stud', 'M22 studs'). Read as the stud's diameter, never as a length (a wheel
// stud is inches long) nor as a part number.

/** A fraction of an inch as stud diameters are written, not after a whole number ('3 3/4' is a length). */
const FRACTION = String.raw`(?<![\d.][\s-]?)(?<![\d/])(1[0-5]|[1-9])\/(2|4|8|16)(?![\d/])`;
/** Inches written after it: '3/4"', "3/4''", '3/4 in', '3/4 inch'. */
const INCHES = String.raw`(?:\s*(?:"|''|in(?:ch(?:es)?)?\b))?`;
/** The thread's pitch: '-16', ' - 16', 'x16', ' 16 tpi'. */
const PITCH = String.raw`\s*(?:[-x×]\s*|\s)(\d{1,2})(?:\s*tpi\b)?(?!\s*\/)(?![\d.])`;
const THREADED = new RegExp(`${FRACTION}${INCHES}${PITCH}`, 'i');
const NOMINAL = new RegExp(`${FRACTION}${INCHES}`, 'i');
/** Metric: 'M22', 'M22x1.5', 'm 22 x 1.5'. */
const METRIC = /(?<![a-z\d])m\s?(\d{2})(?:\s*[x×]\s*(\d(?:\.\d{1,2})?))?(?![\d.])/i;
const STUD_WORD = /\bstuds?\b/i;
/** Words of a measurement ('stud diameter 3/4 in'): the measure reading's to answer, with the studs that fit. */
const MEASURING = /\b(?:diameter|dia|length|long|measured?|od|dimension)\b/i;

/**
 * The diameter a stud's size names, written as the catalog's stud diameters are named ('3/4', 'M22'), or
 * null. With the word 'stud' a bare diameter is enough; without it only a thread with its pitch counts.
 */
export function studDiameterIn(text: string): string | null {
  const clipped = text.slice(0, 200);
  if (MEASURING.test(clipped)) return null;
  const stud = STUD_WORD.test(clipped);
  const metric = METRIC.exec(clipped);
  if (metric && (stud || metric[2] !== undefined)) return `M${metric[1]}`;
  const fraction = (stud ? NOMINAL : THREADED).exec(clipped);
  return fraction ? `${fraction[1]}/${fraction[2]}` : null;
}
