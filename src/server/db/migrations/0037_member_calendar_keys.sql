CREATE TABLE "member_calendar_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_calendar_keys_version_check" CHECK ("member_calendar_keys"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "member_calendar_keys" ADD CONSTRAINT "member_calendar_keys_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_calendar_keys_user_idx" ON "member_calendar_keys" USING btree ("user_id");