ALTER TABLE "store_inventory_items" ADD COLUMN "image_media_id" uuid;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consented_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Those who subscribed before this column gave their consent when they subscribed.
UPDATE "newsletter_subscribers" SET "consented_at" = "created_at";--> statement-breakpoint
ALTER TABLE "store_inventory_items" ADD CONSTRAINT "store_inventory_items_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_inventory_sale_date_idx" ON "store_inventory_items" USING btree ("sale_date") WHERE "store_inventory_items"."sale_date" is not null;