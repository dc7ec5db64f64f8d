-- Issue 24 (decision 043): a team's roster, its schedule and the e-mail answer page are cached
-- per process like the standings (decision 037) and checked against read_versions. Two topics:
-- 'team-reads' for what a team's pages are computed from, 'match-answers' for the availability
-- answers alone, so an answer does not make every roster recompute. Statement triggers in the
-- writer's own transaction: after any commit, by any process, the next read recomputes.
-- The bump tries the plain update first: the topic's row exists after its first bump, and an
-- UPDATE costs about half of INSERT … ON CONFLICT inside every write (measured on PGlite).
CREATE OR REPLACE FUNCTION "njtc_bump_read_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE read_versions SET version = version + 1 WHERE topic = TG_ARGV[0];
  IF NOT FOUND THEN
    INSERT INTO read_versions (topic, version) VALUES (TG_ARGV[0], 1)
      ON CONFLICT (topic) DO UPDATE SET version = read_versions.version + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "leagues_team_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leagues"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('team-reads');
--> statement-breakpoint
CREATE TRIGGER "teams_team_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "teams"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('team-reads');
--> statement-breakpoint
CREATE TRIGGER "roster_entries_team_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roster_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('team-reads');
--> statement-breakpoint
CREATE TRIGGER "roster_invitations_team_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roster_invitations"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('team-reads');
--> statement-breakpoint
CREATE TRIGGER "roster_events_team_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roster_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('team-reads');
--> statement-breakpoint
CREATE TRIGGER "profiles_team_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('team-reads');
--> statement-breakpoint
CREATE TRIGGER "user_team_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('team-reads');
--> statement-breakpoint
CREATE TRIGGER "memberships_team_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "memberships"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('team-reads');
--> statement-breakpoint
CREATE TRIGGER "membership_seasons_team_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "membership_seasons"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('team-reads');
--> statement-breakpoint
CREATE TRIGGER "courts_team_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courts"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('team-reads');
--> statement-breakpoint
CREATE TRIGGER "team_matches_team_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_matches"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('team-reads');
--> statement-breakpoint
CREATE TRIGGER "team_match_settings_team_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_match_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('team-reads');
--> statement-breakpoint
CREATE TRIGGER "lineups_team_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lineups"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('team-reads');
--> statement-breakpoint
CREATE TRIGGER "match_availability_read_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "match_availability"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('match-answers');
