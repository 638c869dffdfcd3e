CREATE INDEX "listings_views_idx" ON "listings" USING btree ("views_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "listings_updated_idx" ON "listings" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "store_inventory_updated_idx" ON "store_inventory_items" USING btree ("updated_at");