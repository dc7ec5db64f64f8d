CREATE TABLE "availability_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"roster_entry_id" uuid NOT NULL,
	"reminder_key" text NOT NULL,
	"email_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "match_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"roster_entry_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'site' NOT NULL,
	"answered_by" text,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_match_settings" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"cutoff_hours" integer DEFAULT 24 NOT NULL,
	"reminder_days" jsonb DEFAULT '[7,3]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_match_settings_cutoff_check" CHECK ("team_match_settings"."cutoff_hours" >= 0 AND "team_match_settings"."cutoff_hours" <= 336)
);
--> statement-breakpoint
ALTER TABLE "availability_reminders" ADD CONSTRAINT "availability_reminders_match_id_team_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "team_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_reminders" ADD CONSTRAINT "availability_reminders_roster_entry_id_roster_entries_id_fk" FOREIGN KEY ("roster_entry_id") REFERENCES "roster_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_reminders" ADD CONSTRAINT "availability_reminders_email_id_email_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_availability" ADD CONSTRAINT "match_availability_match_id_team_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "team_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_availability" ADD CONSTRAINT "match_availability_roster_entry_id_roster_entries_id_fk" FOREIGN KEY ("roster_entry_id") REFERENCES "roster_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_availability" ADD CONSTRAINT "match_availability_answered_by_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_match_settings" ADD CONSTRAINT "team_match_settings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "availability_reminders_once_idx" ON "availability_reminders" USING btree ("match_id","roster_entry_id","reminder_key");--> statement-breakpoint
CREATE INDEX "availability_reminders_match_idx" ON "availability_reminders" USING btree ("match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_availability_player_idx" ON "match_availability" USING btree ("match_id","roster_entry_id");