-- The seven club roles (§6). Idempotent: safe on a database that already has them.
INSERT INTO "roles" ("role") VALUES ('admin'), ('executive'), ('board'), ('rep'), ('captain'), ('member'), ('guest')
ON CONFLICT ("role") DO NOTHING;
--> statement-breakpoint
-- Every user gets a profile and the guest role in the same statement (so the same
-- transaction) as its insert, whatever inserts it: Better Auth's sign-up, the operators'
-- CLI or a test factory. See docs/decisions (profile created with the user).
CREATE OR REPLACE FUNCTION "njtc_create_profile_for_user"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "profiles" ("id", "full_name", "username", "created_at", "updated_at")
  VALUES (NEW."id", NEW."name", NEW."username", NEW."created_at", NEW."created_at");
  INSERT INTO "profile_roles" ("profile_id", "role_id")
  SELECT NEW."id", r."id" FROM "roles" r WHERE r."role" = 'guest';
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "user_create_profile" AFTER INSERT ON "user"
FOR EACH ROW EXECUTE FUNCTION "njtc_create_profile_for_user"();
--> statement-breakpoint
-- The profile's full_name and username mirror the user's name and username (Better Auth
-- signs in by user.username; pages and URLs read profiles.username).
CREATE OR REPLACE FUNCTION "njtc_sync_profile_from_user"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "profiles"
  SET "full_name" = NEW."name", "username" = NEW."username", "updated_at" = now()
  WHERE "id" = NEW."id";
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "user_sync_profile" AFTER UPDATE OF "name", "username" ON "user"
FOR EACH ROW
WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."username" IS DISTINCT FROM NEW."username")
EXECUTE FUNCTION "njtc_sync_profile_from_user"();
