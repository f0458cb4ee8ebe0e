// Words typed beside sizes that say what the part fits ('trailer' in 'trailer drum 16.5 x 7'): the sizes are
// matched alone, so a mechanic would take every drum of that size for a trailer drum. They are said to be
// left out, and the part's questions are offered with them taken.
import { MEASURE_PAGES, type MeasureKind } from '../../catalog/measure-dimensions.ts';
import { readText } from '../free-text.ts';
import type { EngineMessage } from '../shared/messages.ts';
import type { Vocabulary } from '../words/read-words.ts';

/** Words of the sizes themselves: units, 'by', and the names of dimensions. */
const SIZE_WORD =
  /^(?:x|×|by|in|inch(?:es)?|mm|millimet(?:er|re)s?|"|outside|overall|diameter|dia|od|width|wide|shoe|depth|deep|length|long|thick(?:ness)?|pilot|bolt|circle|holes?|lugs?|standout|offset|measured|i|of|is|a|an|the)$/i;
/** Words naming the part measured: the offer names it again, in the plural that asks its questions. */
const PART_WORD = /^(?:brake|drums?|rotors?|discs?|hubs?|studs?)$/i;

/**
 * What `raw`'s words besides its sizes name (value names: 'Trailer', 'Steer axle'), and the words that ask
 * the part's questions with them ('trailer drums'); null when they name nothing. The vocabulary is read
 * only when there are such words (most measurements are sizes and a part word alone).
 */
export async function wordsBesideSizes(
  raw: string,
  kind: MeasureKind,
  vocabulary: () => Promise<Vocabulary>,
): Promise<{ names: string[]; text: string } | null> {
  const kept = raw
    .split(/[\s,;]+/)
    .filter((w) => w && !/\d/.test(w) && !SIZE_WORD.test(w) && !PART_WORD.test(w));
  if (!kept.length) return null;
  const text = `${kept.join(' ')} ${MEASURE_PAGES[kind].noun}s`.slice(0, 200);
  const intent = readText(text, await vocabulary());
  const named = intent.kind === 'flow' || intent.kind === 'values' ? (intent.names ?? {}) : {};
  // the brake type a part word read ('drum' as drum brakes) is the part itself, not something it fits
  const names = Object.entries(named)
    .filter(([code]) => code !== 'brkty')
    .map(([, name]) => name);
  return names.length ? { names, text } : null;
}

/**
 * `answer` with the words said to be left out, beside its count (before the cards, where it is read), and
 * the part's questions offered with them after it.
 */
export function withLeftOut(
  answer: EngineMessage[],
  beside: { names: string[]; text: string },
  kind: MeasureKind,
): EngineMessage[] {
  const noun = MEASURE_PAGES[kind].noun;
  const list = beside.names.map((n) => `**${n}**`).join(', ');
  const note: EngineMessage = { kind: 'text', markdown: `I matched the sizes alone, so I left out ${list}.` };
  const offer: EngineMessage = {
    kind: 'chips',
    data: { chips: [{ label: `Answer the ${noun} questions`, text: beside.text }] },
  };
  const cards = answer.findIndex((m) => m.kind === 'part-cards');
  const at = cards < 0 ? answer.length : cards;
  return [...answer.slice(0, at), note, ...answer.slice(at), offer];
}
