-- Every process caches short links in memory; any change to one tells them all to forget it.
CREATE OR REPLACE FUNCTION short_link_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('short_links', OLD.short_id);
  ELSE
    PERFORM pg_notify('short_links', NEW.short_id);
    IF TG_OP = 'UPDATE' AND OLD.short_id IS DISTINCT FROM NEW.short_id THEN PERFORM pg_notify('short_links', OLD.short_id); END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Not on the counter: a click's UPDATE of `clicks` changes nothing the cache holds.
CREATE TRIGGER short_urls_changed AFTER INSERT OR DELETE OR UPDATE OF short_id, destination, expires_at ON short_urls
  FOR EACH ROW EXECUTE FUNCTION short_link_changed();
