-- Issue 24: a valuation keeps its price's provenance: what the figure is, its sources, sample size and date.
ALTER TABLE "portfolio_valuations" ADD COLUMN "basis" text DEFAULT 'unrecorded' NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_valuations" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "portfolio_valuations" ADD COLUMN "sample_size" integer;--> statement-breakpoint
ALTER TABLE "portfolio_valuations" ADD COLUMN "as_of" timestamp with time zone;--> statement-breakpoint
-- An owner's estimate is what it always said it was, on the day it was entered. Every other
-- existing valuation (an analysis's save, a market update) kept no sources: it stays "unrecorded".
UPDATE "portfolio_valuations" SET "basis" = 'entered', "as_of" = "recorded_at" WHERE "source" = 'owner_estimate';--> statement-breakpoint
ALTER TABLE "portfolio_valuations" ALTER COLUMN "basis" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "portfolio_valuations" ADD CONSTRAINT "portfolio_valuations_basis_check" CHECK ("portfolio_valuations"."basis" in ('median', 'one_asking', 'one_sold', 'entered', 'unrecorded'));--> statement-breakpoint
ALTER TABLE "portfolio_valuations" ADD CONSTRAINT "portfolio_valuations_sample_size_check" CHECK ("portfolio_valuations"."sample_size" is null or "portfolio_valuations"."sample_size" > 0);--> statement-breakpoint
-- The fixed "15-25%" regional variance was never a market fact: saved items drop it.
UPDATE "portfolio_items" SET "insights" = "insights" - 'regionalVariance' WHERE "insights" ? 'regionalVariance';
