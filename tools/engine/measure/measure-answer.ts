// The chat's answer to typed measurements: the measureMatch tool's candidates as part cards, with the same
// words as the measure page and its link ('Open as page'); nothing fitting names the ruling-out measurement
// and shows the nearest parts. Sizes without a part named ask which part was measured; sizes no part can
// have say so.
import {
  dimensionOf,
  inMeasureRange,
  MEASURE_PAGES,
  type MeasureKind,
  toInch,
  type Unit,
} from '../../catalog/measure-dimensions.ts';
import type { MeasureCandidate, MeasureMatchOutput } from '../../catalog/measure-match.ts';
import { type Measurement, measurementsIn } from '../../catalog/measure-query.ts';
import type { BoundTools } from '../../index.ts';
import { CHAT_LIST_LIMIT, decimal } from '../shared/display/format.ts';
import type { EngineMessage } from '../shared/messages.ts';
import {
  checkLines,
  fitCountText,
  MEASURE_RANGE_TEXT,
  measuredText,
  otherUnitText,
  outOfRangeText,
  ruledOutText,
} from './measure-texts.ts';
import { type MeasureReading, measureWords, sizeWords } from './read-measure.ts';

const BADGE: Record<MeasureCandidate['Dimensions'][number]['Verdict'], string> = {
  exact: 'Exact',
  within: 'Within tolerance',
  worn: 'Worn, within limit',
  differs: 'Nearest',
  unknown: 'Nearest',
};

/** The least good verdict of a candidate names it: one size within tolerance makes it 'Within tolerance'. */
function badge(c: MeasureCandidate): string {
  const order = ['differs', 'unknown', 'worn', 'within', 'exact'] as const;
  const worst = order.find((v) => c.Dimensions.some((d) => d.Verdict === v)) ?? 'exact';
  return BADGE[worst];
}

function cards(
  out: MeasureMatchOutput,
  list: MeasureCandidate[],
  title: string,
  total: number,
): EngineMessage {
  return {
    kind: 'part-cards',
    data: {
      title,
      partKind: out.Kind === 'hub' ? 'part' : out.Kind,
      cards: list.slice(0, CHAT_LIST_LIMIT).map((c) => ({
        number: c.PartNumber,
        badge: badge(c),
        heading: c.Description,
        imageUrl: null,
        rows: checkLines(out.Kind, c),
        notes: [],
        route: c.Route,
      })),
      total,
      route: out.Route,
    },
  };
}

function tolerances(out: MeasureMatchOutput): string {
  const lines = out.Measured.filter((m) => m.ToleranceInch > 0).map(
    (m) =>
      `${m.Label.toLowerCase()} ±${decimal(m.ToleranceInch)} in${m.WearInch ? ` (up to ${decimal(m.WearInch)} in over when worn)` : ''}`,
  );
  return lines.length ? ` Matched within ${lines.join(', ')}.` : '';
}

/** Which part the sizes were taken from, as chips that send the same sizes with the part named. */
function whichPart(reading: MeasureReading): EngineMessage[] {
  const sizes = reading.measurements.map((m) => `${m.value} ${m.unit}`).join(' by ');
  const kinds: MeasureKind[] = ['drum', 'rotor'];
  return [
    { kind: 'text', markdown: `Which part did you measure (${sizes})?` },
    {
      kind: 'chips',
      data: {
        chips: kinds.flatMap((k) => {
          const text = measureWords(k, reading.measurements);
          return text ? [{ label: `A ${k}`, text: text.slice(0, 200) }] : [];
        }),
      },
    },
  ];
}

const otherUnit = (unit: Unit): Unit => (unit === 'mm' ? 'in' : 'mm');

/**
 * When every size is past what a wheel-end part measures: the part's questions, how to measure it, and the
 * size in the other unit when that fits parts ('rotor 430 in' is a 430 mm rotor).
 */
async function pastRange(kind: MeasureKind, sizes: Measurement[], tools: BoundTools): Promise<EngineMessage> {
  const noun = MEASURE_PAGES[kind].noun;
  const [only] = sizes;
  const swapped = only && sizes.length === 1 ? { ...only, unit: otherUnit(only.unit) } : null;
  const text = swapped && inMeasureRange(toInch(swapped.value, swapped.unit)) && sizeWords(kind, swapped);
  const fits = text ? (await tools.measureMatch({ kind, measurements: [swapped] })).Total : 0;
  const other =
    text && fits ? [{ label: `${swapped.value} ${swapped.unit}: ${fitCountText(kind, fits)}`, text }] : [];
  return {
    kind: 'chips',
    data: {
      chips: [
        ...other,
        { label: `Answer the ${noun} questions`, text: `${noun}s` },
        { label: `How to measure the ${noun}`, text: `measure a ${noun}` },
      ],
    },
  };
}

export async function measureAnswer(reading: MeasureReading, tools: BoundTools): Promise<EngineMessage[]> {
  const kind = reading.kind;
  if (!kind) return whichPart(reading);
  // sizes no part can have (a slip of the unit, most often) are said; the measure tool refuses them
  const possible = (m: Measurement) =>
    dimensionOf(kind, m.dimension)?.count === true || inMeasureRange(toInch(m.value, m.unit));
  const past = reading.measurements.filter((m) => !possible(m));
  const rest = reading.measurements.filter(possible);
  if (!past.length) return matchAnswer(kind, rest, tools);
  const said = past.map((m) => outOfRangeText(kind, m.dimension, toInch(m.value, m.unit)));
  const lead: EngineMessage = { kind: 'text', markdown: `**${said.join('. ')}.** ${MEASURE_RANGE_TEXT}` };
  if (rest.length) return [lead, ...(await matchAnswer(kind, rest, tools))];
  return [lead, await pastRange(kind, past, tools)];
}

/** The measure tool's answer: the parts that fit, or what rules everything out and the nearest parts. */
async function matchAnswer(
  kind: MeasureKind,
  measurements: Measurement[],
  tools: BoundTools,
): Promise<EngineMessage[]> {
  const out = await tools.measureMatch({ kind, measurements });
  const noun = MEASURE_PAGES[out.Kind].noun;
  if (out.Results.length) {
    return [
      {
        kind: 'text',
        markdown: `**${fitCountText(out.Kind, out.Total)}** ${measuredText(out)}.${tolerances(out)}`,
      },
      cards(
        out,
        out.Results,
        `${noun[0]?.toUpperCase()}${noun.slice(1)}s that fit: ${measuredText(out)}`,
        out.Total,
      ),
    ];
  }
  return [
    { kind: 'text', markdown: `**No ${noun} fits every measurement.** ${ruledOutText(out)}` },
    ...(out.Nearest.length ? [cards(out, out.Nearest, `Nearest ${noun}s`, out.Nearest.length)] : []),
    ...otherUnitChip(out),
  ];
}

/** The same numbers in the other unit, when they fit parts: a chip that sends them so. */
function otherUnitChip(out: MeasureMatchOutput): EngineMessage[] {
  const label = otherUnitText(out);
  const query = out.OtherUnit?.Route.split('?')[1];
  const text = query && measureWords(out.Kind, measurementsIn(out.Kind, new URLSearchParams(query)));
  return label && text ? [{ kind: 'chips', data: { chips: [{ label, text: text.slice(0, 200) }] } }] : [];
}
