import type { Db } from "../../db/client";
import type { Logger } from "../../logger";
import {
  type FetchedRate,
  RateSourceError,
  type RateSourceProvider,
} from "../../providers/exchange-rates/exchange-rates";
import { claimRateFetch, recordFetchedRates } from "./settings.service";

/** Issue 30: the sources are asked once a day; a fetch that failed is tried again an hour later. */
export const rateFetchTiming = { everyMs: 20 * 60 * 60 * 1000, retryMs: 60 * 60 * 1000 } as const;

export type RateRefreshOutcome = "not-configured" | "not-due" | "fetched" | "partly-failed" | "failed";

/**
 * The daily fetch of exchange rates (issue 30). Each instance asks every quarter of an hour whether
 * the day's fetch is due; the settings row decides, under a lock, which one instance takes it
 * (claimRateFetch). Each source is asked on its own: one that fails leaves its last good rates in
 * place, and its failure is kept for staff to see on the settings page.
 */
export function createExchangeRateRefresh(deps: {
  db: Db;
  sources: readonly RateSourceProvider[];
  log: Logger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  let running: Promise<RateRefreshOutcome> | undefined;

  async function refresh(): Promise<RateRefreshOutcome> {
    if (deps.sources.length === 0) return "not-configured";
    if (!(await claimRateFetch(deps.db, now(), rateFetchTiming))) return "not-due";
    const rates: FetchedRate[] = [];
    const failures: { source: string; reason: string }[] = [];
    for (const source of deps.sources) {
      try {
        rates.push(...(await source.fetchRates()));
      } catch (error) {
        const reason = error instanceof RateSourceError ? error.reason : "unavailable";
        failures.push({ source: source.id, reason });
        deps.log.warn({ err: error, source: source.id, reason }, "exchange rates could not be fetched");
      }
    }
    await recordFetchedRates(deps.db, { rates, failures, at: now() });
    if (rates.length > 0) {
      deps.log.info(
        {
          rates: rates.map(({ currency, date }) => `${currency} ${date}`),
          failed: failures.map((f) => f.source),
        },
        failures.length > 0 ? "exchange rates fetched in part" : "exchange rates fetched",
      );
    }
    if (failures.length === 0) return "fetched";
    return rates.length > 0 ? "partly-failed" : "failed";
  }

  /** Fetches now if the day's fetch is due (one run at a time per instance). */
  function run(): Promise<RateRefreshOutcome> {
    running ??= refresh()
      .catch((error: unknown) => {
        deps.log.warn({ err: error }, "the exchange-rate fetch could not run");
        return "failed" as const;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  /** Checks at once and then every `checkEveryMs`; answers how to stop. */
  function start(checkEveryMs = 15 * 60 * 1000): () => void {
    if (deps.sources.length === 0) return () => {};
    void run();
    const timer = setInterval(() => void run(), checkEveryMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  return { run, start };
}
