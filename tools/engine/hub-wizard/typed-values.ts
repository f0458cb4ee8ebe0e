// What the typed words named, kept with the wizard so the reply can show it as chips and a chip can be
// taken away: the wizard then starts again from the other words and asks the dropped value's question.
import type { EngineMessage } from '../shared/messages.ts';
import type { HubWizardState } from '../shared/state.ts';
import { emptyWizard } from './wizard.ts';

/** The names shown on the chips fit the state's 40-character values. */
const short = (name: string) => name.slice(0, 40);

/** The hub with `presets` (and their `names`) added to what earlier typed words named. */
export function withTyped(
  hub: HubWizardState,
  before: HubWizardState | null,
  presets: Record<string, string>,
  names: Record<string, string>,
): HubWizardState {
  const typed = { ...(before?.typed ?? {}), ...presets };
  const shortNames = Object.fromEntries(Object.entries(names).map(([c, n]) => [c, short(n)]));
  const typedNames = { ...(before?.typedNames ?? {}), ...shortNames };
  return { ...hub, typed, typedNames };
}

/** The chips of what the words were read as; null when nothing was read. */
export function readValuesMessage(hub: HubWizardState | null): EngineMessage | null {
  const items = Object.entries(hub?.typedNames ?? {}).map(([code, label]) => ({ code, label }));
  return items.length ? { kind: 'read-values', data: { items: items.slice(0, 12) } } : null;
}

/**
 * A fresh wizard from the typed words without `code`, with the names of those left; null when `code`
 * was not among the typed words (an old chip, or the wizard was left).
 */
export function withoutTyped(
  hub: HubWizardState | null,
  code: string,
): { hub: HubWizardState; names: Record<string, string>; dropped: string } | null {
  const dropped = hub?.typedNames?.[code];
  if (!hub?.typed || hub.typed[code] === undefined || dropped === undefined) return null;
  const { [code]: _value, ...typed } = hub.typed;
  const { [code]: _name, ...names } = hub.typedNames ?? {};
  const fresh: HubWizardState = { ...emptyWizard(), typed, typedNames: names };
  return { hub: Object.keys(typed).length ? { ...fresh, preset: typed } : fresh, names, dropped };
}
