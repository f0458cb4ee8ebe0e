CREATE TABLE "competitors" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hub_assemblies" (
	"hub_assembly_number" text PRIMARY KEY NOT NULL,
	"part_number" text NOT NULL,
	"description" text NOT NULL,
	"aftermarket_description" text NOT NULL,
	"is_aftermarket" boolean NOT NULL,
	"is_aftermarket_assembly" boolean NOT NULL,
	"part_status" text NOT NULL,
	"images" jsonb NOT NULL,
	"warranty_link" text,
	"gawr_note" jsonb,
	"material" text NOT NULL,
	"axle_position" text NOT NULL,
	"axle" text NOT NULL,
	"hub_assembly_type" text NOT NULL,
	"bearing_number_inboard" text,
	"bearing_number_outboard" text,
	"bearing_numbers_type" text,
	"bearing_cone_number_inboard" text,
	"bearing_cone_number_outboard" text,
	"hub_casting_number" text,
	"brake_type" text NOT NULL,
	"brake_rotor_type" text,
	"hub_mounting_system" text,
	"wheel_stud_standout_inch" numeric,
	"wheel_material" text,
	"axle_stud_thread" text,
	"flange_offset_inch" numeric,
	"brake_drum_pilot_diameter" numeric,
	"barrel_length" numeric,
	"abs_ring_included" boolean NOT NULL,
	"weight_pound" numeric,
	"conventional_hub_number" text,
	"hub_rating_pound" integer,
	"wheel_stud_bolt_circle_diameter_inch" numeric,
	"abs_ring_number" text,
	"wheel_stud_thread" text,
	"bearing_cones_included" boolean NOT NULL,
	"seal_included" boolean NOT NULL,
	"fill_hole" boolean NOT NULL,
	"abs_offset_inch" numeric,
	"small_backface" boolean NOT NULL,
	"brake_rotor_depth" numeric,
	"brake_rotor_offset" numeric,
	"brake_rotor_thickness" numeric
);
--> statement-breakpoint
CREATE TABLE "interchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"competitor_id" integer NOT NULL,
	"part_number" text NOT NULL,
	"normalized" text NOT NULL,
	"part_type_id" integer NOT NULL,
	"maker_part_number" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interchanges" ADD CONSTRAINT "interchanges_competitor_id_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."competitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interchanges_normalized_idx" ON "interchanges" USING btree ("normalized" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "interchanges_unique_idx" ON "interchanges" USING btree ("competitor_id","normalized","part_type_id","maker_part_number");