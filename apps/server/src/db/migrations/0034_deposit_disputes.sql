CREATE TABLE "deposit_disputes" (
	"dispute_id" text PRIMARY KEY NOT NULL,
	"deposit_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"outcome" text,
	"opened_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "deposit_disputes_amount" CHECK ("deposit_disputes"."amount" > 0),
	CONSTRAINT "deposit_disputes_status" CHECK ("deposit_disputes"."status" in ('open', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "deposit_disputes" ADD CONSTRAINT "deposit_disputes_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_disputes_open_idx" ON "deposit_disputes" USING btree ("user_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "deposit_disputes_deposit_idx" ON "deposit_disputes" USING btree ("deposit_id");