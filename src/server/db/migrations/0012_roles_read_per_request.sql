-- Roles are now read with every signed-in request (with the session check), not cached:
-- nothing listens for role changes any more (docs/decisions/009-several-processes.md).
DROP TRIGGER IF EXISTS "profile_roles_notify" ON "profile_roles";
