CREATE TABLE "upload_uses" (
	"file_name" text NOT NULL,
	"holder_type" text NOT NULL,
	"holder_id" text NOT NULL,
	"field" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_uses_file_name_holder_type_holder_id_field_pk" PRIMARY KEY("file_name","holder_type","holder_id","field")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"file_name" text PRIMARY KEY NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" text,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_uses" ADD CONSTRAINT "upload_uses_file_name_uploads_file_name_fk" FOREIGN KEY ("file_name") REFERENCES "uploads"("file_name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_uses_holder_idx" ON "upload_uses" USING btree ("holder_type","holder_id");--> statement-breakpoint
-- Record the uploads already in use. Avatars first: a file shown both as an avatar and as a
-- board photo (the old hole) stays its profile's, and keeps both uses, so neither deletes it.
INSERT INTO "uploads" ("file_name", "owner_type", "owner_id")
  SELECT substr("avatar_url", 14), 'profile', "id" FROM "profiles"
  WHERE "avatar_url" ~ '^/api/uploads/[a-z]+-[0-9a-f]{32}\.(jpg|png|webp)$'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "uploads" ("file_name", "owner_type", "owner_id")
  SELECT substr("photo_url", 14), 'board_member', "id"::text FROM "board_members"
  WHERE "photo_url" ~ '^/api/uploads/[a-z]+-[0-9a-f]{32}\.(jpg|png|webp)$'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "uploads" ("file_name", "owner_type")
  SELECT substr(u, 14), 'event' FROM (
    SELECT "image_url" AS u FROM "social_events"
    UNION SELECT "draws_file_url" FROM "tournaments"
    UNION SELECT "results_file_url" FROM "tournaments") urls
  WHERE u ~ '^/api/uploads/[a-z]+-[0-9a-f]{32}\.(jpg|png|webp)$'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "uploads" ("file_name", "owner_type")
  SELECT substr(u, 18), 'event' FROM (
    SELECT "draws_file_url" AS u FROM "tournaments"
    UNION SELECT "results_file_url" FROM "tournaments") urls
  WHERE u ~ '^/api/event-files/eventdoc-[0-9a-f]{32}\.pdf$'
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "upload_uses" ("file_name", "holder_type", "holder_id", "field")
  SELECT substr("avatar_url", 14), 'profile', "id", 'avatar' FROM "profiles"
  WHERE "avatar_url" ~ '^/api/uploads/[a-z]+-[0-9a-f]{32}\.(jpg|png|webp)$';--> statement-breakpoint
INSERT INTO "upload_uses" ("file_name", "holder_type", "holder_id", "field")
  SELECT substr("photo_url", 14), 'board_member', "id"::text, 'photo' FROM "board_members"
  WHERE "photo_url" ~ '^/api/uploads/[a-z]+-[0-9a-f]{32}\.(jpg|png|webp)$';
