/** One listing a marketplace shows for sale now: an asking price, never a sale. */
export interface AskingListing {
  /** The marketplace's own id, so a re-run updates the listing instead of adding it again. */
  sourceItemId: string;
  title: string;
  usdCents: number;
  condition: string | null;
  url: string | null;
}

/** What a marketplace search found for one reference, and what it left out and why. */
export interface AskingPriceSearch {
  listings: AskingListing[];
  /** Listings dropped: the title does not name the reference, an accessory or not a whole watch, outliers. */
  excluded: { otherReference: number; notAWatch: number; outlier: number; otherCurrency: number };
  /** How many listings the marketplace said match the query, before our filters. */
  total: number;
  pagesRead: number;
}

/** Why a marketplace gave no answer; `quota` may say when to ask again. */
export type MarketFailureReason =
  | "unauthorized"
  | "quota"
  | "unavailable"
  | "malformed"
  | "timeout"
  | "connection";

/** Any failure of a market data provider: the market service reports the source as failed and goes on. */
export class MarketProviderError extends Error {
  override name = "MarketProviderError";
  readonly status: number | undefined;
  /** Seconds to wait before asking again, when the marketplace said (429 Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly reason: MarketFailureReason,
    message: string,
    options: { cause?: unknown; status?: number; retryAfterSeconds?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.status = options.status;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** A marketplace's asking prices for a watch (ARCHITECTURE.md: providers are ports). */
export interface MarketProvider {
  /** The source name stored with each observation. */
  readonly source: "ebay";
  /** Listings for sale now whose title names the reference; throws MarketProviderError on any failure. */
  searchAskingPrices(query: { brand: string; reference: string }): Promise<AskingPriceSearch>;
}
