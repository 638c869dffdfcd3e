import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { settings } from "./settings.schema";

/** The setting that holds the shipping fee in cents (ARCHITECTURE.md, Decisions: shipping). */
export const shippingFeeSetting = "shipping_fee_cents";

/** The stored JSON value of a setting, or undefined when it was never set. */
export async function getSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

/** The shipping fee in cents; free (0) unless an admin set a whole, non-negative number of cents. */
export async function getShippingFeeCents(db: Db): Promise<number> {
  const value = await getSetting(db, shippingFeeSetting);
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : 0;
}
