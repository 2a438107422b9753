CREATE TABLE "blackjack_hands" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game" text NOT NULL,
	"stake" bigint NOT NULL,
	"status" text NOT NULL,
	"shoe" jsonb NOT NULL,
	"player" jsonb NOT NULL,
	"dealer" jsonb NOT NULL,
	"actions" text DEFAULT '' NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"result" text,
	"payout" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "blackjack_hands_open_idx" ON "blackjack_hands" USING btree ("user_id") WHERE "blackjack_hands"."status" = 'open';