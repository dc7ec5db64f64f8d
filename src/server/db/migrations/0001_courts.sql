CREATE TABLE "courts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"address" text NOT NULL,
	"number_of_courts" integer NOT NULL,
	"surface" text NOT NULL,
	"has_lights" boolean DEFAULT false NOT NULL,
	"setting" text DEFAULT 'outdoor' NOT NULL,
	"access_notes" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "courts_slug_idx" ON "courts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "courts_sort_idx" ON "courts" USING btree ("sort_order","name");