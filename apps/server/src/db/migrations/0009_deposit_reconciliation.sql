ALTER TABLE "deposits" ADD COLUMN "handoff" jsonb;--> statement-breakpoint
CREATE INDEX "deposits_open_idx" ON "deposits" USING btree ("created_at") WHERE status in ('created', 'pending');