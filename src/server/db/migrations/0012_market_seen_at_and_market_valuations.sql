ALTER TABLE "portfolio_valuations" DROP CONSTRAINT "portfolio_valuations_source_check";--> statement-breakpoint
ALTER TABLE "market_observations" ADD COLUMN "seen_at" text;--> statement-breakpoint
-- Prices recorded by hand kept where they were seen as their title until now.
UPDATE "market_observations" SET "seen_at" = "title", "title" = NULL WHERE "source" = 'manual';--> statement-breakpoint
ALTER TABLE "market_observations" ADD CONSTRAINT "market_observations_seen_at_check" CHECK (char_length("market_observations"."seen_at") <= 200);--> statement-breakpoint
ALTER TABLE "portfolio_valuations" ADD CONSTRAINT "portfolio_valuations_source_check" CHECK ("portfolio_valuations"."source" in ('ai_analysis', 'manual_entry', 'owner_estimate', 'market'));