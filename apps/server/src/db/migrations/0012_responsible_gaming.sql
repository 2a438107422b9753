CREATE TABLE "deposit_limits" (
	"user_id" integer NOT NULL,
	"periodo" text NOT NULL,
	"importo" bigint NOT NULL,
	"num_volte_periodo" integer DEFAULT 1 NOT NULL,
	"pending_importo" bigint,
	"pending_from" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_limits_user_id_periodo_pk" PRIMARY KEY("user_id","periodo")
);
--> statement-breakpoint
CREATE TABLE "rg_exclusion_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_set" text NOT NULL,
	"code" integer NOT NULL,
	"descrizione" text NOT NULL,
	"kind" text NOT NULL,
	"min_days" integer NOT NULL,
	"max_days" integer,
	"product" text DEFAULT 'all' NOT NULL,
	"revocable_after_days" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_limit_caps" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_set" text NOT NULL,
	"kind" text NOT NULL,
	"max_per_day" bigint NOT NULL,
	"min_age" integer,
	"max_age" integer
);
--> statement-breakpoint
CREATE TABLE "rg_rule_sets" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"limit_periods" text NOT NULL,
	"increase_delay_hours" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "self_exclusions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"kind" text NOT NULL,
	"product" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"revocable_from" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"previous_stato" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pep_declarations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"ragione" text NOT NULL,
	"professione" integer NOT NULL,
	"fascia_reddito" integer NOT NULL,
	"origine_fondi" integer NOT NULL,
	"origine_fondi_altro" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pep_options" (
	"list" text NOT NULL,
	"id" integer NOT NULL,
	"descrizione" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pep_options_list_id_pk" PRIMARY KEY("list","id")
);
--> statement-breakpoint
ALTER TABLE "deposit_limits" ADD CONSTRAINT "deposit_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_exclusion_types" ADD CONSTRAINT "rg_exclusion_types_rule_set_rg_rule_sets_code_fk" FOREIGN KEY ("rule_set") REFERENCES "public"."rg_rule_sets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_limit_caps" ADD CONSTRAINT "rg_limit_caps_rule_set_rg_rule_sets_code_fk" FOREIGN KEY ("rule_set") REFERENCES "public"."rg_rule_sets"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_exclusions" ADD CONSTRAINT "self_exclusions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "self_exclusions" ADD CONSTRAINT "self_exclusions_type_id_rg_exclusion_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."rg_exclusion_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pep_declarations" ADD CONSTRAINT "pep_declarations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rg_exclusion_types_code_idx" ON "rg_exclusion_types" USING btree ("rule_set","code");--> statement-breakpoint
CREATE INDEX "self_exclusions_user_idx" ON "self_exclusions" USING btree ("user_id");--> statement-breakpoint
-- Reference data (hand-written): the two responsible-gaming rule sets and the PEP choices.
-- 'spec': document 2 §9 (temporary 30, 60 or 90 days; permanent at least 6 months; raises after 7 days).
INSERT INTO "rg_rule_sets" ("code", "name", "limit_periods", "increase_delay_hours") VALUES
  ('spec', 'Regole della specifica', 'WW,MM', 168),
  ('adm2026', 'Regole italiane dal febbraio 2026', 'GG,WW,MM', 168);
--> statement-breakpoint
INSERT INTO "rg_exclusion_types" ("rule_set", "code", "descrizione", "kind", "min_days", "max_days", "product", "revocable_after_days", "sort") VALUES
  ('spec', 1, '30 giorni', 'temporary', 30, 30, 'all', NULL, 1),
  ('spec', 2, '60 giorni', 'temporary', 60, 60, 'all', NULL, 2),
  ('spec', 3, '90 giorni', 'temporary', 90, 90, 'all', NULL, 3),
  ('spec', 4, 'Permanente (minimo 6 mesi)', 'permanent', 180, NULL, 'all', 180, 4),
  ('adm2026', 11, 'Tutti i giochi: da 7 a 270 giorni', 'temporary', 7, 270, 'all', NULL, 1),
  ('adm2026', 12, 'Scommesse sportive: da 7 a 270 giorni', 'temporary', 7, 270, 'sport', NULL, 2),
  ('adm2026', 13, 'Casinò e slot: da 7 a 270 giorni', 'temporary', 7, 270, 'casino', NULL, 3),
  ('adm2026', 14, 'Poker: da 7 a 270 giorni', 'temporary', 7, 270, 'poker', NULL, 4),
  ('adm2026', 15, 'Permanente (revocabile dopo 9 mesi)', 'permanent', 270, NULL, 'all', 270, 5);
--> statement-breakpoint
-- First limits under the 2026 rules: 3 hours of play, € 100 of spend and € 200 of top-up a day.
INSERT INTO "rg_limit_caps" ("rule_set", "kind", "max_per_day", "min_age", "max_age") VALUES
  ('adm2026', 'play_minutes', 180, NULL, NULL),
  ('adm2026', 'spend', 10000, NULL, NULL),
  ('adm2026', 'deposit', 20000, NULL, NULL);
--> statement-breakpoint
INSERT INTO "pep_options" ("list", "id", "descrizione", "sort") VALUES
  ('professione', 1, 'Lavoratore dipendente', 1),
  ('professione', 2, 'Lavoratore autonomo / libero professionista', 2),
  ('professione', 3, 'Imprenditore', 3),
  ('professione', 4, 'Pensionato', 4),
  ('professione', 5, 'Studente', 5),
  ('professione', 6, 'Disoccupato', 6),
  ('professione', 7, 'Casalingo/a', 7),
  ('professione', 8, 'Amministratore pubblico o titolare di carica politica', 8),
  ('fasciaReddito', 1, 'Fino a € 15.000', 1),
  ('fasciaReddito', 2, 'Da € 15.001 a € 28.000', 2),
  ('fasciaReddito', 3, 'Da € 28.001 a € 50.000', 3),
  ('fasciaReddito', 4, 'Da € 50.001 a € 100.000', 4),
  ('fasciaReddito', 5, 'Oltre € 100.000', 5),
  ('origineFondi', 1, 'Reddito da lavoro o pensione', 1),
  ('origineFondi', 2, 'Risparmi', 2),
  ('origineFondi', 3, 'Eredità o donazione', 3),
  ('origineFondi', 4, 'Vendita di beni o immobili', 4),
  ('origineFondi', 5, 'Vincite di gioco', 5),
  ('origineFondi', 255, 'Altro', 6);
--> statement-breakpoint
-- The rule set in force is configuration: operators switch it with SetSiteVariable.
INSERT INTO "site_variables" ("name", "value", "description") VALUES
  ('ResponsibleGaming_RuleSet', 'spec', 'Regole di gioco responsabile in vigore: spec (specifica) o adm2026 (regole italiane dal febbraio 2026)')
  ON CONFLICT ("name") DO NOTHING;
