import { eq, inArray } from "drizzle-orm";
import { defaultRates, type Rates } from "../../../shared/money";
import type { Db } from "../../db/client";
import { settings } from "./settings.schema";

/** The setting that holds the shipping fee in cents (ARCHITECTURE.md, Decisions: shipping). */
export const shippingFeeSetting = "shipping_fee_cents";
/** ARCHITECTURE.md, Decisions: Money — the exchange rates admins may change, in millionths. */
export const exchangeRatesSetting = "exchange_rates";
/** Country codes the shop ships to; absent means everywhere. */
export const shipToSetting = "ship_to_countries";

/** The stored JSON value of a setting, or undefined when it was never set. */
export async function getSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

/** Each stored value read as what it must be, else its default: a bad value never breaks a sale. */
const readers = {
  shippingFeeCents: (value: unknown): number =>
    typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : 0,
  rates: (value: unknown): Rates => {
    const rate = (key: keyof Rates) => {
      const found = (value as Partial<Record<keyof Rates, unknown>> | undefined)?.[key];
      return typeof found === "number" && Number.isSafeInteger(found) && found > 0
        ? found
        : defaultRates[key];
    };
    return { usdToKwd: rate("usdToKwd"), kwdToUsd: rate("kwdToUsd") };
  },
  shipTo: (value: unknown): string[] | "all" =>
    Array.isArray(value) && value.length > 0 && value.every((code) => typeof code === "string")
      ? (value as string[])
      : "all",
};

/** The shipping fee in cents; free (0) unless an admin set a whole, non-negative number of cents. */
export async function getShippingFeeCents(db: Db): Promise<number> {
  return readers.shippingFeeCents(await getSetting(db, shippingFeeSetting));
}

export async function getExchangeRates(db: Db): Promise<Rates> {
  return readers.rates(await getSetting(db, exchangeRatesSetting));
}

/** What a sale needs to know of the settings, in one query: shipping fee, exchange rates, ship-to list. */
export async function getSaleSettings(db: Db) {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [shippingFeeSetting, exchangeRatesSetting, shipToSetting]));
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return {
    shippingFeeCents: readers.shippingFeeCents(stored.get(shippingFeeSetting)),
    rates: readers.rates(stored.get(exchangeRatesSetting)),
    shipTo: readers.shipTo(stored.get(shipToSetting)),
  };
}
