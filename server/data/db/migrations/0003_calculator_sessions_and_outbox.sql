CREATE TABLE "calculator_sessions" (
	"id" bigint PRIMARY KEY NOT NULL,
	"calculator" text NOT NULL,
	"email" text DEFAULT 'guest' NOT NULL,
	"embed" boolean NOT NULL,
	"choose_calculator" integer,
	"labor_rate" numeric,
	"billable_labor_rate" numeric,
	"rebuild_hours" numeric,
	"replace_hours" numeric,
	"bearing_set_cost" numeric,
	"wheel_seal_cost" numeric,
	"hub_cost" numeric,
	"manual_spindle_nut_cost" numeric,
	"replacement_hub_cost_v" numeric,
	"spindle_nut_cost" numeric,
	"parts_margin" numeric,
	"downtime_costs" numeric,
	"labor_margin" numeric,
	"last_step" text,
	"sending_email" boolean DEFAULT false NOT NULL,
	"email_error" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"session_id" bigint,
	"client_key" text NOT NULL,
	"recipient" text NOT NULL,
	"from_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"message_id" text
);
--> statement-breakpoint
CREATE INDEX "calculator_sessions_expires_idx" ON "calculator_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "email_outbox_client_idx" ON "email_outbox" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_recipient_idx" ON "email_outbox" USING btree ("recipient","created_at");