CREATE TABLE "bonus_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"code" text,
	"trigger" text NOT NULL,
	"family" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"percent" integer,
	"wager_times" integer DEFAULT 1 NOT NULL,
	"min_odds" integer,
	"platforms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_days" integer NOT NULL,
	"n_spin" integer DEFAULT 0 NOT NULL,
	"min_bet" bigint DEFAULT 0 NOT NULL,
	"max_bet" bigint DEFAULT 0 NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_campaigns_family" CHECK ("bonus_campaigns"."family" between 1 and 8),
	CONSTRAINT "bonus_campaigns_amount" CHECK ("bonus_campaigns"."amount" >= 0 and "bonus_campaigns"."wager_times" between 1 and 100 and "bonus_campaigns"."valid_days" between 1 and 365),
	CONSTRAINT "bonus_campaigns_window" CHECK ("bonus_campaigns"."ends_at" > "bonus_campaigns"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"grant_key" text NOT NULL,
	"type" text NOT NULL,
	"family" integer NOT NULL,
	"amount" bigint NOT NULL,
	"wager_target" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"n_spin" integer DEFAULT 0 NOT NULL,
	"n_spin_used" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "player_bonuses_wagered" CHECK ("player_bonuses"."wagered" >= 0 and "player_bonuses"."wagered" <= "player_bonuses"."wager_target"),
	CONSTRAINT "player_bonuses_spins" CHECK ("player_bonuses"."n_spin_used" >= 0 and "player_bonuses"."n_spin_used" <= "player_bonuses"."n_spin")
);
--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_campaigns_code_idx" ON "bonus_campaigns" USING btree ("code") WHERE "bonus_campaigns"."code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_grant_idx" ON "player_bonuses" USING btree ("grant_key");--> statement-breakpoint
CREATE INDEX "player_bonuses_user_idx" ON "player_bonuses" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "player_bonuses_due_idx" ON "player_bonuses" USING btree ("deadline") WHERE "player_bonuses"."status" = 'active';