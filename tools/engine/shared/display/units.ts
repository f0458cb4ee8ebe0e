// Display rules for numbers: inch/mm, lbs/kg, GAWR ranges, money.

export const MM_PER_INCH = 25.4;
/** The stud screen labels use 24.5, as the specification records. */
export const STUD_MM_PER_INCH = 24.5;
export const KG_PER_LB = 0.453592;

/**
 * '12,345' (en-US grouping of the rounded number). Not Intl.NumberFormat: made at a module's evaluation, its
 * first instance loads the locale data in the page's start-up task (issue 17's Total Blocking Time).
 */
export function formatThousands(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+$)/g, ',');
}

export function poundsToKg(lb: number): number {
  return Math.round(lb * KG_PER_LB);
}

/** Rotor screens: mm = inch x 25.4 rounded; 16.9" is rounded up (429.26 -> 430). */
export function rotorMillimeters(inch: number): number {
  const mm = inch * MM_PER_INCH;
  return inch === 16.9 ? Math.ceil(mm) : Math.round(mm);
}

export function studMillimeters(inch: number): number {
  return Math.round(inch * STUD_MM_PER_INCH);
}

/** 'Up to {max} lbs.' when the range starts at 0, else '{min} - {max} lbs.'. */
export function gawrText(min: number | null, max: number | null): string {
  const hi = formatThousands(max ?? 0);
  return !min ? `Up to ${hi} lbs.` : `${formatThousands(min)} - ${hi} lbs.`;
}

/**
 * The kg range beside a GAWR range. A whole kilogram spans two or three pounds, so a range starting one pound
 * past the one before it (12,001 after 12,000; 22,501 after 22,500) could round to that range's last kg and
 * the two would overlap: a range starts one kg past the kg of the pound below it when they would coincide.
 */
export function gawrKgText(min: number | null, max: number | null): string {
  const hi = formatThousands(poundsToKg(max ?? 0));
  if (!min) return `0 - ${hi} kg`;
  const lo = poundsToKg(min) === poundsToKg(min - 1) ? poundsToKg(min) + 1 : poundsToKg(min);
  return `${formatThousands(lo)} - ${hi} kg`;
}

/** Material ratings shown for drum-brake axle 4, where the GAWR question is skipped. */
export function materialRating(materialName: string): { lbs: string; kg: string } {
  return /alumin/i.test(materialName)
    ? { lbs: 'Up to 23,000 lbs.', kg: '0-10,433 kg' }
    : { lbs: 'Up to 26,000 lbs.', kg: '0-11,793 kg' };
}

export function money(n: number): string {
  return n.toFixed(2);
}

export type NoteSegment = { text: string; link: string | null };

/**
 * The GAWR note split at its {{text}} markers: each marked text becomes a link to the note's
 * link of the same position when there is one, else stays plain text.
 */
export function gawrNoteSegments(note: { Text: string; Links: readonly (string | null)[] }): NoteSegment[] {
  const segments: NoteSegment[] = [];
  let linkIndex = 0;
  for (const part of note.Text.split(/(\{\{[^}]*\}\})/)) {
    if (!part) continue;
    const marked = /^\{\{([^}]*)\}\}$/.exec(part);
    if (!marked) {
      segments.push({ text: part, link: null });
      continue;
    }
    segments.push({ text: marked[1] ?? '', link: note.Links[linkIndex] ?? null });
    linkIndex++;
  }
  return segments;
}

/** The GAWR note as one plain line (markers removed), for places that show no links. */
export function gawrNoteText(note: { Text: string; Links: readonly (string | null)[] }): string {
  return gawrNoteSegments(note)
    .map((s) => s.text)
    .join('');
}
