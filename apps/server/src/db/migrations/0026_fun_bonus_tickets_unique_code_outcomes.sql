ALTER TABLE "game_tickets" ADD COLUMN "bonus_id" integer;--> statement-breakpoint
ALTER TABLE "ranking_offers" ADD COLUMN "outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ranking_unique_codes" ADD COLUMN "outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL;