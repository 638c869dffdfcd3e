-- Issue 24: one stock item, one live listing; the store item's status by a transition table with
-- "reserved"; the shop's sales history, revenue fixed in KWD at payment (decision 017).
--
-- A real database may already hold a store item with two live listings (for sale or reserved). The
-- unique index below would fail on it, so one stays live and the others are withdrawn first: the
-- one a pending checkout holds (a buyer is paying for it), else the newest. Each withdrawal is in
-- the audit log, so staff can see which listing went off sale and why.
WITH "ranked" AS (
  SELECT "l"."id", row_number() OVER (
    PARTITION BY "l"."inventory_id"
    ORDER BY EXISTS (
      SELECT 1 FROM "order_lines" "ol" JOIN "orders" "o" ON "o"."id" = "ol"."order_id"
      WHERE "ol"."listing_id" = "l"."id" AND "o"."status" = 'pending'
    ) DESC, "l"."created_at" DESC, "l"."id"
  ) AS "n"
  FROM "listings" "l"
  WHERE "l"."inventory_id" IS NOT NULL AND "l"."is_active" AND "l"."sold_at" IS NULL
), "withdrawn" AS (
  UPDATE "listings" SET "is_active" = false, "updated_at" = now()
  WHERE "id" IN (SELECT "id" FROM "ranked" WHERE "n" > 1)
  RETURNING "id", "slug", "inventory_id"
)
INSERT INTO "audit_log" ("action", "entity_type", "entity_id", "data")
SELECT 'listing.withdraw', 'listing', "id"::text, jsonb_build_object(
  'before', jsonb_build_object('isActive', true, 'slug', "slug", 'inventoryId', "inventory_id"),
  'after', jsonb_build_object('isActive', false, 'slug', "slug", 'inventoryId', "inventory_id"),
  'note', 'Migration 0018: another listing of the same store item was already live'
) FROM "withdrawn";
--> statement-breakpoint
CREATE UNIQUE INDEX "listings_one_live_per_item_idx" ON "listings" USING btree ("inventory_id") WHERE "listings"."inventory_id" is not null and "listings"."is_active" and "listings"."sold_at" is null;--> statement-breakpoint
ALTER TABLE "store_inventory_items" DROP CONSTRAINT "store_inventory_status_check";--> statement-breakpoint
ALTER TABLE "store_inventory_items" ADD CONSTRAINT "store_inventory_status_check" CHECK ("store_inventory_items"."status" in ('available', 'sold', 'shipped', 'reserved'));--> statement-breakpoint
-- An item whose live listing a pending checkout holds is reserved, as a new checkout now makes it.
UPDATE "store_inventory_items" "i" SET "status" = 'reserved'
WHERE "i"."status" = 'available' AND EXISTS (
  SELECT 1 FROM "listings" "l"
  JOIN "order_lines" "ol" ON "ol"."listing_id" = "l"."id"
  JOIN "orders" "o" ON "o"."id" = "ol"."order_id"
  WHERE "l"."inventory_id" = "i"."id" AND "l"."is_active" AND "l"."sold_at" IS NULL AND "o"."status" = 'pending'
);--> statement-breakpoint
CREATE TABLE "store_sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid,
	"order_id" uuid,
	"price_fils" bigint NOT NULL,
	"shipping_paid_fils" bigint DEFAULT 0 NOT NULL,
	"net_profit_fils" bigint,
	"sold_at" timestamp with time zone NOT NULL,
	"refunded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_item_id_store_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."store_inventory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_sales" ADD CONSTRAINT "store_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_sales_item_idx" ON "store_sales" USING btree ("item_id","sold_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "store_sales_order_idx" ON "store_sales" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "store_sales_kept_sold_at_idx" ON "store_sales" USING btree ("sold_at") WHERE "store_sales"."refunded_at" is null;--> statement-breakpoint
CREATE INDEX "store_sales_updated_idx" ON "store_sales" USING btree ("updated_at");--> statement-breakpoint
-- The sales of orders already paid (refunded ones kept as refunded): each order's KWD total as
-- src/shared/revenue.ts fixes it (KNET's charge, else the USD total at the settings' rate, the only
-- rate this database remembers), split over its lines, the shipping on the first line.
WITH "rate" AS (
  SELECT coalesce((
    SELECT ("value"->>'usdToKwd')::numeric FROM "settings"
    WHERE "key" = 'exchange_rates' AND jsonb_typeof("value"->'usdToKwd') = 'number' AND ("value"->>'usdToKwd')::numeric > 0
  ), 310000) AS "usd_to_kwd"
), "paid" AS (
  SELECT "o"."id", "o"."status", coalesce("o"."paid_at", "o"."created_at") AS "sold_at",
    CASE WHEN "o"."status" = 'refunded' THEN coalesce("o"."refunded_at", now()) END AS "refunded_at",
    "o"."subtotal_cents", "o"."total_cents",
    CASE WHEN "o"."charge_currency" = 'KWD' AND "o"."charge_amount_minor" IS NOT NULL THEN "o"."charge_amount_minor"
      ELSE round("o"."total_cents"::numeric * (SELECT "usd_to_kwd" FROM "rate") / 100000)::bigint END AS "total_fils"
  FROM "orders" "o" WHERE "o"."status" IN ('paid', 'shipped', 'delivered', 'refunded')
), "split" AS (
  SELECT *, CASE WHEN "total_cents" > 0 THEN round("total_fils"::numeric * "subtotal_cents" / "total_cents")::bigint ELSE "total_fils" END AS "goods_fils"
  FROM "paid"
), "lines" AS (
  SELECT "ol"."order_id", "ol"."listing_id",
    row_number() OVER (PARTITION BY "ol"."order_id" ORDER BY "ol"."id") AS "n",
    CASE WHEN "s"."subtotal_cents" > 0 THEN round("s"."goods_fils"::numeric * "ol"."line_total_cents" / "s"."subtotal_cents")::bigint ELSE 0 END AS "share"
  FROM "order_lines" "ol" JOIN "split" "s" ON "s"."id" = "ol"."order_id"
), "amounts" AS (
  SELECT "l"."order_id", "l"."listing_id",
    CASE WHEN "l"."n" = 1 THEN "l"."share" + "s"."goods_fils" - sum("l"."share") OVER (PARTITION BY "l"."order_id") ELSE "l"."share" END AS "price_fils",
    CASE WHEN "l"."n" = 1 THEN "s"."total_fils" - "s"."goods_fils" ELSE 0 END AS "shipping_paid_fils",
    "s"."sold_at", "s"."refunded_at"
  FROM "lines" "l" JOIN "split" "s" ON "s"."id" = "l"."order_id"
)
INSERT INTO "store_sales" ("item_id", "order_id", "price_fils", "shipping_paid_fils", "net_profit_fils", "sold_at", "refunded_at")
SELECT "i"."id", "a"."order_id", "a"."price_fils", "a"."shipping_paid_fils",
  CASE WHEN "i"."id" IS NOT NULL THEN "a"."price_fils" + "a"."shipping_paid_fils" - "i"."buying_price_fils" - "i"."shipping_cost_fils" - "i"."fees_fils" END,
  "a"."sold_at", "a"."refunded_at"
FROM "amounts" "a"
LEFT JOIN "listings" "li" ON "li"."id" = "a"."listing_id"
LEFT JOIN "store_inventory_items" "i" ON "i"."id" = "li"."inventory_id";--> statement-breakpoint
-- Sales staff recorded in the shop: a sold or shipped item that no kept order sold.
INSERT INTO "store_sales" ("item_id", "price_fils", "shipping_paid_fils", "net_profit_fils", "sold_at")
SELECT "i"."id", "i"."sold_price_fils", 0, "i"."net_profit_fils", coalesce("i"."sale_date", "i"."updated_at")
FROM "store_inventory_items" "i"
WHERE "i"."status" IN ('sold', 'shipped') AND "i"."sold_price_fils" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "store_sales" "s" WHERE "s"."item_id" = "i"."id" AND "s"."refunded_at" IS NULL);--> statement-breakpoint
-- A sale or refund moves the dashboard's figures (migration 0017, db/change-feed.ts).
CREATE TRIGGER "store_sales_changed" AFTER INSERT OR DELETE OR UPDATE OF "updated_at"
  ON "store_sales" FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"('data_changed');
