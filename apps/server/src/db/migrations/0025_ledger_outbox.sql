CREATE TABLE "ledger_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_id" integer,
	"user_id" integer NOT NULL,
	"dedupe_key" text NOT NULL,
	"message" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ledger_outbox" ADD CONSTRAINT "ledger_outbox_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_outbox_dedupe_idx" ON "ledger_outbox" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "ledger_outbox_pending_idx" ON "ledger_outbox" USING btree ("id") WHERE "ledger_outbox"."delivered_at" is null;