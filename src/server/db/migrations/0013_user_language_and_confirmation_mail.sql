ALTER TABLE "user" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "confirmation_mail_sent_at" timestamp with time zone;