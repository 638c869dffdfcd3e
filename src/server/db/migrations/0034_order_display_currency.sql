-- Issue 30: the currency the shopper read prices in at checkout, and its rate (millionths per US
-- dollar), so the order is shown to them as they saw it. Expand only: nullable, old orders keep null.
ALTER TABLE "orders" ADD COLUMN "display_currency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "display_rate" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_display_rate_check" CHECK (("orders"."display_currency" is null or "orders"."display_currency" = 'USD') = ("orders"."display_rate" is null));