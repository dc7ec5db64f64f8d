CREATE TABLE "read_versions" (
	"topic" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Issue 24: the league reads (standings, the captains page) are cached per process and checked
-- against read_versions.version: every statement that changes what they are computed from bumps
-- it, inside the writer's own transaction (statement triggers: one bump per statement).
CREATE FUNCTION "njtc_bump_read_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO read_versions (topic, version) VALUES (TG_ARGV[0], 1)
    ON CONFLICT (topic) DO UPDATE SET version = read_versions.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "leagues_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leagues"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('league-reads');
--> statement-breakpoint
CREATE TRIGGER "teams_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "teams"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('league-reads');
--> statement-breakpoint
CREATE TRIGGER "team_matches_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_matches"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('league-reads');
--> statement-breakpoint
CREATE TRIGGER "score_sheets_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "score_sheets"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('league-reads');
--> statement-breakpoint
CREATE TRIGGER "courts_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courts"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('league-reads');
--> statement-breakpoint
CREATE TRIGGER "profiles_read_version" AFTER INSERT OR DELETE OR UPDATE OF "full_name" OR TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('league-reads');
--> statement-breakpoint
CREATE TRIGGER "user_read_version" AFTER DELETE OR UPDATE OF "name" OR TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('league-reads');
