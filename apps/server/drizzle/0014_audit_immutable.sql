-- The audit log is append-only: no statement, from the app or from a database session, may change
-- or remove what it says happened. The one change allowed is the one the foreign key makes when an
-- actor's account is deleted (ON DELETE SET NULL): actor_id becomes null, and nothing else moves,
-- so the copied staff ID and name keep saying who acted. That update is told apart from a
-- hand-written one by the account being gone: while the user exists, its id cannot be cleared.
CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.actor_id IS NOT NULL
     AND NEW.actor_id IS NULL
     AND to_jsonb(NEW) - 'actor_id' = to_jsonb(OLD) - 'actor_id'
     AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.actor_id) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'Audit events are written once and never changed or removed.';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
--> statement-breakpoint
-- TRUNCATE fires no row trigger: it gets a statement trigger of its own.
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_append_only();
