CREATE TABLE "comp_point_balances" (
	"subscription_id" integer NOT NULL,
	"platform_type_id" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"accrued" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "comp_point_balances_subscription_id_platform_type_id_pk" PRIMARY KEY("subscription_id","platform_type_id"),
	CONSTRAINT "comp_point_balances_non_negative" CHECK ("comp_point_balances"."points" >= 0 and "comp_point_balances"."accrued" >= 0)
);
--> statement-breakpoint
CREATE TABLE "comp_point_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"subscription_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"platform_type_id" integer NOT NULL,
	"causal" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"casino_game_name" text,
	"amount" bigint DEFAULT 0 NOT NULL,
	"amount_per_point" integer DEFAULT 0 NOT NULL,
	"points" integer NOT NULL,
	"reference_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comp_point_rules" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"platforms" jsonb NOT NULL,
	"amount_per_point" integer NOT NULL,
	CONSTRAINT "comp_point_rules_amount" CHECK ("comp_point_rules"."amount_per_point" > 0)
);
--> statement-breakpoint
CREATE TABLE "comp_point_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"executed_at" timestamp with time zone NOT NULL,
	"tickets" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_club_levels" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"min_points" integer NOT NULL,
	"description" text NOT NULL,
	"card_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_club_promos" (
	"id" serial PRIMARY KEY NOT NULL,
	"min_level_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_club_recharge_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"recharge_id" integer NOT NULL,
	"bonus_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_club_recharges" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"cost" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_club_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"level_id" integer NOT NULL,
	"level_since" timestamp with time zone NOT NULL,
	"card_requested_id" integer,
	"card_requested_at" timestamp with time zone,
	CONSTRAINT "vip_club_subscriptions_status" CHECK ("vip_club_subscriptions"."status" in ('active', 'suspended'))
);
--> statement-breakpoint
ALTER TABLE "comp_point_balances" ADD CONSTRAINT "comp_point_balances_subscription_id_vip_club_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."vip_club_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comp_point_balances" ADD CONSTRAINT "comp_point_balances_platform_type_id_comp_point_rules_id_fk" FOREIGN KEY ("platform_type_id") REFERENCES "public"."comp_point_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comp_point_movements" ADD CONSTRAINT "comp_point_movements_subscription_id_vip_club_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."vip_club_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_club_recharge_requests" ADD CONSTRAINT "vip_club_recharge_requests_subscription_id_vip_club_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."vip_club_subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_club_recharge_requests" ADD CONSTRAINT "vip_club_recharge_requests_recharge_id_vip_club_recharges_id_fk" FOREIGN KEY ("recharge_id") REFERENCES "public"."vip_club_recharges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_club_recharge_requests" ADD CONSTRAINT "vip_club_recharge_requests_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_club_recharges" ADD CONSTRAINT "vip_club_recharges_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "comp_point_movements_key_idx" ON "comp_point_movements" USING btree ("key");--> statement-breakpoint
CREATE INDEX "comp_point_movements_sub_idx" ON "comp_point_movements" USING btree ("subscription_id","reference_date","id");--> statement-breakpoint
CREATE INDEX "vip_club_recharge_requests_user_idx" ON "vip_club_recharge_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_club_subscriptions_user_idx" ON "vip_club_subscriptions" USING btree ("user_id");--> statement-breakpoint
-- Hand-written: the club's levels and the platform types' point rules (docs/ledger.md "Comp points").
INSERT INTO "vip_club_levels" ("id", "name", "min_points", "description", "card_name") VALUES
  (1, 'Bronze', 0, 'Il primo livello del VIP Club: accumuli punti con ogni giocata e li converti in bonus.', 'Card Bronze'),
  (2, 'Silver', 500, 'Promozioni riservate ai membri Silver e conversioni dei punti in bonus.', 'Card Silver'),
  (3, 'Gold', 2000, 'Promozioni Gold, conversioni dei punti e un referente dedicato.', 'Card Gold'),
  (4, 'Platinum', 5000, 'Il livello più alto: tutte le promozioni VIP, eventi esclusivi e un referente dedicato.', 'Card Platinum')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "comp_point_rules" ("id", "name", "platforms", "amount_per_point") VALUES
  (1, 'Scommesse', '["sport","virtual","ippica"]', 100),
  (2, 'Casino', '["casino","cash"]', 500),
  (3, 'Lotterie e Gratta e Vinci', '["gv","lotto","10elotto","millionday"]', 200)
ON CONFLICT DO NOTHING;
