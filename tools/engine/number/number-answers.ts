// What the assistant answers for a number search result: one renderer per destination kind of the
// part-type registry (tools/part-number/part-types.ts).
import { z } from 'zod';
import type { PartNumberMatch } from '../../catalog/search-part-numbers.ts';
import type { BoundTools } from '../../index.ts';
import { OWN_BRAND_ID } from '../../part-number/own-brand.ts';
import { partType } from '../../part-number/part-types.ts';
import { searchedHeading, withSearched } from '../shared/display/searched.ts';
import { hubOnItsOwnResults } from '../shared/hub-card.ts';
import { markdownText } from '../shared/markdown.ts';
import type { EngineMessage } from '../shared/messages.ts';
import { noResultsOutcome } from '../shared/outcomes.ts';
import { BRAND, EXCLUSIVE_MAKERS, type ExclusiveMaker, PAGE_TEXT, TEXT } from '../shared/texts.ts';
import {
  type DestinationKind,
  hubFilterPairs,
  type NumberDestination,
  routeNumber,
} from './number-routing.ts';
import { card, partAnswer } from './part-answers.ts';

export type NumberAnswer =
  | { kind: 'messages'; messages: EngineMessage[] }
  /**
   * A hub assembly with filters: the caller starts the filters flow with these pairs, headed by `intro`
   * of what the flow did (asked a question, or listed the hubs at once).
   */
  | { kind: 'filters'; pairs: Record<string, string>; intro: (next: FlowStart) => EngineMessage }
  /** A casting number: the caller starts that casting flow at `current` with the casting filled in. */
  | {
      kind: 'casting-flow';
      flow: 'casting' | 'rotorcasting' | 'drumcasting';
      pairs: Record<string, string>;
      current: string;
      intro: EngineMessage;
    };

/** Casting numbers start their flow where the classic route does (part types 1, 202 and 652). */
const CASTING_FLOWS = {
  'hub-casting': { flow: 'casting', code: 'hcnum', current: 'hamnt', name: 'hub casting' },
  'rotor-casting': { flow: 'rotorcasting', code: 'ctnum', current: 'trtyp', name: 'rotor casting' },
  'drum-casting': { flow: 'drumcasting', code: 'ctnum', current: 'holes', name: 'drum casting' },
} as const;

const matchedLabel = (m: Pick<PartNumberMatch, 'CompetitorName' | 'CompetitorPartNumber'>) =>
  `${m.CompetitorName} ${m.CompetitorPartNumber}`;

export function exclusiveOutcome(maker: ExclusiveMaker, route: string): EngineMessage {
  return {
    kind: 'outcome',
    data: {
      kind: 'exclusive',
      title: PAGE_TEXT.exclusiveTo(maker),
      paragraphs: [PAGE_TEXT.exclusiveContact(maker)],
      links: [],
      route,
    },
  };
}

/**
 * The answer for a hub no filters lead to: the hub itself when the fallback found it (not available, or
 * recommended when its status is 'Available'), else the not-available outcome alone.
 */
export async function notAvailable(hubNumber: string | null, tools: BoundTools): Promise<EngineMessage[]> {
  const hub = hubNumber ? (await tools.hubAssemblyDetails({ numbers: [hubNumber] })).Results[0] : undefined;
  if (!hub) {
    const route = hubNumber ? `/hub/not-available/${encodeURIComponent(hubNumber)}` : '/hub/no-results';
    return [
      {
        kind: 'outcome',
        data: {
          kind: 'not-available',
          title: TEXT.hubNoLongerAvailable,
          paragraphs: [TEXT.terminated],
          links: [],
          route,
        },
      },
    ];
  }
  return [{ kind: 'hub-results', data: hubOnItsOwnResults(hub) }];
}

/** A one-card answer for a part destination, from what the search result itself says. */
function partCard(match: PartNumberMatch, found: NumberDestination): EngineMessage {
  const shape = partType(match.PartTypeId)?.search?.card ?? { title: 'Part', partKind: 'part' as const };
  const other = match.CompetitorId !== OWN_BRAND_ID;
  const dest = { ...found, route: withSearched(found.route, matchedLabel(match)) };
  return {
    kind: 'part-cards',
    data: {
      searched: searchedHeading(matchedLabel(match), [{ number: dest.part }]),
      title: other ? `${matchedLabel(match)}: ${BRAND} ${shape.title.toLowerCase()}` : shape.title,
      partKind: shape.partKind,
      cards: [
        card({
          number: dest.part,
          heading: shape.title,
          rows: other ? [['Replaces', matchedLabel(match)]] : [],
          route: dest.route,
        }),
      ],
      route: dest.route,
    },
  };
}

type Renderer = (match: PartNumberMatch, dest: NumberDestination, tools: BoundTools) => Promise<NumberAnswer>;
const say = (messages: EngineMessage[]): NumberAnswer => ({ kind: 'messages', messages });

/** How the filters flow a hub number started went on: a question asked, or the hub that leads its list. */
export type FlowStart = { asks: boolean; first: string | null; listed: number };

/**
 * The line above the filters flow: the hub found, then what follows. Only a question asked is announced as
 * one; hubs listed at once say the one searched leads them (hubResults puts it first).
 */
export function hubFoundText(hub: string, replaced: string | null, { asks, first, listed }: FlowStart) {
  const found = replaced
    ? `**${markdownText(replaced)}** is replaced by ${BRAND} **${hub}**.`
    : `Found hub assembly **${hub}**.`;
  if (asks) return `${found} A few questions pick the right version:`;
  return first === hub && listed > 1
    ? `${found} It is listed first, with the other versions that fit the same wheel end:`
    : found;
}

/** Hub assemblies (115) resolve their filters: with pairs the filters flow follows, else not-available. */
const hubFilters: Renderer = async (match, dest, tools) => {
  const resolved = await tools.aftermarketHubAssemblyFilters({ chaid: dest.interchangeId });
  if (!resolved.Results) return say(await notAvailable(resolved.HubAssemblyNumber, tools));
  const hub = resolved.HubAssemblyNumber ?? dest.part;
  const pairs = hubFilterPairs(resolved.Results, resolved.spints, hub);
  const replaced = match.CompetitorId === OWN_BRAND_ID ? null : matchedLabel(match);
  return {
    kind: 'filters',
    pairs,
    intro: (next) => ({ kind: 'text', markdown: hubFoundText(hub, replaced, next) }),
  };
};

/** A casting number starts its flow with the casting filled in. */
const castingFlow =
  (c: (typeof CASTING_FLOWS)[keyof typeof CASTING_FLOWS]): Renderer =>
  async (match, dest) => {
    const found =
      match.CompetitorId === OWN_BRAND_ID
        ? `Found ${c.name} **${dest.part}**.`
        : `**${markdownText(matchedLabel(match))}** is ${BRAND} ${c.name} **${dest.part}**.`;
    return {
      kind: 'casting-flow',
      flow: c.flow,
      pairs: { [c.code]: dest.part },
      current: c.current,
      intro: { kind: 'text', markdown: `${found} A few questions pick the right part:` },
    };
  };

/** A part: the catalog's richer answer when it has one, the search result's own card otherwise. */
const part: Renderer = async (match, dest, tools) => {
  const rich = await partAnswer(dest, tools, matchedLabel(match)).catch((e: unknown) => {
    // A number the part's own lookup does not accept (its format) gets the plain card; others are bugs.
    if (e instanceof z.ZodError) return [];
    throw e;
  });
  // a card headed with what was searched ('Gunite R9003 → ConMet 10510029') says it already: once is enough
  const headed = rich.some((m) => m.kind === 'part-cards' && m.data.searched);
  const note: EngineMessage[] =
    match.CompetitorId === OWN_BRAND_ID || headed
      ? []
      : [
          {
            kind: 'text',
            markdown: `**${markdownText(matchedLabel(match))}** is replaced by ${BRAND} **${dest.part}**.`,
          },
        ];
  return say(rich.length ? [...note, ...rich] : [partCard(match, dest)]);
};

/** The renderers keyed by destination kind: a registry search kind without one fails the type check. */
export type NumberRenderers = Record<DestinationKind, Renderer>;

export const NUMBER_RENDERERS = {
  'not-found': async (match) => say([noResultsOutcome(match.CompetitorPartNumber)]),
  'meritor-exclusive': async (_, dest) => say([exclusiveOutcome(EXCLUSIVE_MAKERS.meritor, dest.route)]),
  'volvo-exclusive': async (_, dest) => say([exclusiveOutcome(EXCLUSIVE_MAKERS.volvo, dest.route)]),
  'hub-filters': hubFilters,
  'hub-casting': castingFlow(CASTING_FLOWS['hub-casting']),
  'rotor-casting': castingFlow(CASTING_FLOWS['rotor-casting']),
  'drum-casting': castingFlow(CASTING_FLOWS['drum-casting']),
  stud: part,
  drum: part,
  rotor: part,
  'rebuild-kit': part,
  'abs-service-kit': part,
  seal: part,
  'abs-tone-ring': part,
  'seal-spacer-kit': part,
  bearing: part,
  'spindle-nut-kit': part,
  'fill-plug': part,
} satisfies NumberRenderers;

/**
 * The answer for one selected search result. `makerPartNumber` is the maker part it interchanges with.
 */
export function answerNumber(
  match: PartNumberMatch,
  makerPartNumber: string,
  tools: BoundTools,
): Promise<NumberAnswer> {
  const dest = routeNumber(match, makerPartNumber);
  return NUMBER_RENDERERS[dest.kind](match, dest, tools);
}
