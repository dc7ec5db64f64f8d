CREATE TABLE "draw_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draw_id" uuid NOT NULL,
	"registration_id" uuid,
	"name" text NOT NULL,
	"user_id" text,
	"email" text DEFAULT '' NOT NULL,
	"rating" text DEFAULT '' NOT NULL,
	"seed" integer,
	"group_label" text,
	"is_lucky_loser" boolean DEFAULT false NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draw_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draw_id" uuid NOT NULL,
	"structure" text NOT NULL,
	"group_label" text DEFAULT '' NOT NULL,
	"round" integer NOT NULL,
	"position" integer NOT NULL,
	"side1_entry_id" uuid,
	"side2_entry_id" uuid,
	"side1_empty" boolean DEFAULT false NOT NULL,
	"side2_empty" boolean DEFAULT false NOT NULL,
	"state" text NOT NULL,
	"result" jsonb,
	"entered_by" text,
	"entered_side" integer,
	"entered_at" timestamp with time zone,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone,
	"court_id" uuid,
	"court_text" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draw_matches_entered_side_check" CHECK ("draw_matches"."entered_side" is null or "draw_matches"."entered_side" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "tournament_draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"division_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"format_code" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draw_entries" ADD CONSTRAINT "draw_entries_draw_id_tournament_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "tournament_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_entries" ADD CONSTRAINT "draw_entries_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_matches" ADD CONSTRAINT "draw_matches_draw_id_tournament_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "tournament_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_matches" ADD CONSTRAINT "draw_matches_side1_entry_id_draw_entries_id_fk" FOREIGN KEY ("side1_entry_id") REFERENCES "draw_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_matches" ADD CONSTRAINT "draw_matches_side2_entry_id_draw_entries_id_fk" FOREIGN KEY ("side2_entry_id") REFERENCES "draw_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_matches" ADD CONSTRAINT "draw_matches_entered_by_user_id_fk" FOREIGN KEY ("entered_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_matches" ADD CONSTRAINT "draw_matches_confirmed_by_user_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_matches" ADD CONSTRAINT "draw_matches_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "courts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draws" ADD CONSTRAINT "tournament_draws_division_id_tournament_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "tournament_divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_draws" ADD CONSTRAINT "tournament_draws_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draw_entries_draw_idx" ON "draw_entries" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "draw_entries_user_idx" ON "draw_entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "draw_matches_slot_idx" ON "draw_matches" USING btree ("draw_id","structure","group_label","round","position");--> statement-breakpoint
CREATE INDEX "draw_matches_starts_idx" ON "draw_matches" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_draws_division_idx" ON "tournament_draws" USING btree ("division_id");