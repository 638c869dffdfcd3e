import { convert, type Rates } from "../../../shared/money";
import { watchPath } from "../../../shared/paths";
import type { Db } from "../../db/client";
import { listLiveListingPrices, listSoldListingPrices } from "../../modules/catalog/listing-prices";
import { listStoreItemSalePrices } from "../../modules/inventory/item-sale-prices";
import type { WatchIdentity } from "../../modules/market/same-watch";

/** The newest prices a source reads: enough for a median, never the whole table. */
const sampleSize = 100;

/** A price the shop itself knows, in USD cents, with its date and, for a listing, its page. */
export interface ShopPrice {
  usdCents: number;
  observedAt: string;
  title: string | null;
  url: string | null;
}

/**
 * What the shop sold the watch for, in USD cents, with the day of each sale: its own stock's sold
 * prices (KWD, converted at the settings' rate) and sold listings that no stock item records.
 */
export async function listShopSales(db: Db, watch: WatchIdentity, rates: Rates): Promise<ShopPrice[]> {
  const [items, sold] = await Promise.all([
    listStoreItemSalePrices(db, [watch], { limit: sampleSize }),
    listSoldListingPrices(db, [watch], { limit: sampleSize }),
  ]);
  return [
    ...items.flatMap(({ fils, soldAt }) =>
      fils === null
        ? []
        : [
            {
              usdCents: convert(fils, "KWD", "USD", rates),
              observedAt: soldAt.toISOString(),
              title: null,
              url: null,
            },
          ],
    ),
    ...sold.flatMap(({ usdCents, soldAt, title }) =>
      soldAt ? [{ usdCents, observedAt: soldAt.toISOString(), title, url: null }] : [],
    ),
  ];
}

/** What the shop asks for the watch now, in USD cents: its live listings, each with its page. */
export async function listShopAskingPrices(db: Db, watch: WatchIdentity, now: Date): Promise<ShopPrice[]> {
  const rows = await listLiveListingPrices(db, watch, sampleSize);
  // A live listing asks its price today.
  return rows.map(({ usdCents, title, slug }) => ({
    usdCents,
    observedAt: now.toISOString(),
    title,
    url: watchPath(slug),
  }));
}
