// The part-type registry: per PartTypeId its name, hub components group, catalog table, detail page and
// where a number search result of the type leads. The one home for part types (decision 018): routing,
// part groups, number answers, catalog references and the client read it. It lives in this leaf folder
// because every layer reads it, the data layer included; it imports nothing.

/** Hub components groups a part type is listed under (part-groups.ts orders them). */
export type PartGroupName = 'Full Replacement Hub' | 'Service & Rebuild Kits' | 'Service Parts';

/** The catalog table a maker part number of the type lives in (the import's reference check). */
export type EntityTable =
  | 'hub'
  | 'casting:hub'
  | 'casting:rotor'
  | 'casting:drum'
  | 'drum'
  | 'rotorOrKit'
  | 'stud'
  | 'rebuildKit'
  | 'absKit'
  | 'toneRing'
  | 'seal'
  | 'sealKit'
  | 'bearing'
  | 'spindleNut';

/** The part cards' kind in the chat (the `partKind` of the part-cards data part). */
export type PartCardKind = 'rotor' | 'drum' | 'stud' | 'kit' | 'bearing' | 'seal' | 'casting' | 'part';

/** What a number search result names: the maker part it stands for and its interchange row. */
export type SearchHit = { part: string; interchangeId: number };

type Search = {
  /** The destination kind; the number answers have one renderer per kind (number-answers.ts). */
  kind: string;
  /** The plain card's title and kind when the catalog has no richer answer. */
  card?: { title: string; partKind: PartCardKind };
};

type Common = {
  id: number;
  /** The catalogue name the hub components list shows; none for the search-only ids. */
  name?: string;
  /** What "… is a rotor number" calls it, when not the name in lower case. */
  kindName?: string;
  group?: PartGroupName;
  table?: EntityTable;
  /** The kits/... API call that looks one up by number (its detail page's lookup). */
  kitCall?: string;
};

/**
 * One part type. A type a number search routes either has its own search route or opens its detail page,
 * so an entry whose search has neither fails the type check.
 */
export type PartTypeEntry = Common &
  (
    | { detail: (partNumber: string) => string; search?: Search & { route?: (hit: SearchHit) => string } }
    | { detail?: undefined; search?: Search & { route: (hit: SearchHit) => string } }
  );

const seg = (s: string) => encodeURIComponent(s);

/**
 * The tone ring whose detail page is reached by a token instead of its number ("part
 * 10083900 maps to {token}"). The specification does not print the token; this is ours.
 */
export const TONE_RING_TOKENS: Readonly<Record<string, string>> = { '10083900': 'ff-steer-100-tooth' };

const detailPage = (path: string) => (n: string) => `/hub/${path}/${seg(n)}`;
const studPage = (n: string) => `/hub/stud/summaries/${seg(n)}`;
const rebuildKitPage = detailPage('hub-rebuild-kits-detail');
const spindleNutPage = detailPage('spindle-nut-kit-detail');

/** Every part type, keyed by the name the code calls it. */
export const PART_TYPES = {
  hubCasting: {
    id: 1,
    kindName: 'hub casting',
    table: 'casting:hub',
    search: {
      kind: 'hub-casting',
      route: ({ part }) => `/hub/casting/filter/hamnt/hcnum=${seg(part)}`,
      card: { title: 'Hub casting', partKind: 'casting' },
    },
  },
  wheelStud: {
    id: 5,
    name: 'Wheel Stud',
    kindName: 'stud',
    group: 'Service Parts',
    table: 'stud',
    detail: studPage,
    search: { kind: 'stud', card: { title: 'Stud', partKind: 'stud' } },
  },
  axleStud: { id: 6, name: 'Axle Stud', group: 'Service Parts', table: 'stud', detail: studPage },
  absToneRing: {
    id: 7,
    name: 'ABS Tone Ring',
    group: 'Service Parts',
    table: 'toneRing',
    kitCall: 'absToneRingKit',
    detail: (n) => `/hub/abs-tone-ring-detail/${seg(TONE_RING_TOKENS[n] ?? n)}`,
    search: { kind: 'abs-tone-ring', card: { title: 'ABS tone ring', partKind: 'part' } },
  },
  fillPlug: {
    id: 8,
    name: 'Fill Plug',
    group: 'Service Parts',
    kitCall: 'fillPlug',
    detail: detailPage('fill-plug-detail'),
    search: { kind: 'fill-plug', card: { title: 'Fill plug', partKind: 'part' } },
  },
  drum: {
    id: 23,
    kindName: 'drum',
    table: 'drum',
    search: {
      kind: 'drum',
      route: ({ interchangeId }) => `/hub/replacement-drum/recommended-drums/${interchangeId}`,
      card: { title: 'Brake drum', partKind: 'drum' },
    },
  },
  bearing: {
    id: 101,
    name: 'Bearing Set',
    group: 'Service Parts',
    table: 'bearing',
    detail: detailPage('bearing-detail'),
    search: { kind: 'bearing', card: { title: 'Bearing set', partKind: 'bearing' } },
  },
  hubAssembly: {
    id: 115,
    name: 'Complete Hub Assembly',
    kindName: 'hub assembly',
    group: 'Full Replacement Hub',
    table: 'hub',
    detail: (n) => `/hub/details/${seg(n)}`,
    // The page depends on the hub's filters, resolved by a further call (hubFiltersRoute); until then
    // the hub number search page.
    search: { kind: 'hub-filters', route: ({ interchangeId }) => `/hub/search?chaid=${interchangeId}` },
  },
  rotorCasting: {
    id: 202,
    kindName: 'rotor casting',
    table: 'casting:rotor',
    search: {
      kind: 'rotor-casting',
      route: ({ part }) => `/hub/rotor-casting/filter/trtyp/ctnum=${seg(part)}`,
      card: { title: 'Rotor casting', partKind: 'casting' },
    },
  },
  rotor: {
    id: 203,
    name: 'Replacement Rotor Kit',
    kindName: 'rotor',
    group: 'Service & Rebuild Kits',
    table: 'rotorOrKit',
    search: {
      kind: 'rotor',
      route: ({ interchangeId }) => `/hub/replacement-rotor/recommended-rotors/${interchangeId}`,
      card: { title: 'Replacement rotor kit', partKind: 'rotor' },
    },
  },
  rebuildKitKeyway: {
    id: 217,
    name: 'PreSet Complete Hub Rebuild Kit (Keyway)',
    group: 'Service & Rebuild Kits',
    table: 'rebuildKit',
    detail: rebuildKitPage,
  },
  rebuildKitDFlat: {
    id: 218,
    name: 'PreSet Complete Hub Rebuild Kit (D Flat)',
    group: 'Service & Rebuild Kits',
    table: 'rebuildKit',
    detail: rebuildKitPage,
  },
  rebuildKit: {
    id: 219,
    name: 'PreSet / PreSet Plus Hub Rebuild Kit',
    kindName: 'PreSet / PreSet Plus hub rebuild kit',
    group: 'Service & Rebuild Kits',
    table: 'rebuildKit',
    kitCall: 'preSetPlusRebuildKit',
    detail: rebuildKitPage,
    search: {
      kind: 'rebuild-kit',
      card: { title: 'PreSet / PreSet Plus Hub Rebuild Kit', partKind: 'kit' },
    },
  },
  seal: {
    id: 220,
    name: 'Wheel Seal',
    group: 'Service Parts',
    table: 'seal',
    kitCall: 'seal',
    detail: detailPage('seals-detail'),
    search: { kind: 'seal', card: { title: 'Wheel seal', partKind: 'seal' } },
  },
  sealSpacerKit: {
    id: 221,
    name: 'Wheel Seal and Spacer Kit',
    group: 'Service & Rebuild Kits',
    table: 'sealKit',
    kitCall: 'sealSpacerKit',
    detail: detailPage('seal-spacer-kit-detail'),
    search: { kind: 'seal-spacer-kit', card: { title: 'Wheel seal and spacer kit', partKind: 'kit' } },
  },
  spindleNutKitDFlat: {
    id: 222,
    name: 'PreSet Spindle Nut Kit (D Flat)',
    group: 'Service & Rebuild Kits',
    table: 'spindleNut',
    detail: spindleNutPage,
  },
  spindleNutKitKeyway: {
    id: 223,
    name: 'PreSet Spindle Nut Kit (Keyway)',
    group: 'Service & Rebuild Kits',
    table: 'spindleNut',
    detail: spindleNutPage,
  },
  spindleNutKitPlusDFlat: {
    id: 226,
    name: 'PreSet Plus Spindle Nut Kit (D Flat)',
    group: 'Service & Rebuild Kits',
    table: 'spindleNut',
    detail: spindleNutPage,
  },
  spindleNutKit: {
    id: 227,
    name: 'PreSet Plus Spindle Nut Kit (Keyway)',
    // the number search lists every spindle nut kit under this type (D flat and keyway, PreSet and PreSet
    // Plus), so an answer naming the kind must not say which one: that difference decides the fit
    kindName: 'spindle nut kit',
    group: 'Service & Rebuild Kits',
    table: 'spindleNut',
    kitCall: 'spindleKit',
    detail: spindleNutPage,
    search: { kind: 'spindle-nut-kit', card: { title: 'PreSet Plus spindle nut kit', partKind: 'kit' } },
  },
  absServiceKit: {
    id: 241,
    name: 'ABS Ring Service Kit',
    group: 'Service Parts',
    table: 'absKit',
    kitCall: 'absKit',
    detail: detailPage('abs-service-kit-detail'),
    search: { kind: 'abs-service-kit', card: { title: 'ABS service kit', partKind: 'kit' } },
  },
  drumCasting: {
    id: 652,
    kindName: 'drum casting',
    table: 'casting:drum',
    search: {
      kind: 'drum-casting',
      route: ({ part }) => `/hub/drum-casting/filter/holes/ctnum=${seg(part)}`,
      card: { title: 'Drum casting', partKind: 'casting' },
    },
  },
  volvoExclusive: {
    id: 1112,
    table: 'hub',
    search: { kind: 'volvo-exclusive', route: () => '/hub/volvo-exclusive' },
  },
  meritorExclusive: {
    id: 1115,
    table: 'hub',
    search: { kind: 'meritor-exclusive', route: () => '/hub/meritor-exclusive' },
  },
} as const satisfies Record<string, PartTypeEntry>;

export type PartTypeKey = keyof typeof PART_TYPES;
type Entries = (typeof PART_TYPES)[PartTypeKey];
export type PartTypeId = Entries['id'];

/** The kind of page a number search result of some registered type leads to. */
export type SearchKind = Entries extends infer E
  ? E extends { search: { kind: infer K } }
    ? K
    : never
  : never;

/** The PartTypeId of each registered type, by the name the code calls it. */
export const PART_TYPE = Object.fromEntries(Object.entries(PART_TYPES).map(([key, e]) => [key, e.id])) as {
  readonly [K in PartTypeKey]: (typeof PART_TYPES)[K]['id'];
};

/** A registered entry as the lookups hand it out: its search kind is one of the registry's. */
export type RegisteredPartType = PartTypeEntry & { search?: { kind: SearchKind } };

const BY_ID: ReadonlyMap<number, RegisteredPartType> = new Map(
  Object.values(PART_TYPES).map((e): [number, RegisteredPartType] => [e.id, e]),
);

/** The registry entry of a PartTypeId; undefined for a type the registry does not know. */
export function partType(id: number): RegisteredPartType | undefined {
  return BY_ID.get(id);
}

/** Every registered type in registry order (for the derived tables: groups, hub numbers). */
export const PART_TYPE_LIST: readonly RegisteredPartType[] = [...BY_ID.values()];

/** The types whose numbers are hub numbers (hub assemblies and the exclusive makers' hubs). */
export const HUB_NUMBER_TYPES: ReadonlySet<number> = new Set(
  PART_TYPE_LIST.filter((e) => e.table === 'hub').map((e) => e.id),
);

/** The types a detail page looks up through a kits/... API call. */
export type KitPartKey = {
  [K in PartTypeKey]: (typeof PART_TYPES)[K] extends { kitCall: string } ? K : never;
}[PartTypeKey];
