-- Issue 26: the listings' search words are written by the application (listing-words.ts), with the
-- same normalisation the typed query gets (src/shared/search-text.ts), so PostgreSQL and the
-- in-memory index search the very same words, Arabic included. NULL: not written yet; an instance
-- writes them as soon as it hears of the row (search-words-refresh.ts), and at start.
ALTER TABLE "listings" ADD COLUMN "search_words" text;
--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "search";
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(string_to_array(coalesce(search_words, ''), ' '))) STORED;
--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search");
--> statement-breakpoint
-- Names sort by code point whatever the database's collation, as the in-memory index sorts them,
-- so a name cursor means the same place to both.
DROP INDEX "listings_active_title_idx";
--> statement-breakpoint
CREATE INDEX "listings_active_title_idx" ON "listings" USING btree ("is_active","title" COLLATE "C","id");
--> statement-breakpoint
-- A write that changes the text but not its words (a script, a console) leaves them to be written
-- again rather than stale.
CREATE FUNCTION "listing_words_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.search_words IS NOT DISTINCT FROM OLD.search_words THEN
    NEW.search_words := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listings_words_stale" BEFORE UPDATE OF "title", "brand", "model", "reference" ON "listings"
  FOR EACH ROW WHEN ((NEW.title, NEW.brand, NEW.model, NEW.reference) IS DISTINCT FROM (OLD.title, OLD.brand, OLD.model, OLD.reference))
  EXECUTE FUNCTION "listing_words_stale"();
--> statement-breakpoint
-- Which listings changed, so each instance re-reads those rows into its search index instead of
-- reading the catalogue again (src/server/db/change-feed.ts). A view counted or words written
-- change nothing the index holds. Past 200 ids (a bulk write) the payload, limited to 8,000 bytes,
-- says "*": read everything again.
CREATE FUNCTION "notify_listings"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id::text) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(id::text) INTO ids FROM old_rows;
  ELSIF TG_TABLE_NAME = 'listings' THEN
    SELECT array_agg(n.id::text) INTO ids FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE to_jsonb(n) - 'views_count' - 'search_words' - 'search'
      IS DISTINCT FROM to_jsonb(o) - 'views_count' - 'search_words' - 'search';
  ELSE
    -- A store item's make, model and condition are its listing's when the listing has none.
    SELECT array_agg(l.id::text) INTO ids
    FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN listings l ON l.inventory_id = n.id
    WHERE (n.make, n.model, n.condition) IS DISTINCT FROM (o.make, o.model, o.condition);
  END IF;
  IF cardinality(ids) > 200 THEN
    PERFORM pg_notify('listings_changed', '*');
  ELSIF cardinality(ids) > 0 THEN
    PERFORM pg_notify('listings_changed', array_to_string(ids, ','));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listings_inserted_feed" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_listings"();
--> statement-breakpoint
CREATE TRIGGER "listings_updated_feed" AFTER UPDATE ON "listings" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_listings"();
--> statement-breakpoint
CREATE TRIGGER "listings_deleted_feed" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_listings"();
--> statement-breakpoint
CREATE TRIGGER "store_items_updated_feed" AFTER UPDATE ON "store_inventory_items" REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_listings"();
