// Measuring offered in the chat's drum, rotor, hub and stud flows (issue 19), as the pages' 'Measure it':
// a chip where the flow starts, and the answer to 'measure a drum': what can be measured, an example to
// type (read by read-measure.ts) and the measure page.
import { DIMENSIONS, MEASURE_PAGES, type MeasureKind } from '../../catalog/measure-dimensions.ts';
import type { EngineMessage } from '../shared/messages.ts';

/** What a mechanic might type for each kind; tests/engine/measure-chat.test.ts sends each one. */
export const MEASURE_EXAMPLES: Record<MeasureKind, string> = {
  drum: 'drum 16.5 by 7',
  rotor: 'rotor od 15.35 thickness 1.57',
  hub: 'hub pilot 8.78 bolt circle 11.25',
  stud: 'stud 3.5 in, diameter 0.75 in',
};

/** The chip that offers measuring; its text asks how ({@link readMeasureHow}). */
export function measureChip(kind: MeasureKind): { label: string; text: string } {
  const noun = MEASURE_PAGES[kind].noun;
  return { label: `No number? Measure the ${noun}`, text: `measure a ${noun}` };
}

const HOW =
  /^(?:how (?:do i |to |can i )?)?measure (?:a |an |the |my )?(drum|rotor|hub|stud)s?(?: instead)?[.?!]*$/;

/** The part kind 'measure a hub' (or 'how do I measure the drum?') asks about; null for anything else. */
export function readMeasureHow(raw: string): MeasureKind | null {
  const kind = HOW.exec(raw.trim().toLowerCase().replace(/\s+/g, ' '))?.[1];
  return kind === 'drum' || kind === 'rotor' || kind === 'hub' || kind === 'stud' ? kind : null;
}

/** How to measure a kind in the chat: the sizes it matches on, an example to try, and the page. */
export function measureHowAnswer(kind: MeasureKind): EngineMessage[] {
  const { noun, page } = MEASURE_PAGES[kind];
  const sizes = DIMENSIONS[kind].map((d) => `${d.label} (${d.hint.toLowerCase()})`).join('; ');
  const example = MEASURE_EXAMPLES[kind];
  return [
    {
      kind: 'outcome',
      data: {
        kind: 'info',
        title: `Measure the ${noun}`,
        paragraphs: [
          `Measure what you can with a tape or caliper and type the sizes here, in inches or millimetres, in any order, for example: ${example}`,
          `What can be measured: ${sizes}.`,
        ],
        links: [{ label: 'Measure it on a page', to: page }],
        route: page,
      },
    },
    { kind: 'chips', data: { chips: [{ label: `Try: ${example}`, text: example }] } },
  ];
}
