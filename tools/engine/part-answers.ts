// Rich chat answers for part destinations of the number routing table, built from the catalog tools.

import { splitBearingNotes } from '../catalog/bearing-notes.ts';
import type { BoundTools } from '../index.ts';
import {
  DISCONTINUED_ROTOR,
  discontinuedRotorText,
  drumBrakeTypeLines,
  inches2,
  NEW_ASSEMBLY_REQUIRED,
  rotorKitAxleLine,
  torqueText,
  yesNo,
} from './display/parts.ts';
import { toHubCard } from './hub-card.ts';
import type { EngineMessage } from './messages.ts';
import type { NumberDestination } from './number-routing.ts';
import { BRAND } from './texts.ts';

type PartCards = Extract<EngineMessage, { kind: 'part-cards' }>['data'];
type Card = PartCards['cards'][number];
type Row = [string, string];

const enc = encodeURIComponent;
const rows = (...r: (Row | null | false)[]): Row[] => r.filter((x): x is Row => Array.isArray(x));
/** One part-cards message, at most 12 cards, each number once (the renderer keys cards by number). */
export function cards(data: Omit<PartCards, 'cards'>, list: Card[]): EngineMessage[] {
  const seen = new Set<string>();
  const unique = list.filter((c) => !seen.has(c.number) && seen.add(c.number));
  return unique.length ? [{ kind: 'part-cards', data: { ...data, cards: unique.slice(0, 12) } }] : [];
}
export const card = (c: Partial<Card> & { number: string }): Card => ({
  heading: null,
  imageUrl: null,
  rows: [],
  notes: [],
  route: null,
  ...c,
});

type DrumLike = {
  BrakeDrumNumber: string;
  BrakeType: string;
  WeightPound: number | null;
  IsBsnCompatible: boolean;
  Notes: string[];
  Images: { ImageUrl: string }[];
};
export const drumCard = (d: DrumLike): Card =>
  card({
    number: d.BrakeDrumNumber,
    heading: drumBrakeTypeLines(d.BrakeType).join('\n'),
    imageUrl: d.Images[0]?.ImageUrl ?? null,
    rows: rows(d.WeightPound != null && ['Weight', `${d.WeightPound} Lbs`], [
      'Ball Seat Nut Compatible',
      yesNo(d.IsBsnCompatible),
    ]),
    notes: d.Notes,
    route: `/hub/replacement-drum/drumdetails/${enc(d.BrakeDrumNumber)}`,
  });

type RotorLike = {
  BrakeRotorNumber: string;
  BrakeRotorKitNumber: string | null;
  BrakeRotorType: string;
  BrakeRotorComponents: string | null;
  AxleLabel: string | null;
  Notes: string[];
  Images: { ImageUrl: string }[];
};
/** A rotor answer is a replacement kit: its number, 'Includes Rotor {n}' (a rotor without kits stands alone). */
export const rotorCard = (r: RotorLike): Card =>
  card({
    number: r.BrakeRotorKitNumber ?? r.BrakeRotorNumber,
    heading: r.BrakeRotorType,
    imageUrl: r.Images[0]?.ImageUrl ?? null,
    rows: rows(
      r.BrakeRotorKitNumber ? ['Includes Rotor', r.BrakeRotorNumber] : null,
      r.BrakeRotorComponents ? ['Components', r.BrakeRotorComponents] : null,
    ),
    notes: [rotorKitAxleLine(r.BrakeRotorKitNumber, r.AxleLabel), ...r.Notes].filter((n): n is string => !!n),
    route: r.BrakeRotorKitNumber
      ? `/hub/replacement-rotor/rotordetails/${enc(r.BrakeRotorNumber)}/${enc(r.BrakeRotorKitNumber)}`
      : `/hub/replacement-rotor/rotordetails/${enc(r.BrakeRotorNumber)}`,
  });

type StudLike = {
  StudNumber: string;
  ChartDescription: string;
  DimensionA: number;
  DimensionB: number;
  DimensionC: number;
  DimensionD: number;
  Images: { ImageUrl: string }[];
};
export const studCard = (s: StudLike, route: string): Card =>
  card({
    number: s.StudNumber,
    heading: s.ChartDescription,
    imageUrl: s.Images[0]?.ImageUrl ?? null,
    rows: rows(
      ['Dimension A Inches', String(s.DimensionA)],
      ['Dimension B Inches', String(s.DimensionB)],
      ['Dimension C Inches', String(s.DimensionC)],
      ['Dimension D Inches', String(s.DimensionD)],
    ),
    route,
  });

function discontinued(number: string, route: string): EngineMessage {
  return {
    kind: 'outcome',
    data: {
      kind: 'discontinued',
      title: discontinuedRotorText(number),
      paragraphs: [NEW_ASSEMBLY_REQUIRED],
      links:
        number === DISCONTINUED_ROTOR
          ? [{ label: 'Contact customer service', to: '/contact' }]
          : [{ label: 'Search Replacement Hub/Rotor', to: '/hub/truck-type' }],
      route,
    },
  };
}

/**
 * The catalog's answer for a part destination; an empty list when the catalog has nothing richer to
 * say (the caller then shows the plain card from the search result).
 */
export async function partAnswer(dest: NumberDestination, tools: BoundTools): Promise<EngineMessage[]> {
  const n = dest.part;
  const base = { route: dest.route };
  switch (dest.kind) {
    case 'drum': {
      const found = await tools.brakeDrumSummaries({ cbdid: dest.interchangeId });
      return cards(
        { ...base, title: 'Success! The following drum is recommended', partKind: 'drum' },
        found.Results.map(drumCard),
      );
    }
    case 'rotor': {
      const found = await tools.brakeRotorSummaries({ cbrid: dest.interchangeId });
      if (!found.Results.length || n === DISCONTINUED_ROTOR) return [discontinued(n, dest.route)];
      return cards(
        { ...base, title: 'Success! The following rotor is recommended', partKind: 'rotor' },
        found.Results.map(rotorCard),
      );
    }
    case 'rotor-casting': {
      const found = await tools.brakeRotorSummaries({ casting: n });
      return cards(
        { ...base, title: `Rotors with casting ${n}`, partKind: 'rotor' },
        found.Results.map(rotorCard),
      );
    }
    case 'drum-casting': {
      const found = await tools.brakeDrumsForFilters({ flow: 'drumcasting', pairs: { ctnum: n } });
      return cards(
        { ...base, title: `Drums with casting ${n}`, partKind: 'drum' },
        found.Results.map(drumCard),
      );
    }
    case 'hub-casting': {
      const found = await tools.castingHubsForFilters({ pairs: { hcnum: n } });
      const hubs = found.Results.slice(0, 12).map(toHubCard);
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
      const found = await tools.studSummaries({ sdnum: n });
      return cards(
        { ...base, title: `Success! The following ${BRAND} Stud is recommended`, partKind: 'stud' },
        found.Results.map((s) => studCard(s, dest.route)),
      );
    }
    case 'rebuild-kit': {
      const [kit] = (await tools.preSetPlusRebuildKit({ partNumber: n })).Results;
      if (!kit) return [];
      const [detail] = (await tools.rebuildKitDetails({ kitNumber: kit.PartNumber })).Results;
      return cards({ ...base, title: kit.Type, partKind: 'kit' }, [
        card({
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
          route: dest.route,
        }),
      ]);
    }
    case 'abs-service-kit': {
      const [kit] = (await tools.absKit({ partNumber: n })).Results;
      if (!kit) return [];
      return cards({ ...base, title: 'ABS Ring Service Kit', partKind: 'kit' }, [
        card({
          number: kit.ABSServiceKitNumber,
          heading: kit.ProductType,
          imageUrl: kit.ImageURL,
          rows: rows(
            ['ABS Type', kit.ABSType],
            kit.ABSToneRingNumber ? ['Tone Ring', kit.ABSToneRingNumber] : null,
            kit.ScrewNumber ? ['Screw', kit.ScrewNumber] : null,
            ['Kit Contains', kit.WhatKitContains],
          ),
          route: dest.route,
        }),
      ]);
    }
    case 'abs-tone-ring': {
      const [ring] = (await tools.absToneRingKit({ partNumber: n })).Results;
      if (!ring) return [];
      return cards({ ...base, title: 'ABS Tone Ring', partKind: 'part' }, [
        card({
          number: ring.ABSToneRingKitNumber,
          heading: ring.AbsType,
          imageUrl: ring.ImageURL,
          rows: rows(
            ['Inner Diameter (in.)', inches2(ring.InnerDiameterInch)],
            ['Outer Diameter (in.)', inches2(ring.OuterDiameterInch)],
            ['Thickness (in.)', inches2(ring.ThicknessInch)],
          ),
          route: dest.route,
        }),
      ]);
    }
    case 'seal': {
      const [s] = (await tools.seal({ partNumber: n })).Results;
      if (!s) return [];
      return cards({ ...base, title: 'Wheel Seal', partKind: 'seal' }, [
        card({
          number: s.PartNumber,
          heading: s.Description,
          imageUrl: s.ImageURL,
          rows: rows(
            ['Inner Diameter (in.)', inches2(s.InnerDiameterInches)],
            ['Outer Diameter (in.)', inches2(s.OuterDiameterInches)],
            ['Width (in.)', inches2(s.Width)],
            ['Kit Type', s.KitType],
            ['Seal & Spacer Kit', s.SealAndSpacerKit ?? '-'],
          ),
          route: dest.route,
        }),
      ]);
    }
    case 'seal-spacer-kit': {
      const [k] = (await tools.sealSpacerKit({ partNumber: n })).Results;
      if (!k) return [];
      return cards({ ...base, title: 'Wheel Seal and Spacer Kit', partKind: 'kit' }, [
        card({
          number: k.PartNumber,
          heading: k.Description,
          imageUrl: k.ImageURL,
          rows: rows(['Seal', k.SealNumber], ['Spacer', k.SpacerNumber], ['Axle', k.Axle]),
          route: dest.route,
        }),
      ]);
    }
    case 'spindle-nut-kit': {
      const [k] = (await tools.spindleKit({ partNumber: n })).Results;
      if (!k) return [];
      return cards({ ...base, title: 'Spindle Nut Kit', partKind: 'kit' }, [
        card({
          number: k.PartNumber,
          heading: k.Description,
          imageUrl: k.ImageURL,
          rows: rows(k.SixPointSocketSize != null && ['Six-point socket size', `${k.SixPointSocketSize}"`], [
            'Torque',
            torqueText(k.TorqueSpec),
          ]),
          notes: k.Note ? [k.Note] : [],
          route: dest.route,
        }),
      ]);
    }
    case 'bearing': {
      const found = (await tools.bearing({ partNumber: n })).Results;
      const [b] = found;
      if (!b) return [];
      const axles = [...new Set(found.map((x) => [x.Axle, x.AxlePostion].filter(Boolean).join(' ')))];
      return cards({ ...base, title: 'Bearing Set', partKind: 'bearing' }, [
        card({
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
          route: dest.route,
        }),
      ]);
    }
    default:
      return [];
  }
}
