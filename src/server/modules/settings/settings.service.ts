import { eq } from "drizzle-orm";
import { defaultRates, type Rates } from "../../../shared/money";
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

/** ARCHITECTURE.md, Decisions: Money — the exchange rates admins may change, in millionths. */
export const exchangeRatesSetting = "exchange_rates";
/** Country codes the shop ships to; absent means everywhere. */
export const shipToSetting = "ship_to_countries";

export async function getExchangeRates(db: Db): Promise<Rates> {
  const value = await getSetting(db, exchangeRatesSetting);
  const rate = (key: keyof Rates) => {
    const found = (value as Partial<Record<keyof Rates, unknown>> | undefined)?.[key];
    return typeof found === "number" && Number.isSafeInteger(found) && found > 0 ? found : defaultRates[key];
  };
  return { usdToKwd: rate("usdToKwd"), kwdToUsd: rate("kwdToUsd") };
}

export async function getShipToCountries(db: Db): Promise<string[] | "all"> {
  const value = await getSetting(db, shipToSetting);
  return Array.isArray(value) && value.length > 0 && value.every((code) => typeof code === "string")
    ? (value as string[])
    : "all";
}
