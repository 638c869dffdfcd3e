-- Issue 31: sell or trade in your watch. A seller's request with the indicative offer they were
-- shown, the shop's answers, and the store inventory item a bought watch became (one at most);
-- its photos are private uploads that only staff see, through the request (decision 030).
CREATE TABLE "trade_in_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"reference" text,
	"year" smallint,
	"condition" text NOT NULL,
	"box_papers" text NOT NULL,
	"asking_minor" bigint,
	"asking_currency" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"language" text DEFAULT 'en' NOT NULL,
	"user_id" text,
	"trade_for_listing_id" uuid,
	"trade_for_title" text,
	"estimate" jsonb NOT NULL,
	"offer_minor" bigint,
	"offer_currency" text,
	"staff_message" text,
	"inventory_item_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_in_requests_status_check" CHECK ("trade_in_requests"."status" in ('submitted', 'countered', 'offered', 'declined', 'bought')),
	CONSTRAINT "trade_in_requests_asking_check" CHECK (("trade_in_requests"."asking_minor" is null) = ("trade_in_requests"."asking_currency" is null) and ("trade_in_requests"."asking_minor" is null or "trade_in_requests"."asking_minor" > 0)),
	CONSTRAINT "trade_in_requests_offer_check" CHECK (("trade_in_requests"."offer_minor" is null) = ("trade_in_requests"."offer_currency" is null) and ("trade_in_requests"."offer_minor" is null or "trade_in_requests"."offer_minor" > 0))
);
--> statement-breakpoint
CREATE TABLE "trade_in_photos" (
	"request_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "trade_in_photos_request_id_media_id_pk" PRIMARY KEY("request_id","media_id")
);
--> statement-breakpoint
ALTER TABLE "trade_in_requests" ADD CONSTRAINT "trade_in_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_requests" ADD CONSTRAINT "trade_in_requests_trade_for_listing_id_listings_id_fk" FOREIGN KEY ("trade_for_listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_requests" ADD CONSTRAINT "trade_in_requests_inventory_item_id_store_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."store_inventory_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_photos" ADD CONSTRAINT "trade_in_photos_request_id_trade_in_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."trade_in_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_photos" ADD CONSTRAINT "trade_in_photos_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_in_requests_created_idx" ON "trade_in_requests" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "trade_in_requests_status_created_idx" ON "trade_in_requests" USING btree ("status","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_in_requests_inventory_item_idx" ON "trade_in_requests" USING btree ("inventory_item_id") WHERE "trade_in_requests"."inventory_item_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_in_photos_media_idx" ON "trade_in_photos" USING btree ("media_id");
