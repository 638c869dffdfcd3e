import type { Config } from "../../config";
import { createEcbRates } from "./ecb-rates";
import type { RateSourceProvider } from "./exchange-rates";
import { createFrankfurterRates } from "./frankfurter-rates";

/**
 * The daily rate sources EXCHANGE_RATE_SOURCES names (issue 30), in its order; none without it:
 * the shop then shows the dollar pegs and its own dinar rate, and no euro or pound.
 */
export function createExchangeRates(config: Pick<Config, "exchangeRates">): RateSourceProvider[] {
  return config.exchangeRates.sources.map((source) =>
    source.kind === "ecb"
      ? createEcbRates({ url: source.url })
      : createFrankfurterRates({ baseUrl: source.url }),
  );
}
