CREATE TABLE "affiliate_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"fname" text NOT NULL,
	"rsociale" text NOT NULL,
	"iscliente" text NOT NULL,
	"userid" text,
	"cellulare" text NOT NULL,
	"email" text NOT NULL,
	"provincia" text NOT NULL,
	"social" text,
	"fatturato" text,
	"iscommerciale" text NOT NULL,
	"annisettore" text NOT NULL,
	"infos" text,
	"umail" text,
	"host" text,
	"request" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legacy_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"codice_fiscale" text NOT NULL,
	"invitation" text NOT NULL,
	"legacy_username" text NOT NULL,
	"legacy_contratto" text NOT NULL,
	"skin" text NOT NULL,
	"nome" text NOT NULL,
	"cognome" text NOT NULL,
	"email" text NOT NULL,
	"cellulare" text NOT NULL,
	"anagrafica" jsonb NOT NULL,
	"migrated_user_id" integer,
	"migrated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_key" text NOT NULL,
	"question_id" integer NOT NULL,
	"user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legacy_accounts" ADD CONSTRAINT "legacy_accounts_migrated_user_id_users_id_fk" FOREIGN KEY ("migrated_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_challenges" ADD CONSTRAINT "recovery_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_applications_created_idx" ON "affiliate_applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "legacy_accounts_cf_idx" ON "legacy_accounts" USING btree ("codice_fiscale");--> statement-breakpoint
CREATE UNIQUE INDEX "legacy_accounts_contratto_idx" ON "legacy_accounts" USING btree ("legacy_contratto");--> statement-breakpoint
CREATE INDEX "recovery_challenges_email_idx" ON "recovery_challenges" USING btree ("email_key");