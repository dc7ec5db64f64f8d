CREATE TABLE "roster_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"player_name" text NOT NULL,
	"player_id" text,
	"actor_id" text,
	"actor_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roster_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"email" text,
	"name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"as_co_captain" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "roster_invitations_who_check" CHECK ("roster_invitations"."user_id" IS NOT NULL OR "roster_invitations"."email" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "email_visibility" text DEFAULT 'teammates' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "phone_visibility" text DEFAULT 'teammates' NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "confirm_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roster_entries" ADD COLUMN "calendar_key_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "flight" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "roster_events" ADD CONSTRAINT "roster_events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_events" ADD CONSTRAINT "roster_events_player_id_user_id_fk" FOREIGN KEY ("player_id") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_events" ADD CONSTRAINT "roster_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_invitations" ADD CONSTRAINT "roster_invitations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_invitations" ADD CONSTRAINT "roster_invitations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_invitations" ADD CONSTRAINT "roster_invitations_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_invitations" ADD CONSTRAINT "roster_invitations_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roster_events_team_idx" ON "roster_events" USING btree ("team_id","at");--> statement-breakpoint
CREATE INDEX "roster_invitations_team_idx" ON "roster_invitations" USING btree ("team_id","status");--> statement-breakpoint
CREATE INDEX "roster_invitations_user_idx" ON "roster_invitations" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "roster_invitations_pending_user_idx" ON "roster_invitations" USING btree ("team_id","user_id") WHERE "roster_invitations"."status" = 'pending' AND "roster_invitations"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "roster_invitations_pending_email_idx" ON "roster_invitations" USING btree ("team_id",lower("email")) WHERE "roster_invitations"."status" = 'pending' AND "roster_invitations"."user_id" IS NULL;--> statement-breakpoint
CREATE INDEX "registrations_confirm_by_idx" ON "registrations" USING btree ("confirm_by") WHERE "registrations"."confirm_by" IS NOT NULL;--> statement-breakpoint
-- Existing members keep exactly the audience they chose: shown to members, or hidden (private;
-- they never agreed to share with teammates). New accounts start at 'teammates'.
UPDATE "profiles" SET "email_visibility" = CASE WHEN "show_email" THEN 'members' ELSE 'private' END, "phone_visibility" = CASE WHEN "show_phone" THEN 'members' ELSE 'private' END;--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "show_email";--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "show_phone";
