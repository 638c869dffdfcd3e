-- Issue 24: how a saved watch was identified, so its card says whose confidence it shows. A card
-- saved from an AI analysis was named by the AI; any other kept no method and reads "Confidence".
ALTER TABLE "portfolio_items" ADD COLUMN "identification_method" text;--> statement-breakpoint
UPDATE "portfolio_items" SET "identification_method" = 'ai' WHERE "source" = 'ai_analysis';--> statement-breakpoint
ALTER TABLE "portfolio_items" ADD CONSTRAINT "portfolio_identification_method_check" CHECK ("portfolio_items"."identification_method" in ('ai', 'catalogue', 'photo_match', 'typed'));
