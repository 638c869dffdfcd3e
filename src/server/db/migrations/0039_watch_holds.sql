-- Issue 31: reserve a watch with a deposit, or make an offer. One row per hold with its shopper's
-- secret link, its timeline beside it; an order that pays a hold names it and credits its deposit;
-- a provider event about a deposit keeps the hold it named.
CREATE TABLE "watch_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"listing_id" uuid,
	"listing_title" text NOT NULL,
	"listing_price_cents" bigint NOT NULL,
	"user_id" text,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"language" text DEFAULT 'en' NOT NULL,
	"display_currency" text,
	"display_rate" integer,
	"offer_cents" bigint,
	"counter_cents" bigint,
	"agreed_price_cents" bigint,
	"deposit_cents" bigint,
	"charge_currency" text,
	"charge_amount_minor" bigint,
	"payment_provider" text,
	"payment_session_id" text,
	"payment_reference" text,
	"refund_error" text,
	"expires_at" timestamp with time zone,
	"order_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watch_holds_token_unique" UNIQUE("token"),
	CONSTRAINT "watch_holds_payment_session_id_unique" UNIQUE("payment_session_id"),
	CONSTRAINT "watch_holds_kind_check" CHECK ("watch_holds"."kind" in ('deposit', 'offer')),
	CONSTRAINT "watch_holds_status_check" CHECK ("watch_holds"."status" in ('awaiting_deposit', 'held', 'refund_due', 'offered', 'countered', 'accepted', 'converted', 'lapsed', 'declined', 'withdrawn', 'refunded')),
	CONSTRAINT "watch_holds_display_rate_check" CHECK (("watch_holds"."display_currency" is null or "watch_holds"."display_currency" = 'USD') = ("watch_holds"."display_rate" is null))
);
--> statement-breakpoint
CREATE TABLE "hold_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hold_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" text,
	"note" text,
	"amount_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "hold_id" uuid;--> statement-breakpoint
ALTER TABLE "watch_holds" ADD CONSTRAINT "watch_holds_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_holds" ADD CONSTRAINT "watch_holds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_holds" ADD CONSTRAINT "watch_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hold_events" ADD CONSTRAINT "hold_events_hold_id_watch_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."watch_holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hold_events" ADD CONSTRAINT "hold_events_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hold_id_watch_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."watch_holds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_hold_id_watch_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."watch_holds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watch_holds_created_idx" ON "watch_holds" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "watch_holds_status_created_idx" ON "watch_holds" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "watch_holds_status_expiry_idx" ON "watch_holds" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "watch_holds_listing_idx" ON "watch_holds" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "watch_holds_payment_reference_idx" ON "watch_holds" USING btree ("payment_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "watch_holds_open_offer_idx" ON "watch_holds" USING btree ("listing_id",lower("email")) WHERE "watch_holds"."kind" = 'offer' and "watch_holds"."status" in ('offered', 'countered', 'accepted');--> statement-breakpoint
CREATE INDEX "hold_events_hold_idx" ON "hold_events" USING btree ("hold_id","id");--> statement-breakpoint
CREATE INDEX "orders_hold_idx" ON "orders" USING btree ("hold_id") WHERE "orders"."hold_id" is not null;
