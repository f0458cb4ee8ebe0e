// Rich chat answers for part destinations of the number routing table, built from the catalog tools.

import { splitBearingNotes } from '../../catalog/bearing-notes.ts';
import type { BoundTools } from '../../index.ts';
import { discontinuedMessage, drumCards, rotorCards, studCards } from '../parts-flow/index.ts';
import { inches, inches2, inchNumber, listed } from '../shared/display/format.ts';
import { DISCONTINUED_ROTOR, torqueText } from '../shared/display/parts.ts';
import { searchedHeading, withSearched } from '../shared/display/searched.ts';
import { toHubCard } from '../shared/hub-card.ts';
import type { EngineMessage } from '../shared/messages.ts';
import type { NumberDestination } from './number-routing.ts';

type PartCards = Extract<EngineMessage, { kind: 'part-cards' }>['data'];
type Card = PartCards['cards'][number];
type Row = [string, string];

const rows = (...r: (Row | null | false)[]): Row[] => r.filter((x): x is Row => Array.isArray(x));
/** One part-cards message, each number once (the renderer keys cards by number), cut as every chat list. */
export function cards(data: Omit<PartCards, 'cards'>, list: Card[]): EngineMessage[] {
  const seen = new Set<string>();
  const unique = list.filter((c) => !seen.has(c.number) && seen.add(c.number));
  const { shown, total } = listed(unique);
  const whole = total === shown.length ? {} : { total };
  return shown.length ? [{ kind: 'part-cards', data: { ...data, cards: shown, ...whole } }] : [];
}
export const card = (c: Partial<Card> & { number: string }): Card => ({
  heading: null,
  imageUrl: null,
  rows: [],
  notes: [],
  route: null,
  ...c,
});
/**
 * The catalog's answer for a part destination; an empty list when the catalog has nothing richer to
 * say (the caller then shows the plain card from the search result). `searched` (brand and number as
 * the search found them) heads the answer and travels in its routes' query.
 */
export async function partAnswer(
  dest: NumberDestination,
  tools: BoundTools,
  searched: string | null = null,
): Promise<EngineMessage[]> {
  const routed = { ...dest, route: withSearched(dest.route, searched) };
  return answerFor(routed, tools, searched);
}

/** A part page's answer: one card, the list and the card both at the destination's page. */
const pageCard = (
  dest: NumberDestination,
  title: string,
  partKind: PartCards['partKind'],
  c: Partial<Card> & { number: string },
  searched: string | null,
): EngineMessage[] =>
  cards(
    {
      route: dest.route,
      title,
      partKind,
      ...(searched ? { searched: searchedHeading(searched, [{ number: c.number }]) } : {}),
    },
    [card({ ...c, route: dest.route })],
  );

async function answerFor(
  dest: NumberDestination,
  tools: BoundTools,
  searched: string | null,
): Promise<EngineMessage[]> {
  const n = dest.part;
  switch (dest.kind) {
    case 'drum': {
      const found = (await tools.brakeDrumSummaries({ cbdid: dest.interchangeId })).Results;
      return found.length ? [{ kind: 'part-cards', data: drumCards(found, dest.route, searched) }] : [];
    }
    case 'rotor': {
      const found = (await tools.brakeRotorSummaries({ cbrid: dest.interchangeId })).Results;
      if (!found.length || n === DISCONTINUED_ROTOR)
        return [{ kind: 'outcome', data: discontinuedMessage(n, dest.interchangeId) }];
      return [{ kind: 'part-cards', data: rotorCards(found, dest.route, searched) }];
    }
    case 'rotor-casting': {
      const found = (await tools.brakeRotorSummaries({ casting: n })).Results;
      return found.length ? [{ kind: 'part-cards', data: rotorCards(found, dest.route, searched) }] : [];
    }
    case 'drum-casting': {
      const found = (await tools.brakeDrumsForFilters({ flow: 'drumcasting', pairs: { ctnum: n } })).Results;
      return found.length ? [{ kind: 'part-cards', data: drumCards(found, dest.route, searched) }] : [];
    }
    case 'hub-casting': {
      const found = await tools.castingHubsForFilters({ pairs: { hcnum: n } });
      // the chat pages through hub results one at a time, so the list is shown whole
      const hubs = found.Results.map(toHubCard);
      if (!hubs.length) return [];
      return [
        {
          kind: 'hub-results',
          data: {
            title: `Hub assemblies with casting ${n}`,
            matchedBy: null,
            hubs,
            notes: [],
            route: dest.route,
          },
        },
      ];
    }
    case 'stud': {
      const found = (await tools.studSummaries({ sdnum: n })).Results;
      return found.length ? [{ kind: 'part-cards', data: studCards(found, dest.route, searched) }] : [];
    }
    case 'rebuild-kit': {
      const [kit] = (await tools.preSetPlusRebuildKit({ partNumber: n })).Results;
      if (!kit) return [];
      const [detail] = (await tools.rebuildKitDetails({ kitNumber: kit.PartNumber })).Results;
      return pageCard(
        dest,
        kit.Type,
        'kit',
        {
          number: kit.PartNumber,
          heading: kit.Description,
          imageUrl: kit.ImageURL,
          rows: rows(
            ['Axle', kit.Axle],
            ['Axle Position', kit.AxlePostion],
            ['Inner Bearing', detail?.BearingSetNumberInboard ?? '-'],
            ['Outer Bearing', detail?.BearingSetNumberOutboard ?? '-'],
            ['Seal & Spacer', detail?.SealAndSpacerKitNumber ?? '-'],
          ),
        },
        searched,
      );
    }
    case 'abs-service-kit': {
      const [kit] = (await tools.absKit({ partNumber: n })).Results;
      if (!kit) return [];
      return pageCard(
        dest,
        'ABS Ring Service Kit',
        'kit',
        {
          number: kit.ABSServiceKitNumber,
          heading: kit.ProductType,
          imageUrl: kit.ImageURL,
          rows: rows(
            ['ABS Type', kit.ABSType],
            kit.ABSToneRingNumber ? ['Tone Ring', kit.ABSToneRingNumber] : null,
            kit.ScrewNumber ? ['Screw', kit.ScrewNumber] : null,
            ['Kit Contains', kit.WhatKitContains],
          ),
        },
        searched,
      );
    }
    case 'abs-tone-ring': {
      const [ring] = (await tools.absToneRingKit({ partNumber: n })).Results;
      if (!ring) return [];
      return pageCard(
        dest,
        'ABS Tone Ring',
        'part',
        {
          number: ring.ABSToneRingKitNumber,
          heading: ring.AbsType,
          imageUrl: ring.ImageURL,
          rows: rows(
            ['Inner Diameter (in.)', inchNumber(ring.InnerDiameterInch)],
            ['Outer Diameter (in.)', inchNumber(ring.OuterDiameterInch)],
            ['Thickness (in.)', inchNumber(ring.ThicknessInch)],
          ),
        },
        searched,
      );
    }
    case 'seal': {
      const [s] = (await tools.seal({ partNumber: n })).Results;
      if (!s) return [];
      return pageCard(
        dest,
        'Wheel Seal',
        'seal',
        {
          number: s.PartNumber,
          heading: s.Description,
          imageUrl: s.ImageURL,
          rows: rows(
            ['Inner Diameter (in.)', inchNumber(s.InnerDiameterInches)],
            ['Outer Diameter (in.)', inchNumber(s.OuterDiameterInches)],
            ['Width (in.)', inchNumber(s.Width)],
            ['Kit Type', s.KitType],
            ['Seal & Spacer Kit', s.SealAndSpacerKit ?? '-'],
          ),
        },
        searched,
      );
    }
    case 'seal-spacer-kit': {
      const [k] = (await tools.sealSpacerKit({ partNumber: n })).Results;
      if (!k) return [];
      return pageCard(
        dest,
        'Wheel Seal and Spacer Kit',
        'kit',
        {
          number: k.PartNumber,
          heading: k.Description,
          imageUrl: k.ImageURL,
          rows: rows(['Seal', k.SealNumber], ['Spacer', k.SpacerNumber], ['Axle', k.Axle]),
        },
        searched,
      );
    }
    case 'spindle-nut-kit': {
      const [k] = (await tools.spindleKit({ partNumber: n })).Results;
      if (!k) return [];
      return pageCard(
        dest,
        'Spindle Nut Kit',
        'kit',
        {
          number: k.PartNumber,
          heading: k.Description,
          imageUrl: k.ImageURL,
          rows: rows(
            k.SixPointSocketSize != null && ['Six Point Socket Size', inches(k.SixPointSocketSize)],
            ['Torque', torqueText(k.TorqueSpec)],
          ),
          notes: k.Note ? [k.Note] : [],
        },
        searched,
      );
    }
    case 'bearing': {
      const found = (await tools.bearing({ partNumber: n })).Results;
      const [b] = found;
      if (!b) return [];
      const axles = [...new Set(found.map((x) => [x.Axle, x.AxlePostion].filter(Boolean).join(' ')))];
      return pageCard(
        dest,
        'Bearing Set',
        'bearing',
        {
          number: b.PartNumber,
          heading: b.Description,
          imageUrl: b.ImageURL,
          rows: rows(
            axles.some(Boolean) && ['Used on', axles.filter(Boolean).join(', ')],
            ['Bearing Type', b.BearingType ?? '-'],
            ['Reference Set No.', b.ReferenceSetNo ?? '-'],
            ['Id(IN.)', inches2(b.BoreDiameterInch)],
            ['Od(IN.)', inches2(b.OuterDiameterInch)],
            ['Width(IN.)', inches2(b.Width)],
            ['Preset / Preset Plus Hub Rebuild Kit', b.PreSetPreSetPlusRebuildKitNumber ?? '-'],
          ),
          notes: splitBearingNotes(b.Notes).map((l) => (l.label ? `${l.label}: ${l.text}` : l.text)),
        },
        searched,
      );
    }
    case 'fill-plug': {
      const [plug] = (await tools.fillPlug({ partNumber: n })).Results;
      if (!plug) return [];
      return pageCard(
        dest,
        'Fill Plug',
        'part',
        {
          number: plug.PartNumber,
          heading: plug.Description,
          imageUrl: plug.ImageURL,
          rows: rows(['Product Type', 'Fill Plug'], ['Hubs', String(plug.HubAssemblyNumbers.length)]),
        },
        searched,
      );
    }
    default:
      return [];
  }
}
