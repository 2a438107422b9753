CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"dedupe_key" text,
	"source" text DEFAULT 'system' NOT NULL,
	"ins_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"trigger_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"title" text NOT NULL,
	"sub_title" text,
	"body" text NOT NULL,
	"image_url" text,
	"image_link_url" text,
	"attachment_url" text,
	"button_text" text,
	"button_external_link" text,
	"button_internal_link" text,
	"button_action" text,
	"specific_page" text,
	"max_visualization_number" integer DEFAULT 0 NOT NULL,
	"platform" text DEFAULT 'all' NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","archived","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_idx" ON "notifications" USING btree ("user_id","dedupe_key") WHERE "notifications"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "server_messages_trigger_idx" ON "server_messages" USING btree ("trigger_id");--> statement-breakpoint
-- Push across processes: every new notification ('new:<user id>:<id>') and every change of read
-- or archived state ('sync:<user id>', one per player and transaction since PostgreSQL folds equal
-- payloads) is announced to the push streams of every server process.
CREATE OR REPLACE FUNCTION notify_notification_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_notify('notification_changed', 'new:' || NEW.user_id::text || ':' || NEW.id::text);
  ELSE
    PERFORM pg_notify('notification_changed', 'sync:' || NEW.user_id::text);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER notifications_changed AFTER INSERT OR UPDATE OF is_read, archived ON notifications
  FOR EACH ROW EXECUTE FUNCTION notify_notification_changed();
