CREATE TABLE "team_success_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_success_stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid,
	"team_name" text NOT NULL,
	"league" text NOT NULL,
	"season_year" integer NOT NULL,
	"achievement" text NOT NULL,
	"results" text DEFAULT '' NOT NULL,
	"story" text NOT NULL,
	"player_names" text NOT NULL,
	"photo_url" text,
	"reporter_name" text NOT NULL,
	"reporter_email" text NOT NULL,
	"reported_by" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"rejection_reason" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_success_published_check" CHECK (("team_success_stories"."status" = 'published') = ("team_success_stories"."published_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "team_success_events" ADD CONSTRAINT "team_success_events_story_id_team_success_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "team_success_stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_success_events" ADD CONSTRAINT "team_success_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_success_stories" ADD CONSTRAINT "team_success_stories_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_success_stories" ADD CONSTRAINT "team_success_stories_reported_by_user_id_fk" FOREIGN KEY ("reported_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_success_events_story_idx" ON "team_success_events" USING btree ("story_id","at");--> statement-breakpoint
CREATE INDEX "team_success_status_idx" ON "team_success_stories" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "team_success_created_idx" ON "team_success_stories" USING btree ("created_at");