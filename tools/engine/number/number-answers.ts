// What the assistant answers for a number search result, by its destination (the PartTypeId table).
import { z } from 'zod';
import type { PartNumberMatch } from '../../catalog/search-part-numbers.ts';
import type { BoundTools } from '../../index.ts';
import { OWN_BRAND_ID } from '../../part-number/own-brand.ts';
import { searchedHeading, withSearched } from '../shared/display/searched.ts';
import { notAvailableResults } from '../shared/hub-card.ts';
import { markdownText } from '../shared/markdown.ts';
import type { EngineMessage } from '../shared/messages.ts';
import { noResultsOutcome } from '../shared/outcomes.ts';
import { BRAND, EXCLUSIVE_MAKERS, type ExclusiveMaker, PAGE_TEXT, TEXT } from '../shared/texts.ts';
import { hubFilterPairs, type NumberDestination, routeNumber } from './number-routing.ts';
import { card, partAnswer } from './part-answers.ts';

type PartKind = Extract<EngineMessage, { kind: 'part-cards' }>['data']['partKind'];

/** The part-card title and kind of each part destination. */
export const PART_DESTINATIONS: Partial<
  Record<NumberDestination['kind'], { title: string; partKind: PartKind }>
> = {
  'hub-casting': { title: 'Hub casting', partKind: 'casting' },
  stud: { title: 'Stud', partKind: 'stud' },
  drum: { title: 'Brake drum', partKind: 'drum' },
  rotor: { title: 'Replacement rotor kit', partKind: 'rotor' },
  'rotor-casting': { title: 'Rotor casting', partKind: 'casting' },
  'drum-casting': { title: 'Drum casting', partKind: 'casting' },
  'rebuild-kit': { title: 'PreSet / PreSet Plus Hub Rebuild Kit', partKind: 'kit' },
  'abs-service-kit': { title: 'ABS service kit', partKind: 'kit' },
  seal: { title: 'Wheel seal', partKind: 'seal' },
  'abs-tone-ring': { title: 'ABS tone ring', partKind: 'part' },
  'seal-spacer-kit': { title: 'Wheel seal and spacer kit', partKind: 'kit' },
  bearing: { title: 'Bearing set', partKind: 'bearing' },
  'spindle-nut-kit': { title: 'PreSet Plus spindle nut kit', partKind: 'kit' },
  'fill-plug': { title: 'Fill plug', partKind: 'part' },
};

export type NumberAnswer =
  | { kind: 'messages'; messages: EngineMessage[] }
  /** A hub assembly with filters: the caller starts the filters flow with these pairs. */
  | { kind: 'filters'; pairs: Record<string, string>; intro: EngineMessage }
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

/** The not-available answer: the hub itself when the fallback found it, else the outcome alone. */
export async function notAvailable(hubNumber: string | null, tools: BoundTools): Promise<EngineMessage[]> {
  const route = hubNumber ? `/hub/not-available/${encodeURIComponent(hubNumber)}` : '/hub/no-results';
  const hub = hubNumber ? (await tools.hubAssemblyDetails({ numbers: [hubNumber] })).Results[0] : undefined;
  if (!hub) {
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
  return [{ kind: 'hub-results', data: notAvailableResults(hub, route) }];
}

/** A one-card answer for a part destination, from what the search result itself says. */
function partCard(match: PartNumberMatch, found: NumberDestination): EngineMessage {
  const shape = PART_DESTINATIONS[found.kind] ?? { title: 'Part', partKind: 'part' as const };
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

/**
 * The answer for one selected search result. `makerPartNumber` is the maker part it interchanges with.
 * Hub assemblies (115) resolve their filters: with pairs the filters flow follows, without them the
 * not-available view of the hub the fallback found.
 */
export async function answerNumber(
  match: PartNumberMatch,
  makerPartNumber: string,
  tools: BoundTools,
): Promise<NumberAnswer> {
  const dest = routeNumber(match, makerPartNumber);
  const say = (messages: EngineMessage[]): NumberAnswer => ({ kind: 'messages', messages });
  switch (dest.kind) {
    case 'not-found':
      return say([noResultsOutcome(match.CompetitorPartNumber)]);
    case 'meritor-exclusive':
      return say([exclusiveOutcome(EXCLUSIVE_MAKERS.meritor, dest.route)]);
    case 'volvo-exclusive':
      return say([exclusiveOutcome(EXCLUSIVE_MAKERS.volvo, dest.route)]);
    case 'hub-filters': {
      const resolved = await tools.aftermarketHubAssemblyFilters({ chaid: dest.interchangeId });
      if (!resolved.Results) return say(await notAvailable(resolved.HubAssemblyNumber, tools));
      const pairs = hubFilterPairs(resolved.Results, resolved.spints);
      const hub = resolved.HubAssemblyNumber ?? dest.part;
      const intro =
        match.CompetitorId === OWN_BRAND_ID
          ? `Found hub assembly **${hub}**. A few questions pick the right version:`
          : `**${markdownText(matchedLabel(match))}** is replaced by ${BRAND} **${hub}**. A few questions pick the right version:`;
      return { kind: 'filters', pairs, intro: { kind: 'text', markdown: intro } };
    }
    case 'hub-casting':
    case 'rotor-casting':
    case 'drum-casting': {
      const c = CASTING_FLOWS[dest.kind];
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
    }
    default: {
      // The catalog's richer answer when it has one; the search result's own card otherwise.
      const rich = await partAnswer(dest, tools, matchedLabel(match)).catch((e: unknown) => {
        // A number the part's own lookup does not accept (its format) gets the plain card; others are bugs.
        if (e instanceof z.ZodError) return [];
        throw e;
      });
      const note: EngineMessage[] =
        match.CompetitorId === OWN_BRAND_ID
          ? []
          : [
              {
                kind: 'text',
                markdown: `**${markdownText(matchedLabel(match))}** is replaced by ${BRAND} **${dest.part}**.`,
              },
            ];
      return say(rich.length ? [...note, ...rich] : [partCard(match, dest)]);
    }
  }
}
