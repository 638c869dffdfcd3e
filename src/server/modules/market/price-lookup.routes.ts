import { Hono } from "hono";
import { convert, roundToMajor } from "../../../shared/money";
import { type PriceLookupDto, priceLookupQuerySchema } from "../../../shared/price-lookup";
import { requireUser } from "../../auth/session";
import type { AppEnv } from "../../http/app-env";
import { validate } from "../../http/validate";
import { type MarketPriceDeps, priceWatch } from "./market-price.service";

/** The reseller typed the make, model and reference themselves: the identification is certain. */
const typedConfidence = 100;

/**
 * GET /api/me/price-lookup (spec: reseller-tools §2, the inventory dialog's price lookup button),
 * answered by the analysis's market service (issue 12) so both say the same price.
 */
export function priceLookupRoutes(deps: MarketPriceDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", validate("query", priceLookupQuerySchema), async (c) => {
      const { make, model, reference } = c.req.valid("query");
      const { market, matchedBy, sources, rates } = await priceWatch(
        deps,
        { brand: make, model, reference },
        { confidence: typedConfidence },
      );
      const [only, ...others] = market?.basis ?? [];
      const answer: PriceLookupDto = {
        price: market && {
          source: only && others.length === 0 ? only : "combined",
          matchedBy,
          count: market.sampleSize,
          medianUsdCents: market.marketPrice.usdCents,
          lowUsdCents: market.low.usdCents,
          highUsdCents: market.high.usdCents,
          // spec: reseller-tools §9 — "rounded, using 3.23": USD ÷ the KWD→USD rate, not × 0.31.
          expectedKwd:
            roundToMajor(
              convert(market.marketPrice.usdCents, "USD", "KWD", rates, { by: "kwdToUsd" }),
              "KWD",
            ) / 1000,
          sources: sources.flatMap(({ source, count }) =>
            market.basis.includes(source) ? [{ source, count }] : [],
          ),
          provenance: market.provenance,
        },
      };
      return c.json(answer);
    });
}
