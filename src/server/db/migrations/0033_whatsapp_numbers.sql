CREATE TABLE "whatsapp_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"number" text NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"reference" text,
	"provider_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_messages_status_check" CHECK ("whatsapp_messages"."status" in ('pending', 'accepted', 'sent', 'delivered', 'read', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_numbers" (
	"user_id" text PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"code_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"opted_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_numbers" ADD CONSTRAINT "whatsapp_numbers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_provider_id_idx" ON "whatsapp_messages" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_user_idx" ON "whatsapp_messages" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "whatsapp_numbers_number_idx" ON "whatsapp_numbers" USING btree ("number");