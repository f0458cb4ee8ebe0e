// The two calculators and the two modes a calculator session runs in, without zod: the calculator pages
// import this, and zod (38 KB gzipped) stays off their first load (issue 17). kinds.ts adds the schemas.
import { CALCULATOR_TEXT } from './texts.ts';

/**
 * `chooseCalculator` of the session: 0 = Replace vs Rebuild ("Replace Calculator"),
 * 1 = PreSet vs Conventional ("PreSet vs. Conventional Calculator").
 */
export type ChooseCalculator = 0 | 1;

export const REPLACE_VS_REBUILD = 0 as const;
export const PRESET_VS_CONVENTIONAL = 1 as const;

/**
 * `calculator` of the session: the route prefix the calculator runs under. 'embed' on embed paths
 * (embed mode hides Home and the menu), 'replace' everywhere else. It is not the calculator kind.
 */
export const CALCULATOR_MODES = ['replace', 'embed'] as const;
export type CalculatorMode = (typeof CALCULATOR_MODES)[number];

/** Header text of a calculator page: 'Calculators' until a calculator is chosen. */
export function headerText(choice: ChooseCalculator | null | undefined): string {
  if (choice === PRESET_VS_CONVENTIONAL) return CALCULATOR_TEXT.headerPreset;
  if (choice === REPLACE_VS_REBUILD) return CALCULATOR_TEXT.headerReplace;
  return CALCULATOR_TEXT.headerChoose;
}

/** Names of the two sides compared by each calculator, for result tables and the email. */
export function sideLabels(choice: ChooseCalculator): { rebuild: string; replace: string } {
  return choice === PRESET_VS_CONVENTIONAL
    ? { rebuild: 'Conventional hub', replace: 'PreSet hub' }
    : { rebuild: 'Rebuild', replace: 'Replace' };
}
