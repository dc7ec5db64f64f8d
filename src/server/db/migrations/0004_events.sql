CREATE TABLE "event_players" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email_key" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"ntrp" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_ref" uuid NOT NULL,
	"social_event_id" uuid,
	"division_id" uuid,
	"player_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"ntrp" text DEFAULT '' NOT NULL,
	"partner_name" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"user_id" text,
	"status" text NOT NULL,
	"waitlist_position" integer,
	"seq" bigserial NOT NULL,
	"is_walk_in" boolean DEFAULT false NOT NULL,
	"checked_in_at" timestamp with time zone,
	"promoted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_ref_check" CHECK (("registrations"."social_event_id" is not null and "registrations"."division_id" is null and "registrations"."event_ref" = "registrations"."social_event_id")
        or ("registrations"."division_id" is not null and "registrations"."social_event_id" is null and "registrations"."event_ref" = "registrations"."division_id")),
	CONSTRAINT "registrations_waitlist_check" CHECK (("registrations"."status" = 'waitlisted') = ("registrations"."waitlist_position" is not null))
);
--> statement-breakpoint
CREATE TABLE "social_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"court_id" uuid,
	"place_text" text DEFAULT '' NOT NULL,
	"capacity" integer NOT NULL,
	"waitlist_limit" integer,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"signup_deadline" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"image_url" text,
	"published_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "social_events_capacity_check" CHECK ("social_events"."capacity" >= 0),
	CONSTRAINT "social_events_fee_check" CHECK ("social_events"."fee_cents" >= 0),
	CONSTRAINT "social_events_times_check" CHECK ("social_events"."ends_at" >= "social_events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "tournament_divisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"name" text NOT NULL,
	"capacity" integer NOT NULL,
	"waitlist_limit" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournament_divisions_capacity_check" CHECK ("tournament_divisions"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"court_id" uuid,
	"place_text" text DEFAULT '' NOT NULL,
	"format" text DEFAULT '' NOT NULL,
	"entry_deadline" timestamp with time zone,
	"entry_fee_cents" integer DEFAULT 0 NOT NULL,
	"draws_markdown" text DEFAULT '' NOT NULL,
	"draws_file_url" text,
	"results_markdown" text DEFAULT '' NOT NULL,
	"results_file_url" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_fee_check" CHECK ("tournaments"."entry_fee_cents" >= 0),
	CONSTRAINT "tournaments_dates_check" CHECK ("tournaments"."end_date" >= "tournaments"."start_date")
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_social_event_id_social_events_id_fk" FOREIGN KEY ("social_event_id") REFERENCES "social_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_division_id_tournament_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "tournament_divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_player_id_event_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "event_players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_events" ADD CONSTRAINT "social_events_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "courts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_divisions" ADD CONSTRAINT "tournament_divisions_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "courts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_players_email_key_idx" ON "event_players" USING btree ("email_key");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_active_email_idx" ON "registrations" USING btree ("event_ref","email_key") WHERE "registrations"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "registrations_event_idx" ON "registrations" USING btree ("event_ref","status","seq");--> statement-breakpoint
CREATE INDEX "registrations_player_idx" ON "registrations" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_events_slug_idx" ON "social_events" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "social_events_starts_idx" ON "social_events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "tournament_divisions_tournament_idx" ON "tournament_divisions" USING btree ("tournament_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_slug_idx" ON "tournaments" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "tournaments_start_idx" ON "tournaments" USING btree ("status","start_date");