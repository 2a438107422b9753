DROP INDEX "blackjack_hands_open_idx";--> statement-breakpoint
ALTER TABLE "blackjack_hands" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Existing rows: the hands in play hold the slot (one per player, as the old index kept them); a
-- decided hand whose ticket is still open is settled by the next read of the player's hands anyway.
UPDATE "blackjack_hands" SET "active" = ("status" = 'open');--> statement-breakpoint
CREATE UNIQUE INDEX "blackjack_hands_active_idx" ON "blackjack_hands" USING btree ("user_id") WHERE "blackjack_hands"."active";
