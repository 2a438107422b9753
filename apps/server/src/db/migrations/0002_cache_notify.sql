-- Per-process caches (live sessions, player balances) are invalidated by these notifications,
-- fired by the database itself so every writer — any process, any code path — is covered.
CREATE OR REPLACE FUNCTION notify_ledger_account_changed() RETURNS trigger AS $$
BEGIN
  IF NEW.user_id IS NOT NULL THEN
    PERFORM pg_notify('ledger_changed', NEW.user_id::text);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_changed AFTER INSERT OR UPDATE OF balance ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION notify_ledger_account_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_session_revoked() RETURNS trigger AS $$
BEGIN
  IF NEW.revoked_at IS NOT NULL AND OLD.revoked_at IS NULL THEN
    PERFORM pg_notify('session_revoked', NEW.id);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bet_sessions_revoked AFTER UPDATE OF revoked_at ON bet_sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_revoked();
