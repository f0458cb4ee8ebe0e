CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"path" text,
	"term" text,
	"normalized_term" text,
	"selected_item" text,
	"found" boolean,
	"source" text,
	"url" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_silent" boolean DEFAULT false NOT NULL,
	"sticky" boolean DEFAULT false NOT NULL,
	"is_update_button" boolean DEFAULT false NOT NULL,
	"update_link" text,
	"target_os" text,
	"version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_windows" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "rate_limit_windows_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "analytics_events_type_term_idx" ON "analytics_events" USING btree ("type","normalized_term");--> statement-breakpoint
CREATE INDEX "rate_limit_windows_start_idx" ON "rate_limit_windows" USING btree ("window_start");