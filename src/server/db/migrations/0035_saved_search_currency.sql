-- Issue 30: the currency a shopper read prices in when saving a search or turning on their
-- favourites' alerts, so those alerts show prices in it. Expand only: existing rows read dollars.
ALTER TABLE "favorite_alert_settings" ADD COLUMN "display_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "display_currency" text DEFAULT 'USD' NOT NULL;