CREATE TABLE "sub_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"outcome" text,
	"outcome_message" text,
	"email_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"is_available" boolean DEFAULT false NOT NULL,
	"levels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"formats" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"travel_miles" integer DEFAULT 15 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_preferences_travel_check" CHECK ("sub_preferences"."travel_miles" >= 0 AND "sub_preferences"."travel_miles" <= 100)
);
--> statement-breakpoint
CREATE TABLE "sub_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"line_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"requested_by" text,
	"filled_by" text,
	"filled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sub_requests_note_check" CHECK (length("sub_requests"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "sub_invites" ADD CONSTRAINT "sub_invites_request_id_sub_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "sub_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_invites" ADD CONSTRAINT "sub_invites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_invites" ADD CONSTRAINT "sub_invites_email_id_email_outbox_id_fk" FOREIGN KEY ("email_id") REFERENCES "email_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_preferences" ADD CONSTRAINT "sub_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_requests" ADD CONSTRAINT "sub_requests_match_id_team_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "team_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_requests" ADD CONSTRAINT "sub_requests_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_requests" ADD CONSTRAINT "sub_requests_filled_by_user_id_fk" FOREIGN KEY ("filled_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_requests" ADD CONSTRAINT "sub_requests_cancelled_by_user_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sub_invites_once_idx" ON "sub_invites" USING btree ("request_id","user_id");--> statement-breakpoint
CREATE INDEX "sub_invites_user_idx" ON "sub_invites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sub_preferences_available_idx" ON "sub_preferences" USING btree ("is_available");--> statement-breakpoint
CREATE INDEX "sub_requests_match_idx" ON "sub_requests" USING btree ("match_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_requests_open_place_idx" ON "sub_requests" USING btree ("match_id",coalesce("line_id", '')) WHERE "sub_requests"."status" = 'open';