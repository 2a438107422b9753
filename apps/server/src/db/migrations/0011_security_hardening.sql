CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bet_sessions" ADD COLUMN "token_id" text;--> statement-breakpoint
ALTER TABLE "pre_registrations" ADD COLUMN "public_id" bigint;--> statement-breakpoint
-- Hand-written: rows from before this migration get a random public id too (new ones get a crypto-random one from the server).
UPDATE "pre_registrations" SET "public_id" = 1 + floor(random() * 9007199254740990)::bigint WHERE "public_id" IS NULL;--> statement-breakpoint
ALTER TABLE "pre_registrations" ALTER COLUMN "public_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
ALTER TABLE "pre_registrations" ADD CONSTRAINT "pre_registrations_public_id_unique" UNIQUE("public_id");--> statement-breakpoint
-- Hand-written: a token rotation (RefreshToken) evicts the session from every process's cache at
-- once, through the same channel as a revocation, so the previous token dies everywhere.
CREATE OR REPLACE FUNCTION notify_session_token_rotated() RETURNS trigger AS $$
BEGIN
  IF NEW.token_id IS DISTINCT FROM OLD.token_id THEN
    PERFORM pg_notify('session_revoked', NEW.id);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER bet_sessions_token_rotated AFTER UPDATE OF token_id ON bet_sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_token_rotated();
