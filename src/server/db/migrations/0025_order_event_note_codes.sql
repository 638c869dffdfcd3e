-- The shop's own notes on an order's timeline become codes the back office words in each language
-- (an Arabic page showed them as English sentences); a late payment becomes the flag it is: a
-- payment staff must refund, or an order they must fulfil, by hand.
UPDATE "order_events" SET "note" = 'cancelled_by_shopper' WHERE "note" = 'payment cancelled by the shopper';--> statement-breakpoint
UPDATE "order_events" SET "note" = 'replaced_by_new_checkout' WHERE "note" = 'replaced by a new checkout';--> statement-breakpoint
UPDATE "order_events" SET "note" = 'provider_failed' WHERE "note" = 'the payment provider failed';--> statement-breakpoint
UPDATE "order_events" SET "note" = 'reservation_expired' WHERE "note" = 'reservation ran out';--> statement-breakpoint
UPDATE "order_events"
SET "flag" = jsonb_build_object('code', 'LATE_PAYMENT', 'reference', substring("note" from '^Payment (\S+) arrived after')),
    "note" = NULL
WHERE "note" LIKE 'Payment % arrived after the order was %';
