import { z } from "zod";
import { toRate } from "../../../shared/money";
import { RateSourceError, type RateSourceProvider } from "./exchange-rates";
import { fetchSource } from "./fetch-source";

/** reference/external-apis.md, "FX for KWD": `{"date","base":"USD","quote":"KWD","rate":0.3077}`. */
const answerSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  base: z.string().toUpperCase().pipe(z.literal("USD")),
  quote: z.string().toUpperCase().pipe(z.literal("KWD")),
  rate: z.number().positive().finite(),
});

/**
 * The Central Bank of Kuwait's USD → KWD rate through Frankfurter (frankfurter.dev: no key,
 * central banks' reference rates): `/v2/rate/USD/KWD` limited with `providers=CBKKW`, so the
 * dinar's rate is the bank's own and not a blend of several sources.
 */
export function createFrankfurterRates(options: { baseUrl: string; timeoutMs?: number }): RateSourceProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const url = `${options.baseUrl.replace(/\/+$/, "")}/v2/rate/USD/KWD?providers=CBKKW`;
  return {
    id: "frankfurter",
    async fetchRates() {
      const response = await fetchSource("Frankfurter", url, timeoutMs, "application/json");
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        throw new RateSourceError("malformed", "Frankfurter's answer is not JSON", { cause: error });
      }
      const answer = answerSchema.safeParse(body);
      if (!answer.success)
        throw new RateSourceError("malformed", "Frankfurter's answer is not a USD/KWD rate", {
          cause: answer.error,
        });
      return [{ currency: "KWD", rate: toRate(answer.data.rate), source: "cbk", date: answer.data.date }];
    },
  };
}
