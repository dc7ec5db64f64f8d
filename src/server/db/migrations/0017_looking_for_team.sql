CREATE TABLE "looking_for_team_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"method" text,
	"team_id" uuid,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "looking_for_team_leagues" (
	"request_id" uuid NOT NULL,
	"league_id" uuid NOT NULL,
	CONSTRAINT "looking_for_team_leagues_request_id_league_id_pk" PRIMARY KEY("request_id","league_id")
);
--> statement-breakpoint
CREATE TABLE "looking_for_team_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"gender" text NOT NULL,
	"age_division" text NOT NULL,
	"ntrp_rating" text NOT NULL,
	"rating_type" text NOT NULL,
	"formats" text[] DEFAULT '{}'::text[] NOT NULL,
	"days" text[] DEFAULT '{}'::text[] NOT NULL,
	"times" text[] DEFAULT '{}'::text[] NOT NULL,
	"play" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"placed_team_id" uuid,
	"expires_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "looking_for_team_events" ADD CONSTRAINT "looking_for_team_events_request_id_looking_for_team_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "looking_for_team_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "looking_for_team_events" ADD CONSTRAINT "looking_for_team_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "looking_for_team_events" ADD CONSTRAINT "looking_for_team_events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "looking_for_team_leagues" ADD CONSTRAINT "looking_for_team_leagues_request_id_looking_for_team_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "looking_for_team_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "looking_for_team_leagues" ADD CONSTRAINT "looking_for_team_leagues_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "looking_for_team_requests" ADD CONSTRAINT "looking_for_team_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "looking_for_team_requests" ADD CONSTRAINT "looking_for_team_requests_placed_team_id_teams_id_fk" FOREIGN KEY ("placed_team_id") REFERENCES "teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "looking_for_team_events_request_idx" ON "looking_for_team_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE INDEX "looking_for_team_leagues_league_idx" ON "looking_for_team_leagues" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "looking_for_team_status_idx" ON "looking_for_team_requests" USING btree ("status","expires_on");--> statement-breakpoint
CREATE INDEX "looking_for_team_created_idx" ON "looking_for_team_requests" USING btree ("created_at");