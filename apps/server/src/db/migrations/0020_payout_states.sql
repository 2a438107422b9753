ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_status_known";--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_provider" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "sending_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_destination" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_error" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "withdrawals_payout_open_idx" ON "withdrawals" USING btree ("sending_at") WHERE status in ('sending', 'sent');--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_known" CHECK ("withdrawals"."status" not in ('sending', 'sent') or ("withdrawals"."payout_provider" is not null and "withdrawals"."sending_at" is not null));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_status_known" CHECK ("withdrawals"."status" in ('pending', 'sending', 'sent', 'posted', 'voided', 'declined'));