CREATE TABLE "ranking_conversions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"points" integer NOT NULL,
	"code" text NOT NULL,
	"bonus_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_executions" (
	"id" serial PRIMARY KEY NOT NULL,
	"executed_at" timestamp with time zone NOT NULL,
	"counted_until" timestamp with time zone NOT NULL,
	"movements" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"causale" text NOT NULL,
	"points" integer NOT NULL,
	"convertible" boolean NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"platform" text,
	"bonus_name" text,
	"bonus_value" bigint,
	"instead_of" integer,
	"ins_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ranking_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"bonus_name" text NOT NULL,
	"bonus_value" bigint NOT NULL,
	"release_max_per_player_month" integer,
	"release_max_amount_bonus" bigint,
	"abstract" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points_to_convert" integer NOT NULL,
	"instead_of" integer,
	"date_to" timestamp with time zone NOT NULL,
	"thumb" text,
	"campaign_id" integer NOT NULL,
	"is_bonus_deposito" boolean DEFAULT false NOT NULL,
	"bonus_deposito_valido_al" timestamp with time zone,
	"giorni_da_registrazione" integer,
	CONSTRAINT "ranking_offers_kind" CHECK ("ranking_offers"."kind" in ('conversione', 'ticket_promo', 'codice_unico')),
	CONSTRAINT "ranking_offers_points" CHECK ("ranking_offers"."points_to_convert" > 0 and "ranking_offers"."bonus_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ranking_unique_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"owner_id" integer,
	"offer_id" integer,
	"points" integer DEFAULT 0 NOT NULL,
	"convertible" boolean DEFAULT true NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"redeemed_by" integer,
	"redeemed_at" timestamp with time zone,
	CONSTRAINT "ranking_unique_codes_grants" CHECK (("ranking_unique_codes"."offer_id" is not null) or ("ranking_unique_codes"."points" > 0))
);
--> statement-breakpoint
CREATE TABLE "ranking_wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"saldo" integer DEFAULT 0 NOT NULL,
	"disponibile" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ranking_wallets_disponibile" CHECK ("ranking_wallets"."disponibile" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_elaborazioni" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"period_from" timestamp with time zone NOT NULL,
	"period_to" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone NOT NULL,
	"totale_giocato_valido" bigint NOT NULL,
	"tot_giocate_valide" integer NOT NULL,
	"perc_lost" integer NOT NULL,
	"met" boolean NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"bonus_id" integer
);
--> statement-breakpoint
CREATE TABLE "vip_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"link_url" text,
	"period" integer NOT NULL,
	"prematch" boolean DEFAULT true NOT NULL,
	"live" boolean DEFAULT true NOT NULL,
	"includi_sistemi" boolean DEFAULT false NOT NULL,
	"perc_lost_min" integer NOT NULL,
	"amount_min" bigint NOT NULL,
	"num_bet_min" integer NOT NULL,
	"amount_bet_min" bigint DEFAULT 0 NOT NULL,
	"amount_bet_max" bigint DEFAULT 0 NOT NULL,
	"odd_min" integer DEFAULT 100 NOT NULL,
	"num_events_min" integer DEFAULT 1 NOT NULL,
	"campaign_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "vip_profiles_period" CHECK ("vip_profiles"."period" in (2, 3)),
	CONSTRAINT "vip_profiles_perc" CHECK ("vip_profiles"."perc_lost_min" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "ranking_conversions" ADD CONSTRAINT "ranking_conversions_offer_id_ranking_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."ranking_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_conversions" ADD CONSTRAINT "ranking_conversions_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_offers" ADD CONSTRAINT "ranking_offers_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ranking_unique_codes" ADD CONSTRAINT "ranking_unique_codes_offer_id_ranking_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."ranking_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_elaborazioni" ADD CONSTRAINT "vip_elaborazioni_profile_id_vip_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."vip_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_elaborazioni" ADD CONSTRAINT "vip_elaborazioni_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_profiles" ADD CONSTRAINT "vip_profiles_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_conversions_code_idx" ON "ranking_conversions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ranking_conversions_user_idx" ON "ranking_conversions" USING btree ("user_id","offer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ranking_movements_key_idx" ON "ranking_movements" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ranking_movements_user_idx" ON "ranking_movements" USING btree ("user_id","ins_date");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_elaborazioni_period_idx" ON "vip_elaborazioni" USING btree ("profile_id","user_id","period_from");