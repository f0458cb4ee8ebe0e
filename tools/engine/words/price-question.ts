// A mechanic asks what a part costs or whether it is in stock ('how much is a hub', 'price of 10301211', 'is
// 4002T in stock'): the catalog holds neither, so the answer says so before whatever else the words asked,
// instead of leaving them unsaid or unplaced.
import { BRAND } from '../shared/texts.ts';
import { words } from './spelling.ts';

const PRICE_WORDS =
  /\b(?:prices?|pricing|priced|how much|costs?|costing|quotes?|in stock|stocked|availability|lead times?)\b/gi;
/** 'cost calculator', 'calculate the cost': the calculators, which take the visitor's own prices. */
const CALCULATOR = /calculat/i;
/** Words that ask nothing on their own beside a price word ('what is the price of it?'). */
const FILLER = new Set(
  "what whats what's is are the a an of for it this that does do did will would please me my your you one them much how to in at on pls thanks thank can i get give tell current list net ea each per unit usd dollar dollars".split(
    ' ',
  ),
);

/** Whether `text` asks a price: 'alone' when it asks nothing else, null when it asks none. */
export function priceAsked(text: string): 'alone' | 'with' | null {
  if (CALCULATOR.test(text) || !text.match(PRICE_WORDS)) return null;
  const rest = words(text.replace(PRICE_WORDS, ' ')).filter((w) => !FILLER.has(w));
  return rest.length ? 'with' : 'alone';
}

export const NO_PRICES =
  `This finder has no prices or stock levels: it finds the right part number, and your ${BRAND} ` +
  'distributor quotes its price and availability. The cost calculators weigh a rebuild against a new hub ' +
  'with the prices you pay.';
