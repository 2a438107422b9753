ALTER TABLE "bet_sessions" ADD COLUMN "reality_ack_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reality_check_minutes" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reality_check_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rg_rule_sets" ADD COLUMN "reality_check_choices" text DEFAULT '15,30,60' NOT NULL;--> statement-breakpoint
ALTER TABLE "rg_rule_sets" ADD COLUMN "reality_check_default" integer DEFAULT 60 NOT NULL;