-- Issue 25: a step of an order's timeline can ask staff to look at something (a payment event for
-- another amount or currency than the order's), as a code the back office words in each language.
ALTER TABLE "order_events" ADD COLUMN "flag" jsonb;--> statement-breakpoint
-- Issue 25: a reseller's own photos (inventory, portfolio, a photo to analyse) are served to their
-- owner alone; the shop's photos (listings, the store's inventory) stay public.
ALTER TABLE "media" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Uploads made before: anyone's but the staff's came through /api/me (the staff's route is
-- admin-only), and a photo a personal item or portfolio watch shows is its owner's; neither is
-- made private where the shop shows it (a listing, the store's inventory).
UPDATE "media" SET "is_private" = true
WHERE ("owner_user_id" IN (SELECT "id" FROM "user" WHERE "role" <> 'admin')
    OR "id" IN (SELECT "image_media_id" FROM "personal_inventory_items"
                UNION SELECT "image_media_id" FROM "portfolio_items"))
  AND NOT EXISTS (SELECT 1 FROM "listing_images" WHERE "listing_images"."media_id" = "media"."id")
  AND NOT EXISTS (SELECT 1 FROM "store_inventory_items" WHERE "store_inventory_items"."image_media_id" = "media"."id");
