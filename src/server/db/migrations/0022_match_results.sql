CREATE TABLE "lineups" (
	"team_match_id" uuid PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"lines" jsonb NOT NULL,
	"alternates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"share_token" text,
	"published_at" timestamp with time zone,
	"published_by" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_match_id" uuid NOT NULL,
	"action" text NOT NULL,
	"by_user_id" text,
	"note" text DEFAULT '' NOT NULL,
	"lines" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_events_note_check" CHECK (length("score_events"."note") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "score_sheets" (
	"team_match_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"lines" jsonb NOT NULL,
	"entered_by" text,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" text,
	"confirmed_at" timestamp with time zone,
	"dispute_note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "standings_rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_team_match_id_team_matches_id_fk" FOREIGN KEY ("team_match_id") REFERENCES "team_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_published_by_user_id_fk" FOREIGN KEY ("published_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lineups" ADD CONSTRAINT "lineups_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_events" ADD CONSTRAINT "score_events_team_match_id_team_matches_id_fk" FOREIGN KEY ("team_match_id") REFERENCES "team_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_events" ADD CONSTRAINT "score_events_by_user_id_user_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_sheets" ADD CONSTRAINT "score_sheets_team_match_id_team_matches_id_fk" FOREIGN KEY ("team_match_id") REFERENCES "team_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_sheets" ADD CONSTRAINT "score_sheets_entered_by_user_id_fk" FOREIGN KEY ("entered_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_sheets" ADD CONSTRAINT "score_sheets_confirmed_by_user_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lineups_share_token_idx" ON "lineups" USING btree ("share_token") WHERE "lineups"."share_token" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "score_events_match_idx" ON "score_events" USING btree ("team_match_id","at");--> statement-breakpoint
CREATE INDEX "score_sheets_state_idx" ON "score_sheets" USING btree ("state");