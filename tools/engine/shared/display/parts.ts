// Display rules for part cards: drum brake type lines, rotor kit axles, rotor notes (numbers: format.ts).

/** Drum brake type text: under 21 characters on one line, otherwise split at the first space. */
export function drumBrakeTypeLines(text: string): string[] {
  if (text.length < 21) return [text];
  const at = text.indexOf(' ');
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + 1)];
}

/** Rotor kit numbers of the FF steer and R drive axles. */
export const ROTOR_KIT_AXLES: Readonly<Record<string, 'FF Steer' | 'R Drive'>> = Object.fromEntries([
  ...['10083923', '10041216', '10041215', '10086915', '10087663', '10087734'].map((n) => [n, 'FF Steer']),
  ...['10083924', '10041218', '10041217', '10086914', '10087664', '10087735'].map((n) => [n, 'R Drive']),
]);

/** 'For FF Steer Axle' / 'For R Drive Axle' by kit number, else the kit's own axle label. */
export function rotorKitAxleLine(kitNumber: string | null, axleLabel: string | null): string | null {
  const axle = (kitNumber && ROTOR_KIT_AXLES[kitNumber]) || axleLabel;
  return axle ? `For ${axle} Axle` : null;
}

/** The rotor that is treated as discontinued whatever the catalog says. */
export const DISCONTINUED_ROTOR = '10009970';

export const discontinuedRotorText = (n: string) => `Sorry, the ${n} rotor has been discontinued.`;
export const NEW_ASSEMBLY_REQUIRED = 'A new hub/rotor assembly will be required.';

/** Spindle nut torque text always ends with the warning not to back off the spindle nut. */
export function torqueText(spec: string): string {
  const warning = 'DO NOT BACK OFF SPINDLE NUT';
  return spec.toUpperCase().includes(warning) ? spec : `${spec.trim()} ${warning}`;
}
