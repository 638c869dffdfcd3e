ALTER TABLE "listings" ADD COLUMN "reserved_until" timestamp with time zone;--> statement-breakpoint
UPDATE "listings" SET "reserved_until" = (
	SELECT max("orders"."expires_at") FROM "order_lines"
	JOIN "orders" ON "orders"."id" = "order_lines"."order_id"
	WHERE "order_lines"."listing_id" = "listings"."id" AND "orders"."status" = 'pending'
) WHERE "is_active" = true AND "sold_at" IS NULL AND "stock" = 0;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "agreed_price_cents" bigint;--> statement-breakpoint
UPDATE "cart_lines" SET "agreed_price_cents" = "listings"."price_cents" FROM "listings" WHERE "listings"."id" = "cart_lines"."listing_id";--> statement-breakpoint
ALTER TABLE "cart_lines" ALTER COLUMN "agreed_price_cents" SET NOT NULL;
