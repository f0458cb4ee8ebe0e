// The result in one sentence: which option saves, how much, against what, per what. The pages, the chat
// card and the email all say it the same way; the spec's savings figure stays beside it, named for the side
// it is counted for.

import { PRESET_VS_CONVENTIONAL } from './kind-names.ts';
import { type CalculatorResults, formatMoney, toCents } from './results.ts';

type Wording = { rebuild: string; replace: string; rebuildObject: string; replaceObject: string };

/** How each side is named as the subject ("Replacing saves") and after "compared with". */
function wording(choice: CalculatorResults['chooseCalculator']): Wording {
  return choice === PRESET_VS_CONVENTIONAL
    ? {
        rebuild: 'A conventional hub',
        replace: 'A PreSet hub',
        rebuildObject: 'a conventional hub',
        replaceObject: 'a PreSet hub',
      }
    : {
        rebuild: 'Rebuilding',
        replace: 'Replacing',
        rebuildObject: 'rebuilding',
        replaceObject: 'replacing',
      };
}

/**
 * `basis` 'total' compares the totals with downtime (results, email); 'repair' the parts and labor only
 * (the cost-comparison step, before downtime is asked). Every formula is for one hub, so "per hub".
 */
export function resultSentence(r: CalculatorResults, basis: 'total' | 'repair' = 'total'): string {
  const w = wording(r.chooseCalculator);
  const rebuild = toCents(basis === 'total' ? r.rebuild.total : r.rebuild.repairCost);
  const replace = toCents(basis === 'total' ? r.replace.total : r.replace.repairCost);
  const downtime = basis === 'total' && (r.rebuild.downtime > 0 || r.replace.downtime > 0);
  const tail = downtime ? ', downtime included.' : '.';
  if (rebuild === replace)
    return `${w.replace} and ${w.rebuildObject} cost the same per hub: ${formatMoney(rebuild / 100)} each${tail}`;
  const replaceSaves = rebuild > replace;
  const difference = formatMoney(Math.abs(rebuild - replace) / 100);
  return replaceSaves
    ? `${w.replace} saves ${difference} per hub compared with ${w.rebuildObject}${tail}`
    : `${w.rebuild} saves ${difference} per hub compared with ${w.replaceObject}${tail}`;
}

/**
 * The label of the spec's savings figure (never negative: what the PreSet hub or replacing saves). A bare
 * 'Savings: $0.00' under 'A conventional hub saves $170.00 …' read as a contradiction; named for its side,
 * both hold. `basis` as for resultSentence.
 */
export function savingsLabel(
  choice: CalculatorResults['chooseCalculator'],
  basis: 'total' | 'repair' = 'total',
) {
  const side = choice === PRESET_VS_CONVENTIONAL ? 'with a PreSet hub' : 'by replacing';
  return `${basis === 'repair' ? 'Repair savings' : 'Savings'} ${side}`;
}
