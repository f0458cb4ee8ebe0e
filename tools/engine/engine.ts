// The step engine: (state, event) -> (state, messages). Pure apart from the tools it is handed.
import type { PartNumberMatch } from '../catalog/search-part-numbers.ts';
import type { BoundTools } from '../index.ts';
import { toHubCard } from './hub-card.ts';
import type { EngineMessage } from './messages.ts';
import { type EngineEvent, type EngineState, initialState } from './state.ts';
import { BRAND, TEXT } from './texts.ts';

export type StepResult = { state: EngineState; messages: EngineMessage[] };

const HUB_ASSEMBLY = 115;
const OWN_BRAND_ID = 1;

export async function step(state: EngineState, event: EngineEvent, tools: BoundTools): Promise<StepResult> {
  switch (event.type) {
    case 'reset':
      return { state: initialState, messages: [{ kind: 'text', markdown: TEXT.homeHeading }] };
    case 'pick-number': {
      const link = (await tools.interchangeById({ id: event.id })).Results[0];
      const next = { ...state, lastSearch: event.label.slice(0, 64) };
      if (!link) return { state: next, messages: [noResults(event.label)] };
      return { state: next, messages: await answerForMatch(link, link.PartNumber, tools) };
    }
    case 'text':
      return searchNumber(state, event.text.trim(), tools);
  }
}

function noResults(text: string): EngineMessage {
  return {
    kind: 'outcome',
    data: {
      kind: 'no-results',
      title: TEXT.noResultsTitle,
      paragraphs: [TEXT.noResultsBody],
      route: `/hub/no-results?q=${encodeURIComponent(text)}`,
    },
  };
}

async function searchNumber(state: EngineState, text: string, tools: BoundTools): Promise<StepResult> {
  const next: EngineState = { ...state, lastSearch: text.slice(0, 64) || null };
  if (!text) return { state: next, messages: [{ kind: 'text', markdown: TEXT.searchEmpty }] };
  const found = await tools.searchPartNumbers({ text: text.slice(0, 64) });
  const best = found.Results[0];
  if (!best) return { state: next, messages: [noResults(text)] };
  const link = (await tools.interchangeById({ id: best.CompetitorInterchangesId })).Results[0];
  if (!link) return { state: next, messages: [noResults(text)] };
  return { state: next, messages: await answerForMatch(best, link.PartNumber, tools) };
}

/** What to show for one matched number, by its part type. */
async function answerForMatch(
  match: PartNumberMatch,
  makerPartNumber: string,
  tools: BoundTools,
): Promise<EngineMessage[]> {
  const label = `${match.CompetitorName} ${match.CompetitorPartNumber}`;
  if (match.PartTypeId !== HUB_ASSEMBLY) {
    return [{ kind: 'text', markdown: `**${label}** matches ${BRAND} part **${makerPartNumber}**.` }];
  }
  const hub = (await tools.hubAssemblyDetails({ numbers: [makerPartNumber] })).Results[0];
  if (!hub) return [noResults(match.CompetitorPartNumber)];
  const card = toHubCard(hub);
  const matchedBy = match.CompetitorId === OWN_BRAND_ID ? null : label;
  return [
    {
      kind: 'hub-results',
      data: {
        title: matchedBy ? `${matchedBy} is replaced by ${BRAND} ${card.hubAssemblyNumber}` : card.heading,
        matchedBy,
        hubs: [card],
        route: card.route,
      },
    },
  ];
}
