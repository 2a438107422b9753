CREATE TABLE "play_limit_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"periodo" text NOT NULL,
	"previous_importo" bigint,
	"importo" bigint NOT NULL,
	"pending_importo" bigint,
	"pending_from" timestamp with time zone,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_limits" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"periodo" text NOT NULL,
	"importo" bigint NOT NULL,
	"pending_importo" bigint,
	"pending_from" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "play_limits_user_id_kind_periodo_pk" PRIMARY KEY("user_id","kind","periodo")
);
--> statement-breakpoint
ALTER TABLE "play_limits" ADD CONSTRAINT "play_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_limit_changes_user_idx" ON "play_limit_changes" USING btree ("user_id","id");--> statement-breakpoint
-- Hand-written: every insert or change of a spending or time limit leaves one history row, whatever code path made it.
CREATE OR REPLACE FUNCTION play_limit_record_change() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.importo IS NOT DISTINCT FROM OLD.importo
     AND NEW.pending_importo IS NOT DISTINCT FROM OLD.pending_importo
     AND NEW.pending_from IS NOT DISTINCT FROM OLD.pending_from THEN
    RETURN NEW;
  END IF;
  INSERT INTO play_limit_changes (user_id, kind, periodo, previous_importo, importo, pending_importo, pending_from, at)
  VALUES (NEW.user_id, NEW.kind, NEW.periodo, CASE WHEN TG_OP = 'UPDATE' THEN OLD.importo END, NEW.importo, NEW.pending_importo, NEW.pending_from, NEW.updated_at);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER play_limits_history AFTER INSERT OR UPDATE ON play_limits
  FOR EACH ROW EXECUTE FUNCTION play_limit_record_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION play_limit_changes_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'play_limit_changes is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER play_limit_changes_no_change BEFORE UPDATE OR DELETE ON play_limit_changes
  FOR EACH ROW EXECUTE FUNCTION play_limit_changes_append_only();
--> statement-breakpoint
-- ADM concession of 12 November 2025: players aged 18 to 24 top up at most € 50 a day.
INSERT INTO "rg_limit_caps" ("rule_set", "kind", "max_per_day", "min_age", "max_age") VALUES ('adm2026', 'deposit', 5000, 18, 24);
