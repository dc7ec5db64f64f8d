ALTER TABLE "notice_preferences" ADD COLUMN "timing" text DEFAULT 'now' NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_preferences" ADD COLUMN "digest_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notice_preferences" ADD COLUMN "digest_on" date;--> statement-breakpoint
ALTER TABLE "match_availability" ADD COLUMN "withdrawn_at" timestamp with time zone;