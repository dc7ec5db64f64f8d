CREATE TABLE "leagues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"provider" text DEFAULT 'usta' NOT NULL,
	"season" text NOT NULL,
	"year" integer NOT NULL,
	"gender" text NOT NULL,
	"age_division" text NOT NULL,
	"level" text NOT NULL,
	"team_number_deadline" date,
	"roster_deadline" date,
	"min_roster" integer NOT NULL,
	"max_roster" integer NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"coordinator_id" text,
	"match_format" jsonb NOT NULL,
	"eligibility_rules" jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leagues_roster_size_check" CHECK ("leagues"."min_roster" >= 0 AND "leagues"."max_roster" >= "leagues"."min_roster")
);
--> statement-breakpoint
CREATE TABLE "roster_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" text,
	"email" text,
	"name" text DEFAULT '' NOT NULL,
	"added_by" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_entries_who_check" CHECK ("roster_entries"."user_id" IS NOT NULL OR "roster_entries"."email" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"name" text NOT NULL,
	"usta_team_number" text,
	"captain_id" text,
	"co_captain_id" text,
	"home_court_id" uuid,
	"preferred_days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preferred_times" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"rejection_reason" text,
	"registered_by" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_coordinator_id_user_id_fk" FOREIGN KEY ("coordinator_id") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_entries" ADD CONSTRAINT "roster_entries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_entries" ADD CONSTRAINT "roster_entries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_entries" ADD CONSTRAINT "roster_entries_added_by_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_captain_id_user_id_fk" FOREIGN KEY ("captain_id") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_co_captain_id_user_id_fk" FOREIGN KEY ("co_captain_id") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_home_court_id_courts_id_fk" FOREIGN KEY ("home_court_id") REFERENCES "courts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_registered_by_user_id_fk" FOREIGN KEY ("registered_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leagues_season_idx" ON "leagues" USING btree ("year","season");--> statement-breakpoint
CREATE INDEX "roster_entries_team_idx" ON "roster_entries" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "roster_entries_user_idx" ON "roster_entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roster_entries_team_user_idx" ON "roster_entries" USING btree ("team_id","user_id") WHERE "roster_entries"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "roster_entries_team_email_idx" ON "roster_entries" USING btree ("team_id",lower("email")) WHERE "roster_entries"."email" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "teams_league_idx" ON "teams" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "teams_captain_idx" ON "teams" USING btree ("captain_id");--> statement-breakpoint
CREATE INDEX "teams_co_captain_idx" ON "teams" USING btree ("co_captain_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_league_name_idx" ON "teams" USING btree ("league_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "teams_usta_number_idx" ON "teams" USING btree ("usta_team_number") WHERE "teams"."usta_team_number" IS NOT NULL;