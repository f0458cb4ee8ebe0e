// What the typed words named, kept with the wizard so the reply can show it as chips and a chip can be
// taken away: that answer alone is taken out and its question asked again, the other answers kept.
import type { EngineMessage } from '../shared/messages.ts';
import type { HubWizardState } from '../shared/state.ts';
import { STEP, STEPS, stepById } from './steps.ts';

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

/** The step whose answer sets `code` (the truck type sets both tcomp and brkty). */
function stepOfCode(code: string): number | undefined {
  if (code === 'tcomp' || code === 'brkty') return STEP.truckType;
  return STEPS.find((s) => s.code === code)?.id;
}

/** The filter codes the answer at `step` sets. */
const codesOfStep = (step: number): string[] =>
  step === STEP.truckType ? ['tcomp', 'brkty'] : [stepById(step).code].filter((c) => c !== null);

const without = (map: Record<string, string>, codes: string[]) =>
  Object.fromEntries(Object.entries(map).filter(([c]) => !codes.includes(c)));

/**
 * The wizard without the typed value `code`, every other answer kept: when the words' value was already
 * taken as an answer, that answer alone is taken out and `ask` is its question (asked again on the other
 * answers); a value still waiting for its question is only forgotten, and `ask` is the question open now
 * (or the results). Null when `code` was not among the typed words (an old chip, or the wizard was left).
 */
export function withoutTyped(
  hub: HubWizardState | null,
  code: string,
): { hub: HubWizardState; ask: number; dropped: string } | null {
  const dropped = hub?.typedNames?.[code];
  if (!hub?.typed || hub.typed[code] === undefined || dropped === undefined) return null;
  const typed = without(hub.typed, [code]);
  const typedNames = without(hub.typedNames ?? {}, [code]);
  const step = stepOfCode(code);
  const taken = step !== undefined && hub.preset?.[code] === undefined && hub.filters[code] !== undefined;
  const { splinedPanel: _panel, preset: _preset, ...rest } = hub;
  if (!taken) {
    const preset = without(hub.preset ?? {}, [code]);
    return {
      hub: { ...rest, typed, typedNames, current: null, ...(Object.keys(preset).length ? { preset } : {}) },
      ask: hub.current ?? STEP.results,
      dropped,
    };
  }
  // The answer's own codes leave the filters (and the snapshots Back restores); a code of the same answer
  // the words still name waits for the question again ('truck' stays when 'drum brakes' is taken out).
  const codes = codesOfStep(step);
  const preset = without(hub.preset ?? {}, codes);
  for (const c of codes) if (typed[c] !== undefined) preset[c] = typed[c];
  const history = hub.history
    .filter((e) => e.step !== step)
    .map((e) => ({ ...e, filters: without(e.filters, codes) }));
  return {
    hub: {
      ...rest,
      filters: without(hub.filters, codes),
      history,
      typed,
      typedNames,
      current: null,
      ...(Object.keys(preset).length ? { preset } : {}),
    },
    ask: step,
    dropped,
  };
}
