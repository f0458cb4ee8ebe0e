// Routing rules of the hub wizard as data: after a step, or on entering one.
import type { HubWizardState } from '../shared/state.ts';
import { STEP } from './steps.ts';

export type RuleContext = { state: HubWizardState; value: string };
export type Rule = { name: string; at: number; when: (c: RuleContext) => boolean; to: number };

const f = (c: RuleContext, code: string) => c.state.filters[code];
const truckWithNoMake = (c: RuleContext) => f(c, 'tcomp') === '1' && c.state.noMake;

/** Where to go after answering step `at`; the first rule that holds wins, else the next step in order. */
export const AFTER_ANSWER: Rule[] = [
  {
    name: 'unitized axle 82 goes to results',
    at: STEP.axleType,
    when: (c) => c.value === '82',
    to: STEP.results,
  },
  {
    name: 'axle types 79, 40 and 19 go to hub mounting system',
    at: STEP.axleType,
    when: (c) => ['79', '40', '19'].includes(c.value),
    to: STEP.mounting,
  },
  {
    name: 'drum-brake axles 10 and 11 continue to wheel pilot system',
    at: STEP.axleType,
    when: (c) => ['10', '11'].includes(c.value) && f(c, 'brkty') === '1',
    to: STEP.wheelPilot,
  },
  {
    name: 'no truck make or school bus goes to hub mounting system',
    at: STEP.axleType,
    when: (c) => c.state.noMake || f(c, 'tcomp') === '3',
    to: STEP.mounting,
  },
  { name: 'any other axle goes to GAWR', at: STEP.axleType, when: () => true, to: STEP.gawr },
  {
    name: 'wheel pilot system 2 goes to hub pilot type',
    at: STEP.wheelPilot,
    when: (c) => c.value === '2',
    to: STEP.hubPilot,
  },
  {
    name: 'other wheel pilot systems go to wheel stud standout',
    at: STEP.wheelPilot,
    when: () => true,
    to: STEP.studStandout,
  },
  {
    name: 'mounting systems 4 and 5 go to barrel length',
    at: STEP.mounting,
    when: (c) => ['4', '5'].includes(c.value),
    to: STEP.barrelLength,
  },
  { name: 'other mounting systems go to GAWR', at: STEP.mounting, when: () => true, to: STEP.gawr },
  {
    name: 'barrel length goes to wheel stud standout for a truck with no make',
    at: STEP.barrelLength,
    when: truckWithNoMake,
    to: STEP.studStandout,
  },
  { name: 'barrel length otherwise goes to GAWR', at: STEP.barrelLength, when: () => true, to: STEP.gawr },
  {
    name: 'hub material goes to brake rotor type unless a truck with no make',
    at: STEP.material,
    when: (c) => !truckWithNoMake(c),
    to: STEP.rotorType,
  },
  {
    name: 'hub cap bolt circle goes to rotor flange',
    at: STEP.hubCapBoltCircle,
    when: () => true,
    to: STEP.rotorFlange,
  },
  {
    name: 'rotor flange type goes to wheel type',
    at: STEP.rotorFlange,
    when: () => true,
    to: STEP.wheelType,
  },
  { name: 'wheel type goes to spindle nut', at: STEP.wheelType, when: () => true, to: STEP.spindleNut },
  { name: 'spindle nut goes to results', at: STEP.spindleNut, when: () => true, to: STEP.results },
];

/** Steps skipped on entry: the first rule that holds sends the wizard on without asking. */
export const ON_ENTER: { name: string; at: number; when: (s: HubWizardState) => boolean; to: number }[] = [
  {
    name: 'GAWR is skipped to axle stud for brake type 1 with axle type 4',
    at: STEP.gawr,
    when: (s) => s.filters.brkty === '1' && s.filters.aaxna === '4',
    to: STEP.axleStud,
  },
  {
    name: 'hub offset is skipped to brake rotor flange unless a truck with no make',
    at: STEP.hubOffset,
    when: (s) => !(s.filters.tcomp === '1' && s.noMake),
    to: STEP.rotorFlangeDiameter,
  },
  {
    name: 'small backface is skipped to brake rotor type unless a truck with no make',
    at: STEP.smallBackface,
    when: (s) => !(s.filters.tcomp === '1' && s.noMake),
    to: STEP.rotorType,
  },
];

export function routeAfter(at: number, state: HubWizardState, value: string, fallback: number): number {
  return AFTER_ANSWER.find((r) => r.at === at && r.when({ state, value }))?.to ?? fallback;
}

export function skipOnEnter(at: number, state: HubWizardState): number | null {
  return ON_ENTER.find((r) => r.at === at && r.when(state))?.to ?? null;
}
