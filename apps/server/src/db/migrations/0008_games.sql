CREATE TABLE "bet_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_ref" text NOT NULL,
	"user_id" integer NOT NULL,
	"short_code" text NOT NULL,
	"crediti" bigint NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"detail" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sistema_comb" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "game_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"platform" text NOT NULL,
	"gioco" integer NOT NULL,
	"gioco_descr" text NOT NULL,
	"stake" bigint NOT NULL,
	"fun" boolean DEFAULT false NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"outcome" text,
	"payout" bigint DEFAULT 0 NOT NULL,
	"potential_win" bigint DEFAULT 0 NOT NULL,
	"cashout_offer" bigint,
	"cashout_offer_at" timestamp with time zone,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"messaggio" text,
	"ricevuta_pgad" text,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "game_tickets_stake_positive" CHECK ("game_tickets"."stake" > 0),
	CONSTRAINT "game_tickets_status_known" CHECK ("game_tickets"."status" in (1, 3, 5, 8, 10))
);
--> statement-breakpoint
CREATE TABLE "sport_outcomes" (
	"hash" text PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"descr_avv" text NOT NULL,
	"descr_scomm" text NOT NULL,
	"descr_esito" text NOT NULL,
	"quota" integer NOT NULL,
	"event_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "ref" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_reservations_ref_idx" ON "bet_reservations" USING btree ("platform_ref");--> statement-breakpoint
CREATE INDEX "bet_reservations_user_idx" ON "bet_reservations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_tickets_code_idx" ON "game_tickets" USING btree ("code");--> statement-breakpoint
CREATE INDEX "game_tickets_user_placed_idx" ON "game_tickets" USING btree ("user_id","fun","placed_at","id");--> statement-breakpoint
CREATE INDEX "game_tickets_cashout_idx" ON "game_tickets" USING btree ("user_id") WHERE "game_tickets"."status" = 1 and "game_tickets"."cashout_offer" is not null;