CREATE TABLE "cms_objects" (
	"id" serial PRIMARY KEY NOT NULL,
	"layout_area" text NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"type_name" text NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visibility" integer DEFAULT 1 NOT NULL,
	"view_order" integer DEFAULT 0 NOT NULL,
	"risoluzione" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome_gioco" text NOT NULL,
	"descrizione" text NOT NULL,
	"categoria" text NOT NULL,
	"rtp_cents" integer NOT NULL,
	"fornitore" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_monthly" (
	"id" serial PRIMARY KEY NOT NULL,
	"anno" integer NOT NULL,
	"mese" integer NOT NULL,
	"famiglia" integer NOT NULL,
	"descrizione_famiglia" text NOT NULL,
	"rtp_cents" integer NOT NULL,
	"descrizione_gioco" text NOT NULL,
	"descrizione_piattaforma" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"image_url" text NOT NULL,
	"link" text NOT NULL,
	"publish_date" timestamp with time zone NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cms_objects_area_idx" ON "cms_objects" USING btree ("layout_area");--> statement-breakpoint
CREATE INDEX "cms_objects_parent_idx" ON "cms_objects" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "provider_news_category_idx" ON "provider_news" USING btree ("category","publish_date");