-- Issue 30, decision 027: a WhatsApp message the Cloud API could not take for a while (5xx, 429,
-- no answer) is sent again with backoff; the row keeps its values until then, the sends tried,
-- and when the next is due.
ALTER TABLE "whatsapp_messages" ADD COLUMN "values" jsonb;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_due_idx" ON "whatsapp_messages" USING btree ("next_attempt_at") WHERE "whatsapp_messages"."next_attempt_at" is not null;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_failed_idx" ON "whatsapp_messages" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "whatsapp_messages"."status" = 'failed';
