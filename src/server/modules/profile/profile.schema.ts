import { jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { ShippingAddress } from "../../../shared/checkout";
import { createdAt, updatedAt } from "../../db/columns";
import { userKey } from "../../db/foreign-keys";

/** spec: storefront §3 — the shopper's profile, created on first sign-in. */
export const customers = pgTable("customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => userKey.id, { onDelete: "cascade" }),
  firstName: text("first_name"),
  lastName: text("last_name"),
  phone: text("phone"),
  /** The address of the last checkout, offered at the next one. */
  shippingAddress: jsonb("shipping_address").$type<ShippingAddress>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
