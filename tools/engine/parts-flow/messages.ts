// The parts flows as engine messages (question, part cards, outcomes), each with the classic page that
// shows the same thing, so the chat and the pages print the same labels and notes.
import type { DrumSummary } from '../../catalog/brake-drums.ts';
import type { RotorSummary } from '../../catalog/brake-rotors.ts';
import { isCut } from '../../catalog/result-cap.ts';
import type { Stud } from '../../catalog/studs.ts';
import { CHAT_LIST_LIMIT, listed, pounds, yesNo } from '../shared/display/format.ts';
import { type FoundPart, searchedHeading } from '../shared/display/searched.ts';
import type { DataParts } from '../shared/messages.ts';
import {
  NOT_SURE_LABEL,
  NOT_SURE_SUBLABEL,
  partsNoun,
  showNowLabel,
  stillMatchText,
} from '../shared/narrowing.ts';
import { CUSTOMER_SERVICE_PHONE, recommendedTitle, TEXT } from '../shared/texts.ts';
import {
  answerAgainLabel,
  type UnknownAnswer,
  unknownAnswersText,
  withoutUnknown,
} from '../shared/unknown-answers.ts';
import { PARTS_FLOWS, type PartsFlowId } from './flows.ts';
import {
  brakeTypeLines,
  columnsFor,
  questionTitle,
  studDimension,
  trailerNotice,
  valueLabel,
} from './labels.ts';
import { type FlowPairs, filterRoute } from './pairs.ts';
import { discontinuedRotor, rotorKitAxle, rotorNotes, splinedOutcome } from './rules.ts';
import { answerOf, type FlowCategory, type FlowStep, NOT_SURE, offerEarly, SHOW_NOW } from './step.ts';

/**
 * The total of a list the chat cuts, so the card can say '12 of 19'; nothing when it is whole. `matched`:
 * the result tool's Total; when its own list was cut at 60, the card says '12 of 84' and that its page lists
 * the first 60.
 */
function totalOf(all: readonly unknown[], matched?: number) {
  const total = Math.max(matched ?? 0, all.length);
  return {
    ...(total > CHAT_LIST_LIMIT ? { total } : {}),
    ...(isCut(matched) ? { listed: all.length } : {}),
  };
}

type QuestionStep = Extract<FlowStep, { kind: 'question' }>;

/** A flow question; each option's value is the answer to send back through `chooseAnswer`. */
export function flowQuestion(
  flow: PartsFlowId,
  step: QuestionStep,
  categories: readonly FlowCategory[],
  questionId: string,
): DataParts['question'] {
  const category = categories.find((c) => c.QueryParameterName === step.code);
  const notice = trailerNotice(flow, step.code, step.pairs);
  return {
    questionId,
    flow,
    code: step.code,
    title: questionTitle({ QueryParameterName: step.code, Name: category?.Name ?? step.code }),
    intro: notice ? [notice] : [],
    diagramUrl: null,
    columns: columnsFor(step.code),
    options: [
      ...step.values.map((v) => {
        const { label, note } = valueLabel(flow, step.code, v);
        return {
          label,
          sublabel: note ?? null,
          value: answerOf(category, v),
          imageUrl: v.ImageGuid ? `/images/${v.ImageGuid}.svg` : null,
          ...(v.Count === undefined ? {} : { count: v.Count }),
        };
      }),
      ...narrowingOptions(flow, step.matching),
    ],
    ...(step.matching === null
      ? {}
      : { remaining: { count: step.matching, text: stillMatchText(flow, step.matching) } }),
    route: filterRoute(PARTS_FLOWS[flow].route, step.code, step.pairs),
  };
}

/** 'Not sure' on every question, and the parts now when few are left (decision 037). */
function narrowingOptions(flow: PartsFlowId, matching: number | null): DataParts['question']['options'] {
  const counted = matching === null ? {} : { count: matching };
  const notSure = {
    label: NOT_SURE_LABEL,
    sublabel: NOT_SURE_SUBLABEL,
    value: NOT_SURE,
    imageUrl: null,
    role: 'not-sure' as const,
    ...counted,
  };
  if (!offerEarly(matching)) return [notSure];
  const now = {
    label: showNowLabel(flow, matching),
    sublabel: null,
    value: SHOW_NOW,
    imageUrl: null,
    role: 'show-now' as const,
    count: matching,
  };
  return [now, notSure];
}

/** What a rotor result is, for the searched heading: its kit and the rotor in it, or the rotor alone. */
export const rotorFound = (r: RotorSummary): FoundPart =>
  r.BrakeRotorKitNumber
    ? { number: r.BrakeRotorKitNumber, detail: `rotor ${r.BrakeRotorNumber}` }
    : { number: r.BrakeRotorNumber };
export const drumFound = (d: DrumSummary): FoundPart => ({ number: d.BrakeDrumNumber });
export const studFound = (s: Stud): FoundPart => ({ number: s.StudNumber });

/** The searched heading of a number search's result list; nothing for a list the questions led to. */
const headed = (searched: string | null | undefined, found: FoundPart[]) =>
  searched ? { searched: searchedHeading(searched, found) } : {};

/** Rotor cards: the first {@link CHAT_LIST_LIMIT}, with the total when there are more (`matched`: Total). */
export function rotorCards(
  rotors: readonly RotorSummary[],
  route: string,
  searched?: string | null,
  matched?: number,
): DataParts['part-cards'] {
  return {
    ...headed(searched, rotors.map(rotorFound)),
    title: recommendedTitle('rotor', rotors.length),
    partKind: 'rotor',
    cards: listed(rotors).shown.map((r) => ({
      number: r.BrakeRotorKitNumber ?? r.BrakeRotorNumber,
      badge: r.BrakeRotorType,
      heading: null,
      imageUrl: r.Images[0]?.ImageUrl ?? null,
      rows: [
        ...(r.BrakeRotorKitNumber
          ? ([['Brake Rotor Kit Number', r.BrakeRotorKitNumber]] as [string, string][])
          : []),
        ['Rotor', r.BrakeRotorNumber],
        ['Axle', rotorKitAxle(r.BrakeRotorKitNumber, r.AxleLabel) ?? '-'],
        ['Components', r.BrakeRotorComponents ?? '-'],
      ],
      notes: rotorNotes(r),
      route: `${PARTS_FLOWS.rotor.route}/rotordetails/${r.BrakeRotorNumber}${r.BrakeRotorKitNumber ? `/${r.BrakeRotorKitNumber}` : ''}`,
    })),
    ...totalOf(rotors, matched),
    route,
  };
}

/** Drum cards: the first {@link CHAT_LIST_LIMIT}, with the total when there are more. */
export function drumCards(
  drums: readonly DrumSummary[],
  route: string,
  searched?: string | null,
  matched?: number,
): DataParts['part-cards'] {
  return {
    ...headed(searched, drums.map(drumFound)),
    title: recommendedTitle('drum', drums.length),
    partKind: 'drum',
    cards: listed(drums).shown.map((d) => ({
      number: d.BrakeDrumNumber,
      heading: brakeTypeLines(d.BrakeType).join('\n'),
      imageUrl: d.Images[0]?.ImageUrl ?? null,
      rows: [
        ['Weight', pounds(d.WeightPound)],
        ['Ball Seat Nut Compatible', yesNo(d.IsBsnCompatible)],
      ],
      notes: d.Notes,
      route: `${PARTS_FLOWS.drum.route}/drumdetails/${d.BrakeDrumNumber}`,
    })),
    ...totalOf(drums, matched),
    route,
  };
}

/** A stud's dimension rows, the same on the stud cards in the chat and on the stud pages. */
export function studRows(s: Stud): [string, string][] {
  return [
    ['Dimension A', studDimension(s.DimensionA)],
    ['Dimension B', studDimension(s.DimensionB)],
    ['Dimension C', studDimension(s.DimensionC)],
    ['Dimension D', studDimension(s.DimensionD)],
  ];
}

/** Stud cards: the first {@link CHAT_LIST_LIMIT}, with the total when there are more. */
export function studCards(
  studs: readonly Stud[],
  route: string,
  searched?: string | null,
  matched?: number,
): DataParts['part-cards'] {
  return {
    ...headed(searched, studs.map(studFound)),
    title: recommendedTitle('stud', studs.length),
    partKind: 'stud',
    cards: listed(studs).shown.map((s) => ({
      number: s.StudNumber,
      heading: s.ChartDescription,
      imageUrl: s.Images[0]?.ImageUrl ?? null,
      rows: studRows(s),
      notes: [],
      route: `${PARTS_FLOWS.stud.route}/summaries/${s.StudNumber}`,
    })),
    ...totalOf(studs, matched),
    route,
  };
}

export function splinedMessage(flow: PartsFlowId, pairs: FlowPairs): DataParts['outcome'] {
  const out = splinedOutcome(pairs);
  return {
    kind: 'splined',
    title: out.message,
    paragraphs: [],
    links: [{ label: out.offerLabel, to: out.route }],
    route: filterRoute(PARTS_FLOWS[flow].route, PARTS_FLOWS[flow].resultCode, pairs),
  };
}

export function discontinuedMessage(number: string, interchangeId: number): DataParts['outcome'] {
  const out = discontinuedRotor(number);
  return {
    kind: 'discontinued',
    title: out.title,
    paragraphs: [out.body],
    links: [
      {
        label: out.link.label,
        to:
          out.link.kind === 'customer-service'
            ? `tel:+${CUSTOMER_SERVICE_PHONE.replace(/\D/g, '')}`
            : out.link.to,
      },
    ],
    route: `${PARTS_FLOWS.rotor.route}/recommended-rotors/${interchangeId}`,
  };
}

/**
 * Why a flow found nothing: its answers match no part (a link from an older catalog, or edited by hand), or
 * the catalog has none of the flow's parts yet (nothing imported).
 */
export type FlowNothing = 'no-match' | 'no-parts';

/**
 * A flow that ends with nothing: the spec's 'No results were found.', but not its "the part number you
 * entered" (no number was), what happened instead, a way back to the first question when the catalog has
 * the flow's parts, and the phone number last. The chat and the flow's page show this same message.
 */
export function flowNoResults(
  flow: PartsFlowId,
  why: FlowNothing,
  pairs: FlowPairs = {},
  unknown: readonly UnknownAnswer[] = [],
): DataParts['outcome'] {
  const def = PARTS_FLOWS[flow];
  const [first] = unknown;
  const lead =
    why === 'no-parts'
      ? `The catalog has no ${partsNoun(flow, 2)} yet.`
      : first
        ? unknownAnswersText(unknown)
        : `No ${partsNoun(flow, 2)} match these answers. The link may come from an older catalog, or an answer in it was changed.`;
  // an answer the catalog does not have: its question again, the link's other answers kept
  const kept = withoutUnknown(pairs, unknown);
  const again =
    why === 'no-match' && first
      ? [
          {
            label: answerAgainLabel(first),
            to: filterRoute(def.route, first.code, kept),
            ask: { flow, code: first.code, pairs: kept },
          },
        ]
      : [];
  return {
    kind: 'no-results',
    title: TEXT.noResultsTitle,
    paragraphs: [
      lead,
      `If you cannot find your ${partsNoun(flow, 1)}, please call ${CUSTOMER_SERVICE_PHONE} to speak to a Customer Service Representative.`,
    ],
    links:
      why === 'no-parts'
        ? []
        : [
            ...again,
            {
              label: `Start the ${def.title.toLowerCase()} questions again`,
              to: `${def.route}/filter`,
              // the result filter is no question: the chat asks the flow's first open one, here the first
              ask: { flow, code: def.resultCode, pairs: {} },
            },
          ],
    route: why === 'no-parts' ? `${def.route}/filter` : filterRoute(def.route, def.resultCode, pairs),
  };
}
