-- Issue 31: a watch's inspection (one per listing, its checks with who and when), its private
-- photos (served to staff only, through the inspection), and the certificates issued when a watch
-- sells: the exact signed payload and its Ed25519 signature, revocation beside them (decision 028).
CREATE TABLE "watch_inspections" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"serial" text NOT NULL,
	"checks" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watch_inspection_photos" (
	"listing_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "watch_inspection_photos_listing_id_media_id_pk" PRIMARY KEY("listing_id","media_id"),
	CONSTRAINT "watch_inspection_photos_kind_check" CHECK ("watch_inspection_photos"."kind" in ('serial', 'movement'))
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"order_id" uuid NOT NULL,
	"listing_id" uuid,
	"payload" text NOT NULL,
	"signature" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"revoked_by" text,
	"pdf" bytea,
	CONSTRAINT "certificates_code_unique" UNIQUE("code"),
	CONSTRAINT "certificates_order_listing_key" UNIQUE("order_id","listing_id"),
	CONSTRAINT "certificates_revocation_check" CHECK (("certificates"."revoked_at" is null) = ("certificates"."revoked_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "watch_inspections" ADD CONSTRAINT "watch_inspections_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_inspection_photos" ADD CONSTRAINT "watch_inspection_photos_listing_id_watch_inspections_listing_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."watch_inspections"("listing_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_inspection_photos" ADD CONSTRAINT "watch_inspection_photos_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_user_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watch_inspection_photos_media_idx" ON "watch_inspection_photos" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "certificates_listing_idx" ON "certificates" USING btree ("listing_id");
