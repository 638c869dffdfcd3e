CREATE TABLE "staff_notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"new_paid_order" boolean NOT NULL,
	"low_stock" boolean NOT NULL,
	"contact_message" boolean NOT NULL,
	"failed_email" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_notification_preferences" ADD CONSTRAINT "staff_notification_preferences_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;