CREATE TABLE "deposit_limit_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"periodo" text NOT NULL,
	"previous_importo" bigint,
	"importo" bigint NOT NULL,
	"pending_importo" bigint,
	"pending_from" timestamp with time zone,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cms_objects" ADD COLUMN "draft" jsonb;--> statement-breakpoint
CREATE INDEX "deposit_limit_changes_user_idx" ON "deposit_limit_changes" USING btree ("user_id","id");--> statement-breakpoint
-- Hand-written: every insert or change of a deposit limit leaves one history row, whatever code path made it.
CREATE OR REPLACE FUNCTION deposit_limit_record_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.importo IS NOT DISTINCT FROM OLD.importo
     AND NEW.pending_importo IS NOT DISTINCT FROM OLD.pending_importo
     AND NEW.pending_from IS NOT DISTINCT FROM OLD.pending_from THEN
    RETURN NEW;
  END IF;
  INSERT INTO deposit_limit_changes (user_id, periodo, previous_importo, importo, pending_importo, pending_from, at)
  VALUES (NEW.user_id, NEW.periodo, CASE WHEN TG_OP = 'UPDATE' THEN OLD.importo END, NEW.importo, NEW.pending_importo, NEW.pending_from, NEW.updated_at);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER deposit_limits_history AFTER INSERT OR UPDATE ON deposit_limits
  FOR EACH ROW EXECUTE FUNCTION deposit_limit_record_change();
--> statement-breakpoint
-- The limits set before this migration: one row each, as they stand.
INSERT INTO deposit_limit_changes (user_id, periodo, previous_importo, importo, pending_importo, pending_from, at)
  SELECT user_id, periodo, NULL, importo, pending_importo, pending_from, updated_at FROM deposit_limits;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION deposit_limit_changes_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'deposit_limit_changes is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER deposit_limit_changes_no_change BEFORE UPDATE OR DELETE ON deposit_limit_changes
  FOR EACH ROW EXECUTE FUNCTION deposit_limit_changes_append_only();
