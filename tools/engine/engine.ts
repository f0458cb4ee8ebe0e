// The step engine: (state, event) -> (state, messages). Pure apart from the tools it is handed.
import type { BoundTools } from '../index.ts';
import { toHubCard } from './hub-card.ts';
import type { EngineMessage } from './messages.ts';
import { type EngineEvent, type EngineState, initialState } from './state.ts';
import { TEXT } from './texts.ts';

export type StepResult = { state: EngineState; messages: EngineMessage[] };

const HUB_ASSEMBLY = 115;

export async function step(state: EngineState, event: EngineEvent, tools: BoundTools): Promise<StepResult> {
  if (event.type === 'reset') {
    return { state: initialState, messages: [{ kind: 'text', markdown: TEXT.homeHeading }] };
  }
  return searchNumber(state, event.text.trim(), tools);
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
  if (best.PartTypeId !== HUB_ASSEMBLY) {
    return {
      state: next,
      messages: [
        { kind: 'text', markdown: `Found **${best.CompetitorName} ${best.CompetitorPartNumber}**.` },
      ],
    };
  }
  const hub = await resolveHub(best.CompetitorInterchangesId, tools);
  if (!hub) return { state: next, messages: [noResults(text)] };
  const card = toHubCard(hub);
  const matchedBy = best.CompetitorId === 1 ? null : `${best.CompetitorName} ${best.CompetitorPartNumber}`;
  return {
    state: next,
    messages: [
      {
        kind: 'hub-results',
        data: {
          title: matchedBy ? `${matchedBy} interchanges with ${card.hubAssemblyNumber}` : card.heading,
          matchedBy,
          hubs: [card],
          route: card.route,
        },
      },
    ],
  };
}

async function resolveHub(interchangeId: number, tools: BoundTools) {
  const link = (await tools.interchangeById({ id: interchangeId })).Results[0];
  if (!link) return null;
  return (await tools.hubAssemblyDetails({ numbers: [link.PartNumber] })).Results[0] ?? null;
}
