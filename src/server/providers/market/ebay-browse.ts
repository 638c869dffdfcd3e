import { z } from "zod";
import { withoutOutliers } from "../../../shared/market-pricing";
import { toMinor } from "../../../shared/money";
import type { Config } from "../../config";
import { isNotAWatch, namesReference } from "./listing-titles";
import { type AskingListing, type MarketProvider, MarketProviderError } from "./market";

type EbayConfig = Extract<Config["market"], { kind: "ebay" }>;

export interface EbayBrowseOptions {
  /** Listings per page: eBay allows up to 200. */
  pageSize?: number;
  /** Pages read at most per search: each is one call of the 5,000 a day eBay allows. */
  maxPages?: number;
  /** How long one call may take. */
  timeoutMs?: number;
  /** The clock the token's expiry is read against (tests move it forward). */
  now?: () => number;
}

/** eBay's Wristwatches category: a reference search anywhere else finds mostly parts. */
const wristwatches = "31387";
const scope = "https://api.ebay.com/oauth/api_scope";

/**
 * Fixed-price listings in US dollars, new or used ("for parts" is its own condition, left out), from
 * $100: nothing a luxury watch sells for is cheaper, and it keeps most straps off the pages read.
 */
const searchFilter = "buyingOptions:{FIXED_PRICE},price:[100..],priceCurrency:USD,conditions:{NEW|USED}";

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().int().positive() });

const searchSchema = z.object({
  total: z.number().int().nonnegative().default(0),
  next: z.string().optional(),
  itemSummaries: z
    .array(
      z.object({
        itemId: z.string().min(1),
        title: z.string(),
        price: z.object({ value: z.string(), currency: z.string() }).optional(),
        condition: z.string().optional(),
        itemWebUrl: z.string().optional(),
      }),
    )
    .default([]),
});

/** Seconds from a Retry-After header: a number of seconds or an HTTP date. */
function retryAfterOf(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** A failed answer as the error the market service reports. */
function failureOf(response: Response, what: string, now: number): MarketProviderError {
  const status = response.status;
  if (status === 401 || status === 403)
    return new MarketProviderError("unauthorized", `eBay refused the ${what} (${status})`, { status });
  if (status === 429)
    return new MarketProviderError("quota", `eBay's call quota is spent (${what})`, {
      status,
      retryAfterSeconds: retryAfterOf(response.headers.get("retry-after"), now),
    });
  return new MarketProviderError("unavailable", `eBay answered ${status} to the ${what}`, { status });
}

/** The dollar price of a listing in cents, or undefined when it is not a plain USD amount. */
function usdCentsOf(price: { value: string; currency: string } | undefined): number | undefined {
  if (price?.currency !== "USD") return undefined;
  try {
    const cents = toMinor(price.value, "USD");
    return cents > 0 ? cents : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The eBay Browse API's asking prices (issue 12; shapes in reference/external-apis.md): an
 * application token from the client-credentials grant, kept until a minute before it expires and
 * minted by one call at a time, then `item_summary/search` page by page. Titles must name the
 * reference and describe a whole watch; outliers go by Tukey's fences. eBay's prices are asking
 * prices, and are never sent on to a language model (eBay's licence on AI use).
 */
export function createEbayBrowse(config: EbayConfig, options: EbayBrowseOptions = {}): MarketProvider {
  const pageSize = options.pageSize ?? 200;
  const maxPages = options.maxPages ?? 3;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? Date.now;
  const base = config.apiBase.replace(/\/+$/, "");
  let cached: { token: string; refreshAt: number } | undefined;
  let minting: Promise<string> | undefined;

  async function call(url: string, init: RequestInit, what: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new MarketProviderError(
        timedOut ? "timeout" : "connection",
        timedOut
          ? `eBay did not answer the ${what} within ${timeoutMs} ms`
          : `eBay could not be reached (${what})`,
        { cause: error },
      );
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw failureOf(response, what, now());
    }
    try {
      return await response.json();
    } catch (error) {
      throw new MarketProviderError("malformed", `eBay's answer to the ${what} is not JSON`, {
        cause: error,
        status: response.status,
      });
    }
  }

  async function mint(): Promise<string> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64");
    const answer = tokenSchema.safeParse(
      await call(
        `${base}/identity/v1/oauth2/token`,
        {
          method: "POST",
          headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ grant_type: "client_credentials", scope }),
        },
        "token request",
      ),
    );
    if (!answer.success) throw new MarketProviderError("malformed", "eBay's token answer lacks a token");
    const { access_token: token, expires_in: seconds } = answer.data;
    // A minute early (or halfway, for a short-lived token), so a search never carries an expired one.
    cached = { token, refreshAt: now() + (seconds - Math.min(60, seconds / 2)) * 1000 };
    return token;
  }

  /** The cached token, or a new one; callers that arrive while one is minted share that call. */
  function token(): Promise<string> {
    if (cached && now() < cached.refreshAt) return Promise.resolve(cached.token);
    minting ??= mint().finally(() => {
      minting = undefined;
    });
    return minting;
  }

  async function searchPage(
    q: string,
    offset: number,
    retried = false,
  ): Promise<z.infer<typeof searchSchema>> {
    const url = new URL(`${base}/buy/browse/v1/item_summary/search`);
    url.search = new URLSearchParams({
      q,
      category_ids: wristwatches,
      filter: searchFilter,
      limit: String(pageSize),
      offset: String(offset),
    }).toString();
    const init = {
      headers: {
        authorization: `Bearer ${await token()}`,
        "x-ebay-c-marketplace-id": config.marketplaceId,
        accept: "application/json",
      },
    };
    try {
      const answer = searchSchema.safeParse(await call(url.toString(), init, "search"));
      if (!answer.success)
        throw new MarketProviderError("malformed", "eBay's search answer has an unknown shape");
      return answer.data;
    } catch (error) {
      // A token revoked before its time: mint another once, then give up.
      if (error instanceof MarketProviderError && error.status === 401 && !retried) {
        cached = undefined;
        return searchPage(q, offset, true);
      }
      throw error;
    }
  }

  return {
    source: "ebay",
    async searchAskingPrices({ brand, reference }) {
      const q = `${brand} ${reference}`;
      const excluded = { otherReference: 0, notAWatch: 0, outlier: 0, otherCurrency: 0 };
      const found: AskingListing[] = [];
      const seen = new Set<string>();
      let total = 0;
      let pagesRead = 0;
      for (let offset = 0; pagesRead < maxPages; offset += pageSize) {
        const page = await searchPage(q, offset);
        pagesRead += 1;
        total = page.total;
        for (const item of page.itemSummaries) {
          if (seen.has(item.itemId)) continue;
          seen.add(item.itemId);
          const usdCents = usdCentsOf(item.price);
          if (usdCents === undefined) excluded.otherCurrency += 1;
          else if (!namesReference(item.title, reference)) excluded.otherReference += 1;
          else if (isNotAWatch(item.title, brand)) excluded.notAWatch += 1;
          else
            found.push({
              sourceItemId: item.itemId,
              title: item.title,
              usdCents,
              condition: item.condition ?? null,
              url: item.itemWebUrl ?? null,
            });
        }
        const more = page.next !== undefined && page.itemSummaries.length === pageSize;
        if (!more || offset + pageSize >= Math.min(page.total, 10_000)) break;
      }
      const kept = new Set(withoutOutliers(found.map((listing) => listing.usdCents)));
      const listings = found.filter((listing) => kept.has(listing.usdCents));
      excluded.outlier = found.length - listings.length;
      return { listings, excluded, total, pagesRead };
    },
  };
}
