DROP INDEX "reference_watches_brand_ref_idx";--> statement-breakpoint
ALTER TABLE "reference_watches" ALTER COLUMN "case_size_mm" SET DATA TYPE numeric(4, 1);--> statement-breakpoint
ALTER TABLE "reference_watches" ADD COLUMN "source" text DEFAULT 'catalogue' NOT NULL;--> statement-breakpoint
ALTER TABLE "reference_watches" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reference_watches" ADD COLUMN "brand_key" text GENERATED ALWAYS AS (lower(brand)) STORED;--> statement-breakpoint
ALTER TABLE "reference_watches" ADD COLUMN "reference_key" text GENERATED ALWAYS AS (lower(regexp_replace(reference, '[^a-zA-Z0-9]', '', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "reference_watches" ADD COLUMN "search_text" text GENERATED ALWAYS AS (mizan_unaccent(lower(brand || ' ' || coalesce(collection, '') || ' ' || model || ' ' || reference || ' ' || aliases::text))) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "reference_watches_brand_ref_key_idx" ON "reference_watches" USING btree ("brand_key","reference_key");--> statement-breakpoint
CREATE INDEX "reference_watches_ref_prefix_idx" ON "reference_watches" USING btree ("reference_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reference_watches_search_trgm_idx" ON "reference_watches" USING gin ("search_text" gin_trgm_ops);