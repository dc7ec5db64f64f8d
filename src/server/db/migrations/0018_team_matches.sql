CREATE TABLE "team_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"is_home" boolean NOT NULL,
	"opponent_team" text NOT NULL,
	"opponent_club" text DEFAULT '' NOT NULL,
	"court_id" uuid,
	"address" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_matches_opponent_check" CHECK (length(trim("team_matches"."opponent_team")) > 0)
);
--> statement-breakpoint
ALTER TABLE "team_matches" ADD CONSTRAINT "team_matches_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_matches" ADD CONSTRAINT "team_matches_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "courts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_matches" ADD CONSTRAINT "team_matches_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_matches_team_idx" ON "team_matches" USING btree ("team_id","starts_at");--> statement-breakpoint
CREATE INDEX "team_matches_starts_idx" ON "team_matches" USING btree ("starts_at");