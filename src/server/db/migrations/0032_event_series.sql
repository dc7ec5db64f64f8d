CREATE TABLE "event_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text DEFAULT 'social' NOT NULL,
	"first_date" date NOT NULL,
	"weekdays" integer[] NOT NULL,
	"interval_weeks" integer DEFAULT 1 NOT NULL,
	"until_date" date,
	"session_count" integer,
	"start_time" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"skipped_dates" text[] DEFAULT '{}'::text[] NOT NULL,
	"series_fee_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_series_interval_check" CHECK ("event_series"."interval_weeks" between 1 and 12),
	CONSTRAINT "event_series_end_check" CHECK (("event_series"."until_date" is null) <> ("event_series"."session_count" is null)),
	CONSTRAINT "event_series_fee_check" CHECK ("event_series"."series_fee_cents" is null or "event_series"."series_fee_cents" >= 0),
	CONSTRAINT "event_series_duration_check" CHECK ("event_series"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "series_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"series_id" uuid NOT NULL,
	"email_key" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "series_signup_id" uuid;--> statement-breakpoint
ALTER TABLE "social_events" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "social_events" ADD COLUMN "series_date" date;--> statement-breakpoint
ALTER TABLE "series_signups" ADD CONSTRAINT "series_signups_series_id_event_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "event_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "series_signups_active_idx" ON "series_signups" USING btree ("series_id","email_key") WHERE "series_signups"."status" = 'active';--> statement-breakpoint
CREATE INDEX "series_signups_user_idx" ON "series_signups" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_series_signup_id_series_signups_id_fk" FOREIGN KEY ("series_signup_id") REFERENCES "series_signups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_events" ADD CONSTRAINT "social_events_series_id_event_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "event_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_events_series_date_idx" ON "social_events" USING btree ("series_id","series_date");