-- Every instance keeps the data's version and the sessions it has read in memory, and drops them
-- when one of these notifications arrives (src/server/db/change-feed.ts). Statement triggers, so a
-- bulk write sends one notification, and PostgreSQL folds the same one sent twice in a transaction.
CREATE FUNCTION "notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The data the dashboard's version reads (catalog-version.ts): a listing's or a store item's
-- updated_at, and the audit log. A view counted touches neither, so it moves nothing.
CREATE TRIGGER "listings_changed" AFTER INSERT OR DELETE OR UPDATE OF "updated_at" ON "listings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('data_changed');
--> statement-breakpoint
CREATE TRIGGER "store_inventory_items_changed" AFTER INSERT OR DELETE OR UPDATE OF "updated_at"
  ON "store_inventory_items" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('data_changed');
--> statement-breakpoint
CREATE TRIGGER "audit_log_changed" AFTER INSERT ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('data_changed');
--> statement-breakpoint
-- A sign-out, a ban, a role or profile change: the sessions held in memory are read again.
CREATE TRIGGER "session_changed" AFTER UPDATE OR DELETE ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('sessions_changed');
--> statement-breakpoint
CREATE TRIGGER "user_changed" AFTER UPDATE OR DELETE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('sessions_changed');
