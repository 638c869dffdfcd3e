-- Issue 28: the one all-powerful "admin" becomes the shop's owner; managers and sales staff are
-- invited from the back office.
UPDATE "user" SET "role" = 'owner' WHERE "role" = 'admin';
