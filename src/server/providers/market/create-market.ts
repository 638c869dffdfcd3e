import type { Config } from "../../config";
import { createEbayBrowse } from "./ebay-browse";
import type { MarketProvider } from "./market";

/**
 * The eBay Browse API when EBAY_CLIENT_ID and EBAY_CLIENT_SECRET are set, else none: the market
 * service then prices from the shop's own sales and listings and the prices admins record.
 */
export function createMarket(config: Pick<Config, "market">): MarketProvider | undefined {
  return config.market.kind === "ebay" ? createEbayBrowse(config.market) : undefined;
}
