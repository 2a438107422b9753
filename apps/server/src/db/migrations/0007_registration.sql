CREATE TABLE "pre_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"cognome" text NOT NULL,
	"email" text NOT NULL,
	"cellulare" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_attempts" (
	"num_conto" text PRIMARY KEY NOT NULL,
	"codice_fiscale" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"ip" text NOT NULL,
	"outcome" integer NOT NULL,
	"otp_required" boolean NOT NULL,
	"mobile_verified_at" timestamp with time zone,
	"email_verified_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "registration_attempts_ip_idx" ON "registration_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "registration_attempts_email_idx" ON "registration_attempts" USING btree ("email");