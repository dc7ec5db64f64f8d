ALTER TABLE "profiles" ADD COLUMN "emergency_name" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "emergency_phone" text;--> statement-breakpoint
UPDATE "profiles" SET "emergency_name" = "latest"."emergency_name", "emergency_phone" = "latest"."emergency_phone"
FROM (
  SELECT DISTINCT ON ("user_id") "user_id", "emergency_name", "emergency_phone"
  FROM "memberships"
  WHERE "emergency_name" <> ''
  ORDER BY "user_id", "year" DESC, "created_at" DESC
) AS "latest"
WHERE "profiles"."id" = "latest"."user_id";
