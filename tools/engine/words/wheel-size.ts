// A wheel or tire size ('22.5 wheels', '22.5 aluminum wheels', '19.5" low pro tires') says which truck it is:
// it is never a part number, nor a measurement taken on the part.

const WHEEL = '(?:wheels?|tires?|tyres?|rims?)';
/** Words that stand between a size and its wheel: the wheel's material or build. */
const BUILD =
  '(?:aluminum|aluminium|alloy|alu|steel|chrome|polished|forged|duals?|low|pro|profile|wide|base|super|single)';

/**
 * Every wheel size of a lower-case text, its build words and wheel word with it; not the second number of a
 * drum's size ('16.5 x 7 steel wheels').
 */
export const WHEEL_SIZE = new RegExp(
  String.raw`(?<![\d.])(?<!(?:x|by|×)\s*)\d{1,4}(?:\.\d{1,3})?\s*(?:"|in(?:ch(?:es)?)?)?(?:\s+${BUILD}){0,2}\s*${WHEEL}\b`,
  'g',
);

/**
 * A truck or trailer rim size written alone ('trailer hub 22.5 steel'): 17.5, 19.5, 22.5 or 24.5 with no unit
 * after it. Nothing measured on a wheel end is written so (a stud standout is 2-4 in, a drum 15-16.5 in): read
 * as a measurement it sent a trailer hub's buyer to steer hubs 'near 22.5 in of standout'.
 */
export const BARE_RIM_SIZE = /(?<![\d.])(?:17|19|22|24)\.5(?![\d.])(?!\s*(?:"|in\b|inch|mm|millim))/g;

const WHEEL_TOKEN = new RegExp(`^${WHEEL}$`);
const BUILD_TOKEN = new RegExp(`^${BUILD}$`);

/** A size a wheel or tire is written in (22.5, 24.5, 16, 295/75r22.5 read as its parts): never a part number. */
const SIZE_TOKEN = /^\d{1,4}(?:\.\d{1,3})?(?:"|in)?$/;

/**
 * Whether the word at `i` of the words read is a wheel's size: a size-shaped word ('22.5', not
 * '10082200') with a wheel word after it, build words between.
 */
export function isWheelSizeAt(tokens: readonly string[], i: number): boolean {
  if (!SIZE_TOKEN.test(tokens[i] ?? '')) return false;
  for (let j = i + 1; j <= i + 3 && j < tokens.length; j++) {
    const t = tokens[j] ?? '';
    if (WHEEL_TOKEN.test(t)) return true;
    if (!BUILD_TOKEN.test(t)) return false;
  }
  return false;
}
