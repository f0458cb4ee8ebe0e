// The database schema: the single source of truth for catalog and application tables.
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
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

const money = (name: string) => numeric(name, { mode: 'number' });
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Calculator sessions (spec section 3): guest sessions of the cost calculators, shared by every app
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
    status: text('status').$type<'sending' | 'sent' | 'failed' | 'stored'>().notNull(),
    error: text('error'),
    messageId: text('message_id'),
  },
  (t) => [
    index('email_outbox_client_idx').on(t.clientKey, t.createdAt),
    index('email_outbox_recipient_idx').on(t.recipient, t.createdAt),
  ],
);
