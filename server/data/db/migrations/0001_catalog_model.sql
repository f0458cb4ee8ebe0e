CREATE TABLE "abs_service_kits" (
	"abs_service_kit_number" text PRIMARY KEY NOT NULL,
	"abs_tone_ring_number" text,
	"abs_type" text NOT NULL,
	"product_type" text NOT NULL,
	"screw_number" text,
	"what_kit_contains" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abs_tone_ring_kits" (
	"abs_tone_ring_kit_number" text PRIMARY KEY NOT NULL,
	"abs_type" text NOT NULL,
	"inner_diameter_inch" numeric NOT NULL,
	"outer_diameter_inch" numeric NOT NULL,
	"thickness_inch" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aftermarket_hub_details" (
	"hub_id" integer PRIMARY KEY NOT NULL,
	"material" text NOT NULL,
	"title" text NOT NULL,
	"image_guid" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aftermarket_parts" (
	"part_number" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"type_id" integer NOT NULL,
	"images" jsonb NOT NULL,
	"is_public" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bearing_filter_details" (
	"part_number" text NOT NULL,
	"filter_id" integer NOT NULL,
	"bearing_type" text NOT NULL,
	"axle" text NOT NULL,
	"axle_position" text NOT NULL,
	"type" text NOT NULL,
	"reference_set_no" text NOT NULL,
	"bore_diameter_inch" numeric,
	"outer_diameter_inch" numeric,
	"width" numeric,
	"image_guid" text,
	"preset_preset_plus_rebuild_kit_number" text,
	CONSTRAINT "bearing_filter_details_part_number_filter_id_pk" PRIMARY KEY("part_number","filter_id")
);
--> statement-breakpoint
CREATE TABLE "bearings" (
	"part_number" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"cone_number" text NOT NULL,
	"cup_number" text NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "brake_drum_interchanges" (
	"brake_drum_number" text NOT NULL,
	"interchange_drum_number" text NOT NULL,
	"is_best_match" boolean NOT NULL,
	CONSTRAINT "brake_drum_interchanges_brake_drum_number_interchange_drum_number_pk" PRIMARY KEY("brake_drum_number","interchange_drum_number")
);
--> statement-breakpoint
CREATE TABLE "brake_drums" (
	"brake_drum_number" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"brake_type" text NOT NULL,
	"brake_drum_type" text NOT NULL,
	"brake_size_diameter_inch" numeric NOT NULL,
	"brake_size_width_inch" numeric NOT NULL,
	"pilot_diameter_inch" numeric NOT NULL,
	"depth_inch" numeric,
	"drum_surface_width_inch" numeric,
	"thickness_inch" numeric,
	"bolt_circle_diameter_inch" numeric NOT NULL,
	"bolt_hole_diameter_inch" numeric,
	"wheel_stud_hole_count" integer NOT NULL,
	"is_bsn_compatible" boolean NOT NULL,
	"weight_pound" numeric,
	"casting_number" text,
	"notes" jsonb NOT NULL,
	"images" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brake_rotor_kits" (
	"brake_rotor_kit_number" text PRIMARY KEY NOT NULL,
	"brake_rotor_number" text NOT NULL,
	"axle_label" text,
	"description" text NOT NULL,
	"components" text,
	"instruction_link" text,
	"notes" jsonb NOT NULL,
	"replaces_kit_number" text
);
--> statement-breakpoint
CREATE TABLE "brake_rotors" (
	"brake_rotor_number" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"brake_rotor_type_id" integer NOT NULL,
	"brake_rotor_type" text NOT NULL,
	"brake_rotor_components" text,
	"images" jsonb NOT NULL,
	"casting_number" text,
	"overall_length" numeric,
	"brake_surface_outside_diameter" numeric,
	"thickness" numeric,
	"pilot_diameter" numeric,
	"bolt_circle" numeric,
	"bolt_size" text,
	"bolt_hole_number" integer,
	"notes" jsonb NOT NULL,
	"coated_version_of" text,
	"stud_kit_number" text
);
--> statement-breakpoint
CREATE TABLE "castings" (
	"casting_number" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"material" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"source" text NOT NULL,
	"row_counts" jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filter_categories" (
	"flow" text NOT NULL,
	"id" integer NOT NULL,
	"query_parameter_name" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"role" text NOT NULL,
	"step_path" text,
	"match_by_inch" boolean NOT NULL,
	CONSTRAINT "filter_categories_flow_id_pk" PRIMARY KEY("flow","id")
);
--> statement-breakpoint
CREATE TABLE "filter_values" (
	"flow" text NOT NULL,
	"query_parameter_name" text NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"image_guid" text,
	"inch" numeric,
	"inches" text,
	"millimeter" numeric,
	"min_gawr_pound" integer,
	"max_gawr_pound" integer,
	"nominal_diameter" text,
	"wheel_material" text,
	"stud_length_class" text,
	"aftermarket_axle" text,
	"aftermarket_axle_id" integer,
	"axle_description" text,
	"bearing_description_inboard" text,
	"bearing_description_outboard" text,
	"display_range" text,
	CONSTRAINT "filter_values_flow_query_parameter_name_id_pk" PRIMARY KEY("flow","query_parameter_name","id")
);
--> statement-breakpoint
CREATE TABLE "hub_aftermarket_parts" (
	"hub_assembly_number" text NOT NULL,
	"part_number" text NOT NULL,
	"usage_id" integer NOT NULL,
	"ranking" integer NOT NULL,
	CONSTRAINT "hub_aftermarket_parts_hub_assembly_number_part_number_usage_id_pk" PRIMARY KEY("hub_assembly_number","part_number","usage_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link" jsonb,
	"is_silent" boolean NOT NULL,
	"sticky" boolean NOT NULL,
	"is_update_button" boolean NOT NULL,
	"update_link" text,
	"target_os" text,
	"version" text
);
--> statement-breakpoint
CREATE TABLE "part_facets" (
	"flow" text NOT NULL,
	"part_number" text NOT NULL,
	"query_parameter_name" text NOT NULL,
	"value_id" integer NOT NULL,
	CONSTRAINT "part_facets_flow_part_number_query_parameter_name_value_id_pk" PRIMARY KEY("flow","part_number","query_parameter_name","value_id")
);
--> statement-breakpoint
CREATE TABLE "part_type_usages" (
	"part_type_id" integer NOT NULL,
	"usage_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "part_type_usages_part_type_id_usage_id_pk" PRIMARY KEY("part_type_id","usage_id")
);
--> statement-breakpoint
CREATE TABLE "part_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebuild_kit_details" (
	"kit_number" text NOT NULL,
	"line" integer NOT NULL,
	"bearing_set_number_inboard" text,
	"bearing_set_number_outboard" text,
	"seal_and_spacer_kit_number" text,
	CONSTRAINT "rebuild_kit_details_kit_number_line_pk" PRIMARY KEY("kit_number","line")
);
--> statement-breakpoint
CREATE TABLE "rebuild_kits" (
	"part_number" text PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"type" text NOT NULL,
	"axle" text NOT NULL,
	"axle_position" text NOT NULL,
	"description" text NOT NULL,
	"image_guid" text
);
--> statement-breakpoint
CREATE TABLE "seal_spacer_kits" (
	"part_number" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"seal_number" text NOT NULL,
	"spacer_number" text NOT NULL,
	"axle" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seals" (
	"part_number" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"inner_diameter_inches" numeric NOT NULL,
	"outer_diameter_inches" numeric NOT NULL,
	"width" numeric NOT NULL,
	"kit_type" text NOT NULL,
	"seal_and_spacer_kit" text
);
--> statement-breakpoint
CREATE TABLE "spindle_nut_kits" (
	"part_number" text PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"description" text NOT NULL,
	"six_point_socket_size" numeric,
	"torque_spec" text NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "studs" (
	"stud_number" text PRIMARY KEY NOT NULL,
	"type_id" integer NOT NULL,
	"chart_description" text NOT NULL,
	"style_description" text NOT NULL,
	"diameter" text NOT NULL,
	"thread_orientation" text NOT NULL,
	"dimension_a" numeric NOT NULL,
	"dimension_b" numeric NOT NULL,
	"dimension_c" numeric NOT NULL,
	"dimension_d" numeric NOT NULL,
	"base_styles_id" integer NOT NULL,
	"images" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "brake_rotor_kits_rotor_idx" ON "brake_rotor_kits" USING btree ("brake_rotor_number");--> statement-breakpoint
CREATE UNIQUE INDEX "filter_categories_code_idx" ON "filter_categories" USING btree ("flow","query_parameter_name");--> statement-breakpoint
CREATE INDEX "hub_aftermarket_parts_part_idx" ON "hub_aftermarket_parts" USING btree ("part_number");--> statement-breakpoint
CREATE INDEX "part_facets_value_idx" ON "part_facets" USING btree ("flow","query_parameter_name","value_id");