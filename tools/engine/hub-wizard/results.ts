// Hub wizard results: unitized outcome, material question first, active before terminated, cards with their lines.
import type { HubAssemblyDetail } from '../../catalog/hub-assembly-details.ts';
import { isCut } from '../../catalog/result-cap.ts';
import { LONG_STUD_LABEL } from '../parts-flow/labels.ts';
import { NOT_SURE } from '../parts-flow/step.ts';
import { hubKind, toHubCard, warrantyText } from '../shared/hub-card.ts';
import type { EngineMessage, GivenAnswer, HubCard } from '../shared/messages.ts';
import { listedText, separateText } from '../shared/narrowing.ts';
import type { HubWizardState } from '../shared/state.ts';
import { TEXT } from '../shared/texts.ts';
import { withoutUnknown } from '../shared/unknown-answers.ts';
import { filtersRoute, stepPageRoute } from './filters-route.ts';
import { longStudPairs } from './long-stud.ts';
import { noHubsOutcome, unknownHubAnswers } from './no-hubs.ts';
import { STEP, STEPS, stepById, visible } from './steps.ts';
import type { WizardTools } from './wizard-tools.ts';

const SPINDLE_NUT_TYPES = { dFlat: 226, keyway: 227 } as const;

export type ResultsOutput = {
  messages: EngineMessage[];
  /** A step the wizard asks before any results (mixed hub materials: the material first). */
  askFirst?: number;
};

/** Terminated hubs only when fewer than two active ones remain; aftermarket hubs first. */
export function pickShownHubs(hubs: HubAssemblyDetail[]): HubAssemblyDetail[] {
  const active = hubs.filter((h) => h.PartStatus !== 'Terminated');
  const shown =
    active.length >= 2 ? active : [...active, ...hubs.filter((h) => h.PartStatus === 'Terminated')];
  return [...shown.filter((h) => h.IsAftermarket), ...shown.filter((h) => !h.IsAftermarket)];
}

const isPreSetPlus = (h: Pick<HubAssemblyDetail, 'Description'>) => /preset\s*plus/i.test(h.Description);

/**
 * 'No' to the PreSet Plus spindle nut: within each group the spec keeps (aftermarket first, active before
 * terminated) the other hubs come before PreSet Plus ones, so the first hub agrees with the answer when the
 * catalog has one that does. Any other answer keeps the catalog's order.
 */
export function orderForAnswer(hubs: HubAssemblyDetail[], spindleNutUpgrade: boolean | null) {
  if (spindleNutUpgrade !== false) return hubs;
  const rank = (h: HubAssemblyDetail) =>
    (h.IsAftermarket ? 0 : 4) + (h.PartStatus === 'Terminated' ? 2 : 0) + (isPreSetPlus(h) ? 1 : 0);
  return hubs.toSorted((a, b) => rank(a) - rank(b));
}

/**
 * The hub a number search found leads its list (the number searched answers with its own hub); the others
 * keep the order of the rules above. A guided wizard has none.
 */
export function foundFirst(hubs: HubAssemblyDetail[], found: string | undefined) {
  const at = found ? hubs.findIndex((h) => h.HubAssemblyNumber === found) : -1;
  const lead = hubs[at];
  return lead ? [lead, ...hubs.filter((_, i) => i !== at)] : hubs;
}

/** What a PreSet hub spares the mechanic, beside the conventional card's 'Requires:' line. */
const PRESET_BENEFITS = 'Benefits: Extended Warranty, Less Downtime, Simplified Process';

/** The lines under a result card and its warranty text; the GAWR note and document links are on the card. */
function cardLines(
  h: HubAssemblyDetail,
  card: HubCard,
  longStud: boolean,
  spindleNut: string | null,
): Pick<HubCard, 'lines' | 'warranty'> {
  const lines: string[] = [];
  if (longStud) lines.push(LONG_STUD_LABEL);
  if (card.kind === 'PreSet') {
    // the original's 'Best Value:' label read as the spec's best-value (Plus/Premium) warranty rule
    lines.push(PRESET_BENEFITS);
    if (spindleNut && h.PartStatus !== 'Terminated') lines.push(spindleNut);
  } else {
    lines.push('Requires: Bearing Cones, Seal, Manual Adjustment');
  }
  return { lines, warranty: warrantyText(card.kind, h.Description, Boolean(spindleNut)) };
}

async function spindleNutLine(hubs: HubAssemblyDetail[], tools: WizardTools): Promise<string | null> {
  const preset = hubs
    .filter((h) => hubKind(h.AftermarketDescription) === 'PreSet')
    .map((h) => h.HubAssemblyNumber);
  if (!preset.length) return null;
  const found = await tools.aftermarketParts({
    hanum: preset,
    party: [SPINDLE_NUT_TYPES.dFlat, SPINDLE_NUT_TYPES.keyway],
  });
  const names = new Set<string>();
  for (const hub of found.Results) {
    for (const p of hub.AftermarketParts) {
      const ff = /hub service kit/i.test(p.Description) && /\bff\b/i.test(p.Description);
      const suffix = ff ? (p.TypeId === SPINDLE_NUT_TYPES.dFlat ? ' (D Flat)' : ' (Keyway)') : '';
      names.add(`${p.PartNumber}${suffix}`);
    }
  }
  return names.size ? `Optional Spindle nut: ${[...names].join(', ')} (Aftermarket PreSet Hubs Only)` : null;
}

/** The answers the visitor gave (the questions seen, oldest first), each changeable by going to its step. */
export function givenAnswers(hub: HubWizardState): GivenAnswer[] {
  return hub.history.flatMap((e) =>
    e.answer ? [{ step: e.step, question: stepById(e.step).name, answer: e.answer }] : [],
  );
}

/**
 * Why the first hub differs from an answer: 'No' to the PreSet Plus spindle nut only leaves the spindle nut
 * kit out; the hubs are ordered by the catalog's rule (aftermarket first), so a PreSet Plus hub may lead.
 */
function resultNotes(hub: HubWizardState, all: HubAssemblyDetail[], shown: HubAssemblyDetail[]): string[] {
  const first = shown[0];
  // the hub searched for, left off because it is terminated: said, so the list does not read as its own
  const searched = hub.found ? all.find((h) => h.HubAssemblyNumber === hub.found) : undefined;
  const hidden = searched?.PartStatus === 'Terminated' && !shown.includes(searched);
  return [
    ...(hidden ? [TEXT.searchedTerminated(searched.HubAssemblyNumber)] : []),
    ...(hub.spindleNutUpgrade === false && first && isPreSetPlus(first)
      ? [TEXT.spindleNutNoButPreSetPlus]
      : []),
  ];
}

/**
 * With several hubs shown and questions answered 'Not sure': which of those would tell the hubs apart. Each
 * is in the answers list above the cards as 'Not sure', where Change answers it (decision 037).
 */
async function separateNote(hub: HubWizardState, shown: number, tools: WizardTools): Promise<string[]> {
  if (shown < 2) return [];
  const names: string[] = [];
  for (const step of STEPS) {
    if (!step.code || hub.filters[step.code] !== NOT_SURE) continue;
    const values = (await tools.filterValues({ flow: 'hub', code: step.code, pairs: hub.filters })).Results;
    if (visible(step, values).length > 1) names.push(step.name);
  }
  return names.length ? [separateText('hub', shown, names)] : [];
}

export async function hubResults(hub: HubWizardState, tools: WizardTools): Promise<ResultsOutput> {
  const route = filtersRoute(hub);
  if (hub.filters.aaxna === '82') {
    return {
      messages: [
        {
          kind: 'outcome',
          data: {
            kind: 'unitized',
            title: TEXT.unitizedTitle,
            paragraphs: [TEXT.unitizedBody],
            links: [{ label: 'Disclaimer', to: '/disclaimer' }],
            answers: givenAnswers(hub),
            // the answers in the query: the link opened alone rebuilds the wizard to this outcome
            route: hub.fromNumber ? route : stepPageRoute('results', hub, null),
          },
        },
      ],
    };
  }
  // Total: how many hubs fit in all, so a list cut at 60 says so, as the questions' counts do (decision 039);
  // the 60 are those the display rules put first, not the first 60 by number
  const { Results: found, Total: ownTotal } = await tools.hubsForFilters({
    pairs: hub.filters,
    total: true,
    shownFirst: true,
  });
  // the standard-stud answer lists the long-stud versions too, as its count on the question said
  const longPairs = longStudPairs(hub.filters);
  const long = longPairs
    ? await tools.hubsForFilters({ pairs: longPairs, total: true, shownFirst: true })
    : null;
  const longStud = long?.Results ?? [];
  // a list cut at 60 counts them too, as the counts did (a hub has one wheel type: the two do not overlap)
  const Total = ownTotal === undefined ? undefined : ownTotal + (long?.Total ?? 0);
  const foundNumbers = new Set(found.map((h) => h.HubAssemblyNumber));
  // Hubs only the long-stud call found are the long-stud versions.
  const longOnly = new Set(longStud.map((h) => h.HubAssemblyNumber).filter((n) => !foundNumbers.has(n)));
  const all = [...found, ...longStud.filter((l) => longOnly.has(l.HubAssemblyNumber))];
  if (!all.length) {
    // answers no hub has (an edited or old link): said so, on this page, each answer listed and changeable
    const here = hub.fromNumber ? route : stepPageRoute('results', hub, null);
    // an answer no hub has at all ('aaxna=999'): named, and its question asked again without it
    const unknown = await unknownHubAnswers(hub.filters, tools);
    const first = unknown[0] && STEPS.find((s) => s.code === unknown[0]?.code);
    const kept = { ...hub, filters: withoutUnknown(hub.filters, unknown) };
    // the truck type, or nothing kept: the questions from the start are offered already
    const fromStart = !first || first.id === STEP.truckType || !Object.keys(kept.filters).length;
    const askAgain =
      !first || fromStart
        ? null
        : hub.fromNumber
          ? filtersRoute(kept)
          : stepPageRoute(first.path, kept, null);
    const again = unknown.length ? { unknown, askAgain } : undefined;
    return {
      messages: [{ kind: 'outcome', data: noHubsOutcome('no-match', here, givenAnswers(hub), again) }],
    };
  }
  const materials = new Set(all.map((h) => h.Material));
  if (materials.size > 1 && !hub.filters.hcmty) {
    // Mixed materials: ask iron or aluminum first, then show the hubs of that material.
    return { messages: [], askFirst: STEP.material };
  }
  const spindleNut = hub.spindleNutUpgrade ? await spindleNutLine(all, tools) : null;
  const shown = foundFirst(orderForAnswer(pickShownHubs(all), hub.spindleNutUpgrade), hub.found);
  const cards: HubCard[] = shown.map((h) => {
    const card = toHubCard(h);
    // Yes to the PreSet Plus upgrade: the hub's job list carries it (nut=plus), as its warranty line does
    const plus = hub.spindleNutUpgrade === true && card.kind === 'PreSet';
    return {
      ...card,
      ...cardLines(h, card, longOnly.has(h.HubAssemblyNumber), spindleNut),
      ...(plus ? { jobNut: 'plus' as const } : {}),
    };
  });
  // how many are on the list, the long-stud versions too (the Total counts them)
  const listed = cards.length;
  const first = cards[0];
  // a list cut at 60 is headed by how many match (its note says how many are listed), not by the cards
  // hubs a number search lists at once were chosen by the hub found, not by anything the visitor answered
  const matching = hub.fromNumber && !hub.history.length ? 'fit the same wheel end' : 'match your answers';
  const title =
    cards.length === 1 && first
      ? first.heading
      : isCut(Total)
        ? `${Total} hubs ${matching}`
        : `The following ${cards.length} hubs ${matching}`;
  return {
    messages: [
      {
        kind: 'hub-results',
        data: {
          title,
          matchedBy: null,
          answers: givenAnswers(hub),
          hubs: cards,
          notes: [
            ...(isCut(Total) ? [listedText('hub', listed, Total)] : []),
            ...resultNotes(hub, all, shown),
            ...(await separateNote(hub, isCut(Total) ? Total : cards.length, tools)),
          ],
          ...(isCut(Total) ? { total: Total } : {}),
          route,
        },
      },
    ],
  };
}
