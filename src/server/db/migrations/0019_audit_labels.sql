ALTER TABLE "audit_log" ADD COLUMN "label" text;--> statement-breakpoint
UPDATE "audit_log" SET "label" = "orders"."order_number" FROM "orders" WHERE "audit_log"."entity_type" = 'order' AND "audit_log"."entity_id" = "orders"."id"::text;--> statement-breakpoint
UPDATE "audit_log" SET "label" = "listings"."title" FROM "listings" WHERE "audit_log"."entity_type" = 'listing' AND "audit_log"."entity_id" = "listings"."id"::text;--> statement-breakpoint
UPDATE "audit_log" SET "label" = "contact_messages"."name" FROM "contact_messages" WHERE "audit_log"."entity_type" = 'contact_message' AND "audit_log"."entity_id" = "contact_messages"."id"::text;--> statement-breakpoint
UPDATE "audit_log" SET "label" = "email_outbox"."to" FROM "email_outbox" WHERE "audit_log"."entity_type" = 'email' AND "audit_log"."entity_id" = "email_outbox"."id"::text;--> statement-breakpoint
UPDATE "audit_log" SET "label" = coalesce(
	"data" -> 'before' ->> 'title',
	"data" -> 'after' ->> 'email',
	nullif(concat_ws(' ',
		coalesce("data" -> 'after' ->> 'make', "data" -> 'before' ->> 'make', "data" -> 'after' ->> 'brand', "data" -> 'before' ->> 'brand'),
		coalesce("data" -> 'after' ->> 'model', "data" -> 'before' ->> 'model'),
		coalesce("data" -> 'after' ->> 'reference', "data" -> 'before' ->> 'reference')
	), '')
) WHERE "label" IS NULL AND "entity_type" NOT IN ('setting', 'reference_catalogue');
