CREATE TABLE "portfolio_valuations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"price_cents" bigint NOT NULL,
	"source" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_valuations_price_check" CHECK ("portfolio_valuations"."price_cents" > 0),
	CONSTRAINT "portfolio_valuations_source_check" CHECK ("portfolio_valuations"."source" in ('ai_analysis', 'manual_entry', 'owner_estimate'))
);
--> statement-breakpoint
ALTER TABLE "portfolio_valuations" ADD CONSTRAINT "portfolio_valuations_item_id_portfolio_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."portfolio_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_valuations_item_recorded_idx" ON "portfolio_valuations" USING btree ("item_id","recorded_at");