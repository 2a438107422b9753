-- What a server-drawn page is drawn from (apps/server/src/platform/server-drawn-pages.ts keeps drawn
-- pages for a few seconds): any change to it fires NOTIFY content_changed, on which every server
-- process forgets its kept pages, so a published change shows at once. One notice per statement.
CREATE OR REPLACE FUNCTION notify_content_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
DO $$
DECLARE content_table text;
BEGIN
  FOREACH content_table IN ARRAY ARRAY['cms_objects', 'provider_news', 'payout_games', 'payout_monthly', 'site_modules', 'site_variables', 'server_messages'] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed()',
      content_table || '_content_changed',
      content_table
    );
  END LOOP;
END;
$$;
