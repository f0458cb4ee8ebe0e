// A hub number asked with the word of another part kind ('what rotor fits 10082200', 'studs for 10082200'):
// the parts of that kind the catalog lists with the hub (its components, as its components page shows
// them); when it lists none, the hub with a sentence saying what was asked and the link to its parts; a
// kind the catalog relates to no hub (drums: found by their own number or measurements) is said so.
import type { BoundTools } from '../../index.ts';
import { PART_TYPE, PART_TYPE_LIST } from '../../part-number/part-types.ts';
import { hubOnItsOwnResults } from '../shared/hub-card.ts';
import { markdownText } from '../shared/markdown.ts';
import type { EngineMessage } from '../shared/messages.ts';
import { partGroupsData } from '../shared/part-groups.ts';

export type AskedKind = {
  /** How the answer names one ('rotor') and several ('rotors'). */
  one: string;
  many: string;
  word: RegExp;
  /** The part types of the hub's components that are of this kind; null: the catalog relates none to a hub. */
  typeIds: readonly number[] | null;
  /** The part types a number of this kind is ('bearing set 406' names a bearing's number). */
  own: readonly number[];
  /** Only these usages of `typeIds` ('rotor stud': the axle stud type used on a rotor). */
  usageIds?: readonly number[];
};

/** Every kit among a hub's components (rebuild, seal and spacer, spindle nut, ABS, rotor kits). */
const KIT_TYPES = PART_TYPE_LIST.filter((t) => t.group && /\bKit\b/.test(t.name ?? '')).map((t) => t.id);

export const ASKED_KINDS: readonly AskedKind[] = [
  {
    one: 'rotor',
    many: 'rotors',
    word: /^rotors?$/,
    typeIds: [PART_TYPE.rotor],
    own: [PART_TYPE.rotor, PART_TYPE.rotorCasting],
  },
  {
    one: 'drum',
    many: 'drums',
    word: /^drums?$/,
    typeIds: null,
    own: [PART_TYPE.drum, PART_TYPE.drumCasting],
  },
  {
    one: 'stud',
    many: 'studs',
    word: /^studs?$/,
    typeIds: [PART_TYPE.wheelStud, PART_TYPE.axleStud],
    own: [PART_TYPE.wheelStud, PART_TYPE.axleStud],
  },
  { one: 'kit', many: 'kits', word: /^kits?$/, typeIds: KIT_TYPES, own: KIT_TYPES },
  {
    one: 'seal',
    many: 'seals',
    word: /^seals?$/,
    typeIds: [PART_TYPE.seal, PART_TYPE.sealSpacerKit],
    own: [PART_TYPE.seal, PART_TYPE.sealSpacerKit],
  },
  {
    one: 'bearing',
    many: 'bearings',
    word: /^bearings?$/,
    typeIds: [PART_TYPE.bearing],
    own: [PART_TYPE.bearing],
  },
];

const HUB_TYPES: readonly number[] = [PART_TYPE.hubAssembly, PART_TYPE.hubCasting];

/**
 * The part kind the words of a number's text name, for offers of numbers near it that keep to it: `own`,
 * the types a number of the kind is; `nearToo`, types also offered when one character off (a hub's number
 * mistyped in 'seal for 10082201': its seals are asked of that hub), never as the start of a longer number.
 */
export type NamedKind = { own: readonly number[]; nearToo: readonly number[] };

/** The kind the words of `text` name ('bearing set 406': a bearing; 'drum hub 406': a hub); null for none. */
export function namedKind(text: string): NamedKind | null {
  const kind = askedKind(text);
  if (kind) return { own: kind.own, nearToo: kind.typeIds ? HUB_TYPES : [] };
  const hub = text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((w) => HUB_WORD.test(w));
  return hub ? { own: HUB_TYPES, nearToo: [] } : null;
}

const HUB_WORD = /^hubs?$/;

/** The usage of the axle stud type that a rotor's studs are (as part-groups.ts names it). */
const ROTOR_STUD_USAGE = 4;
const AXLE_STUD_USAGE = 3;

/** A stud named by what it holds ('rotor stud'): that stud type, and of it that usage alone when given. */
const studKind = (what: string, type: number, usage?: number): AskedKind => ({
  one: `${what} stud`,
  many: `${what} studs`,
  word: /^studs?$/,
  typeIds: [type],
  own: [type],
  ...(usage === undefined ? {} : { usageIds: [usage] }),
});

/** A stud named by what it holds ('wheel stud', 'axle stud', 'rotor stud'): only those are asked. */
const STUDS_BY_WORD: Record<string, AskedKind> = {
  wheel: studKind('wheel', PART_TYPE.wheelStud),
  axle: studKind('axle', PART_TYPE.axleStud, AXLE_STUD_USAGE),
  rotor: studKind('rotor', PART_TYPE.axleStud, ROTOR_STUD_USAGE),
};

/**
 * The part kind the words of `text` ask for beside a hub number: the last kind word ('rotor studs' asks for
 * studs), except one right before 'hub', which says what the hub is for ('drum hub 10082200'). Null for none.
 */
export function askedKind(text: string): AskedKind | null {
  const words = text.toLowerCase().split(/[^a-z0-9]+/);
  let asked: AskedKind | null = null;
  words.forEach((w, i) => {
    if (HUB_WORD.test(words[i + 1] ?? '')) return;
    const kind = ASKED_KINDS.find((k) => k.word.test(w));
    if (!kind) return;
    // 'rotor stud', 'axle stud', 'wheel stud': which studs ('rotor studs' asks for studs, not a rotor)
    asked = (kind.one === 'stud' ? STUDS_BY_WORD[words[i - 1] ?? ''] : undefined) ?? kind;
  });
  return asked;
}

/** The answer for maker hub `hub` and the kind asked; null when the catalog has no details of the hub. */
export async function hubKindAnswer(
  hub: string,
  kind: AskedKind,
  tools: BoundTools,
): Promise<EngineMessage[] | null> {
  const [details] = (await tools.hubAssemblyDetails({ numbers: [hub] })).Results;
  if (!details) return null;
  // shown beside what was asked, the hub is not what is recommended: no 'Success!' over it
  const own = hubOnItsOwnResults(details);
  const card: EngineMessage = {
    kind: 'hub-results',
    data: own.success === false ? own : { ...own, title: `Hub ${hub}`, success: false },
  };
  const components = `/parts/search/${encodeURIComponent(hub)}`;
  const allParts = { label: `All parts of hub ${hub}`, to: components };
  const typeIds = kind.typeIds;
  if (!typeIds) {
    const outcome: EngineMessage = {
      kind: 'outcome',
      data: {
        kind: 'info',
        title: `${capital(kind.many)} are not listed by hub`,
        paragraphs: [
          `The catalog does not say which ${kind.many} go with hub ${hub}: a ${kind.one} is found by its own number or by its measurements.`,
        ],
        links: [{ label: `Find a ${kind.one}`, to: `/hub/replacement-${kind.one}` }, allParts],
        route: `/hub/replacement-${kind.one}`,
      },
    };
    return [outcome, card];
  }
  const parts = (await tools.aftermarketParts({ hanum: [hub] })).Results[0];
  const usages = kind.usageIds;
  const wanted =
    parts?.AftermarketParts.filter(
      (p) => typeIds.includes(p.TypeId) && (!usages || usages.includes(p.UsageId)),
    ) ?? [];
  if (parts && wanted.length) {
    const said = `The ${wanted.length > 1 ? kind.many : kind.one} listed with hub **${markdownText(hub)}**:`;
    return [
      { kind: 'text', markdown: said },
      { kind: 'part-groups', data: partGroupsData({ ...parts, AftermarketParts: wanted }) },
    ];
  }
  const outcome: EngineMessage = {
    kind: 'outcome',
    data: {
      kind: 'info',
      title: `No ${kind.one} is listed with hub ${hub}`,
      paragraphs: [`You asked for the ${kind.many} of hub ${hub}: the catalog lists none among its parts.`],
      links: [allParts],
      route: components,
    },
  };
  return [outcome, card];
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
