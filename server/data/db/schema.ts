// The database schema: the single source of truth for catalog and application tables.

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Brands whose part numbers we cross-reference. Id 1 is the product's own brand. */
export const competitors = pgTable('competitors', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export type ImageRef = { ImageGuid: string; ImageTypeId: number };
export type GawrNote = { Text: string; Links: string[]; IBLink: string | null };

/** Hub assemblies with every field of the hub assembly contract. */
export const hubAssemblies = pgTable('hub_assemblies', {
  hubAssemblyNumber: text('hub_assembly_number').primaryKey(),
  partNumber: text('part_number').notNull(),
  description: text('description').notNull(),
  aftermarketDescription: text('aftermarket_description').notNull(),
  isAftermarket: boolean('is_aftermarket').notNull(),
  isAftermarketAssembly: boolean('is_aftermarket_assembly').notNull(),
  partStatus: text('part_status').notNull(),
  images: jsonb('images').$type<ImageRef[]>().notNull(),
  warrantyLink: text('warranty_link'),
  gawrNote: jsonb('gawr_note').$type<GawrNote | null>(),
  material: text('material').notNull(),
  axlePosition: text('axle_position').notNull(),
  axle: text('axle').notNull(),
  hubAssemblyType: text('hub_assembly_type').notNull(),
  bearingNumberInboard: text('bearing_number_inboard'),
  bearingNumberOutboard: text('bearing_number_outboard'),
  bearingNumbersType: text('bearing_numbers_type'),
  bearingConeNumberInboard: text('bearing_cone_number_inboard'),
  bearingConeNumberOutboard: text('bearing_cone_number_outboard'),
  hubCastingNumber: text('hub_casting_number'),
  brakeType: text('brake_type').notNull(),
  brakeRotorType: text('brake_rotor_type'),
  hubMountingSystem: text('hub_mounting_system'),
  wheelStudStandoutInch: numeric('wheel_stud_standout_inch', { mode: 'number' }),
  wheelMaterial: text('wheel_material'),
  axleStudThread: text('axle_stud_thread'),
  flangeOffsetInch: numeric('flange_offset_inch', { mode: 'number' }),
  brakeDrumPilotDiameter: numeric('brake_drum_pilot_diameter', { mode: 'number' }),
  barrelLength: numeric('barrel_length', { mode: 'number' }),
  absRingIncluded: boolean('abs_ring_included').notNull(),
  weightPound: numeric('weight_pound', { mode: 'number' }),
  conventionalHubNumber: text('conventional_hub_number'),
  hubRatingPound: integer('hub_rating_pound'),
  wheelStudBoltCircleDiameterInch: numeric('wheel_stud_bolt_circle_diameter_inch', { mode: 'number' }),
  absRingNumber: text('abs_ring_number'),
  wheelStudThread: text('wheel_stud_thread'),
  bearingConesIncluded: boolean('bearing_cones_included').notNull(),
  sealIncluded: boolean('seal_included').notNull(),
  fillHole: boolean('fill_hole').notNull(),
  absOffsetInch: numeric('abs_offset_inch', { mode: 'number' }),
  smallBackface: boolean('small_backface').notNull(),
  brakeRotorDepth: numeric('brake_rotor_depth', { mode: 'number' }),
  brakeRotorOffset: numeric('brake_rotor_offset', { mode: 'number' }),
  brakeRotorThickness: numeric('brake_rotor_thickness', { mode: 'number' }),
});

/**
 * Every number a user may type: competitors' numbers and the maker's own (competitor 1), each pointing
 * at the maker part it interchanges with. `normalized` is upper-case without separators, for matching.
 */
export const interchanges = pgTable(
  'interchanges',
  {
    id: serial('id').primaryKey(),
    competitorId: integer('competitor_id')
      .notNull()
      .references(() => competitors.id),
    partNumber: text('part_number').notNull(),
    normalized: text('normalized').notNull(),
    partTypeId: integer('part_type_id').notNull(),
    makerPartNumber: text('maker_part_number').notNull(),
  },
  (t) => [
    index('interchanges_normalized_idx').on(t.normalized.op('text_pattern_ops')),
    // Number search reads equality, prefix and ORDER BY ... LIMIT through these in byte order ("C"),
    // the same on every server locale; the second serves maker-only and brand-restricted searches.
    index('interchanges_normalized_c_idx').on(sql`${t.normalized} collate "C"`),
    index('interchanges_competitor_normalized_c_idx').on(t.competitorId, sql`${t.normalized} collate "C"`),
    uniqueIndex('interchanges_unique_idx').on(t.competitorId, t.normalized, t.partTypeId, t.makerPartNumber),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Guided flows: filter categories, filter values and the facet links that tie parts to values.
// ---------------------------------------------------------------------------------------------------------

/** The guided flows. Each has its own categories, values and facets. */
export const FLOWS = ['hub', 'rotor', 'drum', 'casting', 'rotorcasting', 'drumcasting', 'stud'] as const;
export type Flow = (typeof FLOWS)[number];

/**
 * What a category is for. `question`: a step that offers facet values; `result`: the category whose
 * values are the parts themselves (hanum, brnum, sdnum); `attribute`: a facet set by another step or by a
 * number search, never asked on its own screen (brkty, ovldi, hcnum, ctnum); `navigation`: a wizard step
 * with no values (choose-path 15, results 40).
 */
export const CATEGORY_ROLES = ['question', 'result', 'attribute', 'navigation'] as const;
export type CategoryRole = (typeof CATEGORY_ROLES)[number];

/** Filter categories of every flow, in the order the flow asks them (`sortOrder`). */
export const filterCategories = pgTable(
  'filter_categories',
  {
    flow: text('flow').$type<Flow>().notNull(),
    id: integer('id').notNull(),
    queryParameterName: text('query_parameter_name').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
    role: text('role').$type<CategoryRole>().notNull(),
    /** Route path of the step (hub wizard: 'truck-type', ...); null for attribute categories. */
    stepPath: text('step_path'),
    /** True when the value sent in the filter state is the value's Inch, not its Id. */
    matchByInch: boolean('match_by_inch').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.flow, t.id] }),
    uniqueIndex('filter_categories_code_idx').on(t.flow, t.queryParameterName),
  ],
);

/** The values a category can take. Which of them are offered is computed from `part_facets`. */
export const filterValues = pgTable(
  'filter_values',
  {
    flow: text('flow').$type<Flow>().notNull(),
    queryParameterName: text('query_parameter_name').notNull(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
    imageGuid: text('image_guid'),
    inch: numeric('inch', { mode: 'number' }),
    inches: text('inches'),
    millimeter: numeric('millimeter', { mode: 'number' }),
    minGawrPound: integer('min_gawr_pound'),
    maxGawrPound: integer('max_gawr_pound'),
    nominalDiameter: text('nominal_diameter'),
    wheelMaterial: text('wheel_material'),
    studLengthClass: text('stud_length_class'),
    aftermarketAxle: text('aftermarket_axle'),
    aftermarketAxleId: integer('aftermarket_axle_id'),
    axleDescription: text('axle_description'),
    bearingDescriptionInboard: text('bearing_description_inboard'),
    bearingDescriptionOutboard: text('bearing_description_outboard'),
    displayRange: text('display_range'),
  },
  (t) => [primaryKey({ columns: [t.flow, t.queryParameterName, t.id] })],
);

/**
 * One row per (part, category, value): "this part has this value". A part may have several values for
 * one category (a hub fits several truck makes); a category that does not apply to a part has no row.
 * `partNumber` names a hub assembly (flows hub, casting), a brake rotor (rotor, rotorcasting), a brake
 * drum (drum, drumcasting) or a stud (stud).
 */
export const partFacets = pgTable(
  'part_facets',
  {
    flow: text('flow').$type<Flow>().notNull(),
    partNumber: text('part_number').notNull(),
    queryParameterName: text('query_parameter_name').notNull(),
    valueId: integer('value_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.flow, t.partNumber, t.queryParameterName, t.valueId] }),
    index('part_facets_value_idx').on(t.flow, t.queryParameterName, t.valueId),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Part types, aftermarket parts per hub.
// ---------------------------------------------------------------------------------------------------------

/** The part type catalogue (PartTypeId). Also covers the search-only ids 1, 23, 202, 652, 1112, 1115. */
export const partTypes = pgTable('part_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** Usages of a part type (101 Bearing Set: 0 none, 1 Inner, 2 Outer; 6 Axle Stud: 3, 4 Rotor Stud). */
export const partTypeUsages = pgTable(
  'part_type_usages',
  {
    partTypeId: integer('part_type_id').notNull(),
    usageId: integer('usage_id').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.partTypeId, t.usageId] })],
);

/** Every maker part that can be listed as a hub component (and the hubs themselves, type 115). */
export const aftermarketParts = pgTable('aftermarket_parts', {
  partNumber: text('part_number').primaryKey(),
  description: text('description').notNull(),
  typeId: integer('type_id').notNull(),
  images: jsonb('images').$type<ImageRef[]>().notNull(),
  isPublic: boolean('is_public').notNull(),
});

/** Which aftermarket parts serve which hub, with the usage on that hub and the display ranking. */
export const hubAftermarketParts = pgTable(
  'hub_aftermarket_parts',
  {
    hubAssemblyNumber: text('hub_assembly_number').notNull(),
    partNumber: text('part_number').notNull(),
    usageId: integer('usage_id').notNull(),
    ranking: integer('ranking').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.hubAssemblyNumber, t.partNumber, t.usageId] }),
    index('hub_aftermarket_parts_part_idx').on(t.partNumber),
  ],
);

/** The static list of about 30 hub ids (100822xx) with material, title and image. */
export const aftermarketHubDetails = pgTable('aftermarket_hub_details', {
  hubId: integer('hub_id').primaryKey(),
  material: text('material').notNull(),
  title: text('title').notNull(),
  imageGuid: text('image_guid').notNull(),
});

// ---------------------------------------------------------------------------------------------------------
// Castings, rotors, drums, studs.
// ---------------------------------------------------------------------------------------------------------

/** Casting numbers: hub castings (search type 1), rotor castings (202), drum castings (652). */
export const castings = pgTable('castings', {
  castingNumber: text('casting_number').primaryKey(),
  kind: text('kind').$type<'hub' | 'rotor' | 'drum'>().notNull(),
  description: text('description').notNull(),
  material: text('material').notNull(),
});

/** Brake rotors with their detail dimensions. Status 'Discontinued' rotors have no summaries. */
export const brakeRotors = pgTable('brake_rotors', {
  brakeRotorNumber: text('brake_rotor_number').primaryKey(),
  status: text('status').$type<'Active' | 'Discontinued'>().notNull(),
  brakeRotorTypeId: integer('brake_rotor_type_id').notNull(),
  brakeRotorType: text('brake_rotor_type').notNull(),
  brakeRotorComponents: text('brake_rotor_components'),
  images: jsonb('images').$type<ImageRef[]>().notNull(),
  castingNumber: text('casting_number'),
  overallLength: numeric('overall_length', { mode: 'number' }),
  brakeSurfaceOutsideDiameter: numeric('brake_surface_outside_diameter', { mode: 'number' }),
  thickness: numeric('thickness', { mode: 'number' }),
  pilotDiameter: numeric('pilot_diameter', { mode: 'number' }),
  boltCircle: numeric('bolt_circle', { mode: 'number' }),
  boltSize: text('bolt_size'),
  boltHoleNumber: integer('bolt_hole_number'),
  /** Display notes (U-section compatibility, stud-kit instructions, ...). */
  notes: jsonb('notes').$type<string[]>().notNull(),
  /** This rotor is the coated version of that rotor. */
  coatedVersionOf: text('coated_version_of'),
  /** Rotor studs to use with this rotor (kit 10086580 for 10087485/10087486). */
  studKitNumber: text('stud_kit_number'),
});

/** Replacement rotor kits (part type 203): each kit includes one rotor. */
export const brakeRotorKits = pgTable(
  'brake_rotor_kits',
  {
    brakeRotorKitNumber: text('brake_rotor_kit_number').primaryKey(),
    brakeRotorNumber: text('brake_rotor_number').notNull(),
    /** 'FF Steer', 'R Drive', 'Trailer' or null. */
    axleLabel: text('axle_label'),
    description: text('description').notNull(),
    components: text('components'),
    instructionLink: text('instruction_link'),
    notes: jsonb('notes').$type<string[]>().notNull(),
    /** The older kit this one replaces (10087663, 10087664). */
    replacesKitNumber: text('replaces_kit_number'),
  },
  (t) => [index('brake_rotor_kits_rotor_idx').on(t.brakeRotorNumber)],
);

/** Brake drums with every field of the drum contract. */
export const brakeDrums = pgTable('brake_drums', {
  brakeDrumNumber: text('brake_drum_number').primaryKey(),
  status: text('status').notNull(),
  brakeType: text('brake_type').notNull(),
  brakeDrumType: text('brake_drum_type').notNull(),
  brakeSizeDiameterInch: numeric('brake_size_diameter_inch', { mode: 'number' }).notNull(),
  brakeSizeWidthInch: numeric('brake_size_width_inch', { mode: 'number' }).notNull(),
  pilotDiameterInch: numeric('pilot_diameter_inch', { mode: 'number' }).notNull(),
  depthInch: numeric('depth_inch', { mode: 'number' }),
  drumSurfaceWidthInch: numeric('drum_surface_width_inch', { mode: 'number' }),
  thicknessInch: numeric('thickness_inch', { mode: 'number' }),
  boltCircleDiameterInch: numeric('bolt_circle_diameter_inch', { mode: 'number' }).notNull(),
  boltHoleDiameterInch: numeric('bolt_hole_diameter_inch', { mode: 'number' }),
  wheelStudHoleCount: integer('wheel_stud_hole_count').notNull(),
  isBsnCompatible: boolean('is_bsn_compatible').notNull(),
  weightPound: numeric('weight_pound', { mode: 'number' }),
  castingNumber: text('casting_number'),
  notes: jsonb('notes').$type<string[]>().notNull(),
  images: jsonb('images').$type<ImageRef[]>().notNull(),
});

/** Maker drums that interchange with a drum; exactly one per drum is the best match. */
export const brakeDrumInterchanges = pgTable(
  'brake_drum_interchanges',
  {
    brakeDrumNumber: text('brake_drum_number').notNull(),
    interchangeDrumNumber: text('interchange_drum_number').notNull(),
    isBestMatch: boolean('is_best_match').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brakeDrumNumber, t.interchangeDrumNumber] })],
);

/** Wheel, axle and rotor studs. Stud-flow facets: stldp, stdia, thrdt, dimA..dimD. */
export const studs = pgTable('studs', {
  studNumber: text('stud_number').primaryKey(),
  /** 5 Wheel Stud, 6 Axle Stud (usage 3 Axle Stud, 4 Rotor Stud). */
  typeId: integer('type_id').notNull(),
  chartDescription: text('chart_description').notNull(),
  styleDescription: text('style_description').notNull(),
  diameter: text('diameter').notNull(),
  threadOrientation: text('thread_orientation').notNull(),
  dimensionA: numeric('dimension_a', { mode: 'number' }).notNull(),
  dimensionB: numeric('dimension_b', { mode: 'number' }).notNull(),
  dimensionC: numeric('dimension_c', { mode: 'number' }).notNull(),
  dimensionD: numeric('dimension_d', { mode: 'number' }).notNull(),
  baseStylesId: integer('base_styles_id').notNull(),
  images: jsonb('images').$type<ImageRef[]>().notNull(),
});

// ---------------------------------------------------------------------------------------------------------
// Kits and components.
// ---------------------------------------------------------------------------------------------------------

/** PreSet / PreSet Plus hub rebuild kits (types 217, 218, 219). */
export const rebuildKits = pgTable('rebuild_kits', {
  partNumber: text('part_number').primaryKey(),
  typeId: integer('type_id').notNull(),
  type: text('type').notNull(),
  axle: text('axle').notNull(),
  axlePosition: text('axle_position').notNull(),
  description: text('description').notNull(),
  imageGuid: text('image_guid'),
});

/** Kit detail rows (PreSetPreSetPlusHubRebuildKitNumber -> bearing sets and seal & spacer kit). */
export const rebuildKitDetails = pgTable(
  'rebuild_kit_details',
  {
    kitNumber: text('kit_number').notNull(),
    line: integer('line').notNull(),
    bearingSetNumberInboard: text('bearing_set_number_inboard'),
    bearingSetNumberOutboard: text('bearing_set_number_outboard'),
    sealAndSpacerKitNumber: text('seal_and_spacer_kit_number'),
  },
  (t) => [primaryKey({ columns: [t.kitNumber, t.line] })],
);

/** ABS service kits (type 241). */
export const absServiceKits = pgTable('abs_service_kits', {
  absServiceKitNumber: text('abs_service_kit_number').primaryKey(),
  absToneRingNumber: text('abs_tone_ring_number'),
  absType: text('abs_type').notNull(),
  productType: text('product_type').notNull(),
  screwNumber: text('screw_number'),
  whatKitContains: text('what_kit_contains').notNull(),
});

/** ABS tone ring kits (type 7). */
export const absToneRingKits = pgTable('abs_tone_ring_kits', {
  absToneRingKitNumber: text('abs_tone_ring_kit_number').primaryKey(),
  absType: text('abs_type').notNull(),
  innerDiameterInch: numeric('inner_diameter_inch', { mode: 'number' }).notNull(),
  outerDiameterInch: numeric('outer_diameter_inch', { mode: 'number' }).notNull(),
  thicknessInch: numeric('thickness_inch', { mode: 'number' }).notNull(),
});

/** Wheel seals (type 220). */
export const seals = pgTable('seals', {
  partNumber: text('part_number').primaryKey(),
  description: text('description').notNull(),
  innerDiameterInches: numeric('inner_diameter_inches', { mode: 'number' }).notNull(),
  outerDiameterInches: numeric('outer_diameter_inches', { mode: 'number' }).notNull(),
  width: numeric('width', { mode: 'number' }).notNull(),
  kitType: text('kit_type').notNull(),
  /** The seal & spacer kit this seal comes in, if any. */
  sealAndSpacerKit: text('seal_and_spacer_kit'),
});

/** Wheel seal and spacer kits (type 221). */
export const sealSpacerKits = pgTable('seal_spacer_kits', {
  partNumber: text('part_number').primaryKey(),
  description: text('description').notNull(),
  sealNumber: text('seal_number').notNull(),
  spacerNumber: text('spacer_number').notNull(),
  axle: text('axle').notNull(),
});

/** PreSet (222, 223) and PreSet Plus (226, 227) spindle nut kits. */
export const spindleNutKits = pgTable('spindle_nut_kits', {
  partNumber: text('part_number').primaryKey(),
  typeId: integer('type_id').notNull(),
  description: text('description').notNull(),
  sixPointSocketSize: numeric('six_point_socket_size', { mode: 'number' }),
  torqueSpec: text('torque_spec').notNull(),
  note: text('note'),
});

/** Bearing sets (type 101), cone and cup numbers. */
export const bearings = pgTable('bearings', {
  partNumber: text('part_number').primaryKey(),
  description: text('description').notNull(),
  coneNumber: text('cone_number').notNull(),
  cupNumber: text('cup_number').notNull(),
  /** Display notes; may contain 'SET :' and 'CUP :' markers. */
  notes: text('notes'),
});

/** Bearing filter details: one bearing as used on one axle (filterId = axle id). */
export const bearingFilterDetails = pgTable(
  'bearing_filter_details',
  {
    partNumber: text('part_number').notNull(),
    filterId: integer('filter_id').notNull(),
    bearingType: text('bearing_type').notNull(),
    axle: text('axle').notNull(),
    axlePosition: text('axle_position').notNull(),
    type: text('type').notNull(),
    referenceSetNo: text('reference_set_no').notNull(),
    boreDiameterInch: numeric('bore_diameter_inch', { mode: 'number' }),
    outerDiameterInch: numeric('outer_diameter_inch', { mode: 'number' }),
    width: numeric('width', { mode: 'number' }),
    imageGuid: text('image_guid'),
    preSetPreSetPlusRebuildKitNumber: text('preset_preset_plus_rebuild_kit_number'),
  },
  (t) => [primaryKey({ columns: [t.partNumber, t.filterId] })],
);

// ---------------------------------------------------------------------------------------------------------
// Notifications and catalog bookkeeping.
// ---------------------------------------------------------------------------------------------------------

/** Where a notification is shown: one platform, or every platform when null. */
export type NotificationTargetOS = 'Android' | 'iOS' | 'Web';

/**
 * Operator messages for the app's notification modal and list (targeted by device and version, shown once or sticky); managed
 * with `npm run notifications` or the admin API, not by catalog imports. TargetOS null = every platform;
 * version '2.1.0' (exactly) or '<2.1.0' (less than), null = every version.
 */
export const notifications = pgTable('notifications', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  /** HTML; the client sanitises it before rendering. */
  message: text('message').notNull(),
  link: jsonb('link').$type<string | string[] | null>(),
  isSilent: boolean('is_silent').notNull().default(false),
  sticky: boolean('sticky').notNull().default(false),
  isUpdateButton: boolean('is_update_button').notNull().default(false),
  updateLink: text('update_link'),
  targetOs: text('target_os').$type<NotificationTargetOS | null>(),
  version: text('version'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row per successful import: what is loaded now (the newest row) and its content hash. */
export const catalogImports = pgTable('catalog_imports', {
  id: serial('id').primaryKey(),
  contentHash: text('content_hash').notNull(),
  source: text('source').notNull(),
  rowCounts: jsonb('row_counts').$type<Record<string, number>>().notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

const money = (name: string) => numeric(name, { mode: 'number' });
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Calculator sessions: guest sessions of the cost calculators, shared by every app
 * server. Ids are random (not a sequence), so a session cannot be found by counting. A session expires
 * `expires_at`; each update moves that forward.
 */
export const calculatorSessions = pgTable(
  'calculator_sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    /** Route prefix: 'embed' on embed paths, else 'replace'. */
    calculator: text('calculator').notNull(),
    email: text('email').notNull().default('guest'),
    embed: boolean('embed').notNull(),
    /** 0 = Replace vs Rebuild, 1 = PreSet vs Conventional; null until chosen. */
    chooseCalculator: integer('choose_calculator'),
    laborRate: money('labor_rate'),
    billableLaborRate: money('billable_labor_rate'),
    rebuildHours: money('rebuild_hours'),
    replaceHours: money('replace_hours'),
    bearingSetCost: money('bearing_set_cost'),
    wheelSealCost: money('wheel_seal_cost'),
    hubCost: money('hub_cost'),
    manualSpindleNutCost: money('manual_spindle_nut_cost'),
    replacementHubCostV: money('replacement_hub_cost_v'),
    spindleNutCost: money('spindle_nut_cost'),
    partsMargin: money('parts_margin'),
    downtimeCosts: money('downtime_costs'),
    /** Computed by the server (PreSet side labor margin) whenever the inputs are complete. */
    laborMargin: money('labor_margin'),
    lastStep: text('last_step'),
    sendingEmail: boolean('sending_email').notNull().default(false),
    emailError: boolean('email_error').notNull().default(false),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('calculator_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Every calculator email, whatever became of it: 'sending' while in flight, then 'sent', 'failed', or
 * 'stored' (no SMTP configured). Rows also count sends for the abuse limits, across app servers.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
    sessionId: bigint('session_id', { mode: 'number' }),
    /** Hash of API key and client address: tells clients apart without storing addresses. */
    clientKey: text('client_key').notNull(),
    /** Lower-cased recipient address. */
    recipient: text('recipient').notNull(),
    fromAddress: text('from_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** resending: the one retry of a send a crash interrupted (server/email/outbox-recovery.ts). */
    status: text('status').$type<'sending' | 'resending' | 'sent' | 'failed' | 'stored'>().notNull(),
    error: text('error'),
    messageId: text('message_id'),
  },
  (t) => [
    index('email_outbox_client_idx').on(t.clientKey, t.createdAt),
    index('email_outbox_recipient_idx').on(t.recipient, t.createdAt),
  ],
);

/**
 * Anonymous usage events (page views and searches). No client identity and no personal data is stored:
 * the route strips query strings, masks e-mail addresses and caps every text.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').$type<'page_view' | 'search' | 'no_result' | 'search_failure'>().notNull(),
    path: text('path'),
    term: text('term'),
    /** The search term normalised like part numbers, so report counts group '10-031' with '10031'. */
    normalizedTerm: text('normalized_term'),
    selectedItem: text('selected_item'),
    found: boolean('found'),
    source: text('source'),
    url: text('url'),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_type_term_idx').on(t.type, t.normalizedTerm)],
);

/**
 * Fixed-window request counters shared by every app server. `key` is a hash of the limit's scope and the
 * client's address, never the address itself; rows older than the window are deleted as new ones arrive.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_windows_start_idx').on(t.windowStart),
  ],
);
