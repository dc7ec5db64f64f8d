-- Issue 24: the roles of a signed-in request are cached per session and checked against
-- read_versions (decision 047) instead of being read with a four-table join on every API request.
-- Any statement on what that read is made of (the session rows, the users, their roles and the
-- role names) bumps 'session-roles' in the writer's own transaction, so after any commit, by any
-- process, the next request reads the roles again: a sign-out, a revoked session, a removed
-- role or a changed account still counts from the very next request everywhere.
CREATE TRIGGER "session_session_roles_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('session-roles');
--> statement-breakpoint
CREATE TRIGGER "user_session_roles_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('session-roles');
--> statement-breakpoint
CREATE TRIGGER "profile_roles_session_roles_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "profile_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('session-roles');
--> statement-breakpoint
CREATE TRIGGER "roles_session_roles_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "njtc_bump_read_version"('session-roles');
