// The database schema: the single source of truth for catalog and application tables.

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
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
    // Number search reads equality, prefix and ORDER BY ... LIMIT through these in byte order ("C"),
    // the same on every server locale; the second serves maker-only and brand-restricted searches.
    index('interchanges_normalized_c_idx').on(sql`${t.normalized} collate "C"`),
    index('interchanges_competitor_normalized_c_idx').on(t.competitorId, sql`${t.normalized} collate "C"`),
    uniqueIndex('interchanges_unique_idx').on(t.competitorId, t.normalized, t.partTypeId, t.makerPartNumber),
  ],
);
