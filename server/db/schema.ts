// The database schema: the single source of truth for catalog and application tables.
import {
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

/** Hub assemblies with every field the specification names (section 3). */
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
    uniqueIndex('interchanges_unique_idx').on(t.competitorId, t.normalized, t.partTypeId, t.makerPartNumber),
  ],
);

/** Where a notification is shown: one platform, or every platform when null. */
export type NotificationTargetOS = 'Android' | 'iOS' | 'Web';

/**
 * Operator messages shown in the app's notification modal and list (specification sections 3 and 4).
 * `version` is an exact app version ('2.1.0') or a 'less than' bound ('<2.1.0'); null means every version.
 */
export const notifications = pgTable('notifications', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** HTML; the client sanitises it before rendering. */
  message: text('message').notNull(),
  link: jsonb('link').$type<string | string[]>().notNull().default([]),
  isSilent: boolean('is_silent').notNull().default(false),
  sticky: boolean('sticky').notNull().default(false),
  isUpdateButton: boolean('is_update_button').notNull().default(false),
  updateLink: text('update_link'),
  targetOs: text('target_os').$type<NotificationTargetOS>(),
  version: text('version'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
