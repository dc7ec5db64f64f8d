-- Cache invalidation between app processes (docs/decisions/009-several-processes.md):
-- writes to these tables, by the app, the CLI or plain SQL, tell every process listening on
-- the schema's bus channel ('njtc_' || current_schema()) as 'topic|id', on commit.
CREATE FUNCTION "njtc_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  topic text := TG_ARGV[0];
  id_column text := TG_ARGV[1];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('njtc_' || current_schema(), topic || '|' || coalesce(to_jsonb(OLD) ->> id_column, ''));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('njtc_' || current_schema(), topic || '|' || coalesce(to_jsonb(NEW) ->> id_column, ''));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "profile_roles_notify" AFTER INSERT OR UPDATE OR DELETE ON "profile_roles"
  FOR EACH ROW EXECUTE FUNCTION "njtc_notify_change"('roles', 'profile_id');
--> statement-breakpoint
CREATE TRIGGER "club_settings_notify" AFTER INSERT OR UPDATE OR DELETE ON "club_settings"
  FOR EACH ROW EXECUTE FUNCTION "njtc_notify_change"('club-settings', 'id');
--> statement-breakpoint
CREATE TRIGGER "session_notify" AFTER DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "njtc_notify_change"('session-ended', 'id');
