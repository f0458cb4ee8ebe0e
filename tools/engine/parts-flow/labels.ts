// What the parts-flow screens print: question titles, value labels with inch/mm, the
// trailer rotor notice and the drum brake type line split.
import type { FilterValue } from '../../catalog/facets.ts';
import { diameterLabel, inchesWithMm, lengthLabel, millimetres } from '../shared/display/format.ts';
import { MM_PER_INCH, rotorMillimeters, studMillimeters } from '../shared/display/units.ts';
import type { PartsFlowId } from './flows.ts';
import type { FlowPairs } from './pairs.ts';
import { TRAILER_ROTOR_NOTICE } from './rules.ts';
import type { FlowCategory } from './step.ts';

// Title case after 'Choose the', as the hub wizard's questions. The category's own name follows, so the
// casting wizards keep the labels the spec lists ('Brake Surface Diameter' there, 'Outside' in the rotor flow).
const TITLES: Record<string, string> = {
  holes: 'Choose the Stud Hole Count',
  brtyp: 'Choose the Brake Rotor Type',
  ovlgt: 'Choose the Overall Length',
};

export function questionTitle(category: Pick<FlowCategory, 'QueryParameterName' | 'Name'>): string {
  return TITLES[category.QueryParameterName] ?? `Choose the ${category.Name}`;
}

/** The drum pilot diameter most drums use. */
export const COMMON_PILOT_INCH = 8.78;
/** Option codes whose measure is a diameter (the only ones that carry the ⌀ sign; lengths do not). */
const DIAMETERS = new Set(['bsdia', 'pidia', 'szdia', 'bcdia', 'bhdia', 'stdia', 'brdia']);

export type ValueLabel = { label: string; note?: string };

/** A value's button text: names as they are, measures in inches with millimetres where the spec says so. */
export function valueLabel(flow: PartsFlowId, code: string, value: FilterValue): ValueLabel {
  const inch = value.Inch;
  if (inch === null) return { label: value.Name };
  const measure = DIAMETERS.has(code) ? diameterLabel : lengthLabel;
  if (flow === 'rotor' || flow === 'rotorcasting') {
    // rotor sizes to one decimal, as the original's rotor screens
    return code === 'bsdia'
      ? { label: `${measure(inch, 1)} [${millimetres(rotorMillimeters(inch))}]` }
      : { label: measure(inch, 1) };
  }
  if (flow === 'stud') {
    return code === 'stdia'
      ? { label: value.Name }
      : { label: `${measure(inch)} [${millimetres(studMillimeters(inch))}]` };
  }
  if (flow === 'drum' || flow === 'drumcasting') {
    return code === 'pidia' && inch === COMMON_PILOT_INCH
      ? { label: measure(inch), note: 'Most common' }
      : { label: measure(inch) };
  }
  // hub casting: the value's own name ('13.00 inch+ (Most common)') with millimetres
  return { label: `${value.Name} [${millimetres(Math.round(inch * MM_PER_INCH))}]` };
}

/** A stud dimension as the stud cards and pages print it: 1.25" [31 mm]. */
export const studDimension = (inch: number) => inchesWithMm(inch, studMillimeters(inch));

/** Rotor types are shown with their pictures in two columns. */
export function columnsFor(code: string): 1 | 2 {
  return code === 'brtyp' ? 2 : 1;
}

/** The 430 mm notice for trailer rotors, shown with the rotor size questions of a trailer axle. */
export function trailerNotice(flow: PartsFlowId, code: string, pairs: FlowPairs): string | null {
  if (flow !== 'rotor' && flow !== 'rotorcasting') return null;
  if (code !== 'bsdia' && code !== 'brtyp') return null;
  return pairs.axpos === '3' || pairs.trtyp === '2' ? TRAILER_ROTOR_NOTICE : null;
}

/** Drum brake type lines: one implementation, in display/parts.ts. */
export { drumBrakeTypeLines as brakeTypeLines } from '../shared/display/parts.ts';

/** Long-stud hubs are listed with this label. */
export const LONG_STUD_LABEL = '(Long stud version)';

/** Hubs for aluminum wheels carry the long studs. */
export function longStudLabel(wheelMaterial: string | null): string | null {
  return wheelMaterial && /alumin/i.test(wheelMaterial) ? LONG_STUD_LABEL : null;
}
