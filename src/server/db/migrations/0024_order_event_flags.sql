-- Issue 25: a step of an order's timeline can ask staff to look at something (a payment event for
-- another amount or currency than the order's), as a code the back office words in each language.
ALTER TABLE "order_events" ADD COLUMN "flag" jsonb;
