-- A dispute decided for the buyer holds its amount until the provider's reversal has come; each dispute
-- keeps what had been taken back of its deposit when it was first recorded (0 for the disputes before).
DROP INDEX "deposit_disputes_open_idx";--> statement-breakpoint
ALTER TABLE "deposit_disputes" ADD COLUMN "reversed_before" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "deposit_disputes_holding_idx" ON "deposit_disputes" USING btree ("user_id") WHERE status = 'open' or outcome = 'RESOLVED_BUYER_FAVOUR';