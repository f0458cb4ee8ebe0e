// Rotor, drum, casting and stud flows (spec 4 "Rotor, drum, casting, stud flows"): chosen values accumulate
// as pairs, each choice goes to the next category in order (wrapping), single values apply themselves, and
// when every question is answered the results come (brnum, hanum, sdnum).
import type { FilterCategory, FilterValue } from '../catalog/facets.ts';
import type { BoundTools } from '../index.ts';
import { rotorMillimeters, studMillimeters } from './display/units.ts';
import { toHubCard } from './hub-card.ts';
import { filtersQuery } from './hub-wizard/wizard.ts';
import type { EngineMessage } from './messages.ts';
import { noResultsOutcome } from './outcomes.ts';
import { cards, drumCard, rotorCard, studCard } from './part-answers.ts';
import type { PartsFlowState } from './state.ts';
import { BRAND, TEXT } from './texts.ts';

export type PartsFlow = PartsFlowState['flow'];

export const PARTS_FLOW_ROUTE: Record<PartsFlow, string> = {
  rotor: '/hub/replacement-rotor',
  drum: '/hub/replacement-drum',
  casting: '/hub/casting',
  rotorcasting: '/hub/rotor-casting',
  drumcasting: '/hub/drum-casting',
  stud: '/hub/stud',
};

/** The rotor type value of Bendix splined rotors. */
export const SPLINED_ROTOR_TYPE = '6';

/** Splined rotor offer: the hub wizard with component and brake type set from the axle position. */
export const SPLINED_HUB_SEARCH: Record<string, string> = {
  '1': 'Truck with Disc Brakes',
  '2': 'Truck with Drum Brakes',
  '3': 'Trailer with Disc Brakes',
};

const TITLES: Record<string, string> = {
  axpos: 'Choose the axle position',
  tmake: 'Choose the truck make',
  holes: 'Choose the Stud Hole count',
  pidia: 'Choose the pilot diameter',
  shwid: 'Choose the shoe width',
  szdia: 'Choose the brake diameter',
  bcdia: 'Choose the bolt circle diameter',
  brtyp: 'Choose the brake rotor type',
  bsdia: 'Choose the Brake Surface Outside Diameter',
  ovlgt: 'Choose the overall length',
  stldp: 'Choose the Style Description',
  stdia: 'Choose the Stud Diameter',
  thrdt: 'Choose the Thread Orientation',
};

export type PartsTools = Pick<
  BoundTools,
  | 'filterCategories'
  | 'filterValues'
  | 'brakeRotorsForFilters'
  | 'brakeDrumsForFilters'
  | 'castingHubsForFilters'
  | 'studsForFilters'
>;

export type PartsOutput = {
  parts: PartsFlowState | null;
  messages: EngineMessage[];
  questionId: string | null;
};

const pairValue = (c: FilterCategory, v: FilterValue) =>
  c.MatchByInch && v.Inch != null ? String(v.Inch) : String(v.Id);

export function optionLabel(
  flow: PartsFlow,
  c: FilterCategory,
  v: FilterValue,
): { label: string; sublabel: string | null } {
  const inch = v.Inch;
  if (!c.MatchByInch || inch == null) return { label: v.Name, sublabel: null };
  if (flow === 'stud') return { label: `⌀ ${inch} inch [${studMillimeters(inch)} mm]`, sublabel: null };
  if (flow === 'rotor' || flow === 'rotorcasting')
    return { label: `⌀${inch.toFixed(1)} inch [${rotorMillimeters(inch)} mm]`, sublabel: null };
  if (flow === 'drum' || flow === 'drumcasting')
    return {
      label: `⌀ ${inch} inch${c.QueryParameterName === 'pidia' && inch === 8.78 ? ' - Most common' : ''}`,
      sublabel: null,
    };
  return { label: `${inch} Inches`, sublabel: v.Millimeter == null ? null : `${v.Millimeter} Millimeters` };
}

function flowRoute(flow: PartsFlow, code: string, pairs: Record<string, string>): string {
  const q = filtersQuery(pairs);
  return `${PARTS_FLOW_ROUTE[flow]}/filter/${code}${q ? `/${q}` : ''}`;
}

async function results(ps: PartsFlowState, resultCode: string, tools: PartsTools): Promise<EngineMessage[]> {
  const route = flowRoute(ps.flow, resultCode, ps.pairs);
  const base = { route };
  let found: EngineMessage[] = [];
  if (ps.flow === 'rotor' || ps.flow === 'rotorcasting') {
    const r = await tools.brakeRotorsForFilters({ flow: ps.flow, pairs: ps.pairs });
    found = cards(
      { ...base, title: 'Success! The following rotor is recommended', partKind: 'rotor' },
      r.Results.map(rotorCard),
    );
  } else if (ps.flow === 'drum' || ps.flow === 'drumcasting') {
    const r = await tools.brakeDrumsForFilters({ flow: ps.flow, pairs: ps.pairs });
    found = cards(
      { ...base, title: 'Success! The following drum is recommended', partKind: 'drum' },
      r.Results.map(drumCard),
    );
  } else if (ps.flow === 'stud') {
    const r = await tools.studsForFilters({ pairs: ps.pairs });
    found = cards(
      { ...base, title: `Success! The following ${BRAND} Stud is recommended`, partKind: 'stud' },
      r.Results.map((s) => studCard(s, `/hub/stud/summaries/${encodeURIComponent(s.StudNumber)}`)),
    );
  } else {
    const r = await tools.castingHubsForFilters({ pairs: ps.pairs });
    const hubs = r.Results.slice(0, 12).map(toHubCard);
    if (hubs.length)
      found = [
        {
          kind: 'hub-results',
          data: { title: 'Hub assemblies that match', matchedBy: null, hubs, notes: [], route },
        },
      ];
  }
  return found.length ? found : [noResultsOutcome()];
}

/** The splined rotor answer: no replacement rotors, with the offer to search hub/rotor assemblies. */
export function splinedAnswer(axpos: string | undefined): EngineMessage[] {
  const search = SPLINED_HUB_SEARCH[axpos ?? ''] ?? 'Truck with Disc Brakes';
  return [
    {
      kind: 'outcome',
      data: {
        kind: 'splined',
        title: 'Bendix Splined rotors',
        paragraphs: [`${BRAND} ${TEXT.splined}`],
        links: [{ label: 'Search Replacement Hub/Rotor Assemblies', to: '/hub/truck-type' }],
        route: PARTS_FLOW_ROUTE.rotor,
      },
    },
    {
      kind: 'chips',
      data: { chips: [{ label: 'Search Replacement Hub/Rotor Assemblies', text: `${search} hub` }] },
    },
  ];
}

/**
 * From the category at `ps.current` (or the first), the next unanswered question in order, wrapping;
 * single values apply themselves; with none left, the results.
 */
export async function enterParts(
  ps: PartsFlowState,
  tools: PartsTools,
  newQuestionId: () => string,
): Promise<PartsOutput> {
  const categories = await tools.filterCategories({ flow: ps.flow });
  const questions = categories.filter((c) => c.Role === 'question');
  const resultCode = categories.find((c) => c.Role === 'result')?.QueryParameterName ?? 'brnum';
  const pairs = { ...ps.pairs };
  const start = Math.max(
    0,
    questions.findIndex((c) => c.QueryParameterName === ps.current),
  );
  for (let k = 0; k < questions.length; k++) {
    const c = questions[(start + k) % questions.length];
    if (!c || pairs[c.QueryParameterName] !== undefined) continue;
    const values = (
      await tools.filterValues({ flow: ps.flow, code: c.QueryParameterName, pairs })
    ).Results.filter((v) => v.Id !== 0);
    if (values.length === 0) continue;
    const [only] = values;
    if (values.length === 1 && only) {
      pairs[c.QueryParameterName] = pairValue(c, only);
      continue;
    }
    const questionId = newQuestionId();
    const next: PartsFlowState = { ...ps, pairs, current: c.QueryParameterName };
    const diagram = values.find((v) => v.ImageGuid)?.ImageGuid;
    return {
      parts: next,
      questionId,
      messages: [
        {
          kind: 'question',
          data: {
            questionId,
            flow: ps.flow,
            code: c.QueryParameterName,
            title: TITLES[c.QueryParameterName] ?? `Choose the ${c.Name}`,
            intro: [],
            diagramUrl: ps.flow === 'stud' && diagram ? `/images/${diagram}.svg` : null,
            columns: 2,
            options: values.map((v) => ({
              ...optionLabel(ps.flow, c, v),
              value: pairValue(c, v),
              imageUrl: v.ImageGuid && ps.flow !== 'stud' ? `/images/${v.ImageGuid}.svg` : null,
            })),
            route: flowRoute(ps.flow, c.QueryParameterName, pairs),
          },
        },
      ],
    };
  }
  const done = { ...ps, pairs, current: null };
  return { parts: null, questionId: null, messages: await results(done, resultCode, tools) };
}

/** The user chose `value` for the open question of a parts flow. */
export async function answerParts(
  ps: PartsFlowState,
  value: string,
  tools: PartsTools,
  newQuestionId: () => string,
): Promise<PartsOutput> {
  const code = ps.current;
  if (!code) return enterParts(ps, tools, newQuestionId);
  if ((ps.flow === 'rotor' || ps.flow === 'rotorcasting') && code === 'brtyp' && value === SPLINED_ROTOR_TYPE)
    return { parts: null, questionId: null, messages: splinedAnswer(ps.pairs.axpos) };
  const next: PartsFlowState = {
    ...ps,
    pairs: { ...ps.pairs, [code]: value },
    asked: [...(ps.asked ?? []), code],
  };
  // the next category in order after the one answered (enterParts skips what is answered)
  return enterParts(next, tools, newQuestionId);
}

/** Back: forget the last asked answer and everything after it, and ask it again; null at the first. */
export async function partsBack(
  ps: PartsFlowState,
  tools: PartsTools,
  newQuestionId: () => string,
): Promise<PartsOutput | null> {
  const asked = ps.asked ?? [];
  const last = asked.at(-1);
  if (!last) return null;
  const keys = Object.keys(ps.pairs);
  const cut = keys.indexOf(last);
  const pairs = Object.fromEntries(
    keys.slice(0, cut < 0 ? keys.length : cut).map((k) => [k, ps.pairs[k] as string]),
  );
  return enterParts({ ...ps, pairs, current: last, asked: asked.slice(0, -1) }, tools, newQuestionId);
}
