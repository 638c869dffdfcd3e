CREATE TABLE "alert_listing_states" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"is_for_sale" boolean NOT NULL,
	"price_cents" bigint NOT NULL,
	"listed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_alert_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"is_on" boolean DEFAULT false NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"consented_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_alert_settings_channel_check" CHECK ("favorite_alert_settings"."channel" in ('email', 'whatsapp', 'both'))
);
--> statement-breakpoint
CREATE TABLE "favorite_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"state_version" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"previous_price_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "favorite_alerts_kind_check" CHECK ("favorite_alerts"."kind" in ('price-drop', 'back-on-sale'))
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"search_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "saved_search_matches_search_id_listing_id_pk" PRIMARY KEY("search_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"email" text,
	"language" text DEFAULT 'en' NOT NULL,
	"query" jsonb NOT NULL,
	"query_key" text NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"frequency" text DEFAULT 'instant' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmation_sent_at" timestamp with time zone,
	"last_digest_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_owner_check" CHECK (("saved_searches"."user_id" is null) <> ("saved_searches"."email" is null)),
	CONSTRAINT "saved_searches_channel_check" CHECK ("saved_searches"."channel" in ('email', 'whatsapp', 'both')),
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" in ('instant', 'daily'))
);
--> statement-breakpoint
CREATE TABLE "checkout_reminders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reminder_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_listing_states" ADD CONSTRAINT "alert_listing_states_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_alert_settings" ADD CONSTRAINT "favorite_alert_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_alerts" ADD CONSTRAINT "favorite_alerts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_alerts" ADD CONSTRAINT "favorite_alerts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_reminders" ADD CONSTRAINT "checkout_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_listing_states_listed_idx" ON "alert_listing_states" USING btree ("listed_at") WHERE "alert_listing_states"."is_for_sale";--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_alerts_event_idx" ON "favorite_alerts" USING btree ("user_id","listing_id","state_version");--> statement-breakpoint
CREATE INDEX "favorite_alerts_unsent_idx" ON "favorite_alerts" USING btree ("user_id") WHERE "favorite_alerts"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "saved_search_matches_unsent_idx" ON "saved_search_matches" USING btree ("search_id") WHERE "saved_search_matches"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_query_idx" ON "saved_searches" USING btree ("user_id","query_key") WHERE "saved_searches"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_guest_query_idx" ON "saved_searches" USING btree ("email","query_key") WHERE "saved_searches"."user_id" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_searches_confirmed_idx" ON "saved_searches" USING btree ("confirmed_at") WHERE "saved_searches"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "favorites_listing_idx" ON "favorites" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "orders_reminder_idx" ON "orders" USING btree ("created_at") WHERE "orders"."reminder_consent_at" is not null;