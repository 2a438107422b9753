ALTER TABLE "users" ADD COLUMN "first_access_due" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "contract_version" text;--> statement-breakpoint
-- Hand-written: every player existing before the ADM concession of 12 November 2025 meets the first-access screen at the next login.
UPDATE "users" SET "first_access_due" = true WHERE "role" = 'player';
