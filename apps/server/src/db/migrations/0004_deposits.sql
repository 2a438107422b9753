CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"method_id" integer,
	"method_name" text NOT NULL,
	"provider" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"provider_ref" text,
	"promo" text,
	"email" text,
	"is_mobile" boolean DEFAULT false NOT NULL,
	"prima_ricarica" boolean DEFAULT false NOT NULL,
	"error_code" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"deposit_transaction_id" text,
	"user_id" integer,
	"amount" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payer_email" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_transaction_idx" ON "deposits" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_provider_ref_idx" ON "deposits" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_payments_deposit_idx" ON "sandbox_payments" USING btree ("deposit_transaction_id");