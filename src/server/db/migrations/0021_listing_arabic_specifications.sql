-- Issue 24: a listing's Arabic free-text specification values beside the English ones, and the
-- staff's confirmation that its photographs show the very watch a buyer receives. Existing
-- listings keep no Arabic values (the dictionary translates what it knows at read time) and make
-- no such photography claim until staff confirm it.
ALTER TABLE "listings" ADD COLUMN "specifications_ar" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "photos_of_this_watch" boolean DEFAULT false NOT NULL;
