-- What a server-drawn page is drawn from (apps/server/src/platform/server-drawn-pages.ts keeps drawn
-- pages for a few seconds): any change to it fires NOTIFY content_changed, on which every server
-- process forgets its kept pages, so a published change shows at once. One notice per statement.
CREATE OR REPLACE FUNCTION notify_content_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER cms_objects_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cms_objects
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();--> statement-breakpoint
CREATE TRIGGER provider_news_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON provider_news
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();--> statement-breakpoint
CREATE TRIGGER payout_games_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payout_games
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();--> statement-breakpoint
CREATE TRIGGER payout_monthly_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON payout_monthly
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();--> statement-breakpoint
CREATE TRIGGER site_modules_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_modules
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();--> statement-breakpoint
CREATE TRIGGER site_variables_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_variables
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();--> statement-breakpoint
CREATE TRIGGER server_messages_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON server_messages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
