// Where a chosen number goes: the engine answers the pick as it would in the chat, and that answer's
// page is the destination (hub details for a hub, the not-available or exclusive page, ...).
import { withSearched } from '../../../tools/engine/shared/display/searched.ts';
import type { EngineMessage } from '../../../tools/engine/shared/messages.ts';
import { initialState } from '../../../tools/engine/shared/state.ts';
import { engineStep } from '../wizard/step-client.ts';

function routeOf(messages: EngineMessage[]): string | null {
  for (const m of messages) if (m.kind !== 'text' && 'route' in m.data) return m.data.route;
  return null;
}

/** The page of a picked number, carrying the picked brand and number (`?searched=`) for its heading. */
export async function destinationOf(pick: { id: number; label: string; number: string }): Promise<string> {
  const result = await engineStep(initialState, { type: 'pick-number', id: pick.id, label: pick.label });
  const route = routeOf(result.messages);
  if (!route) return `/hub/no-results?q=${encodeURIComponent(pick.number)}`;
  // the no-results page says what was typed itself; a route carrying it already keeps its own
  return route.startsWith('/hub/no-results') ? route : withSearched(route, pick.label);
}
