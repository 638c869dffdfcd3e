import { analysisMessages, analysisRateLimit } from "../../../shared/analysis-schemas";
import { refusal } from "../../../shared/errors";
import type { Db } from "../../db/client";
import { limitPerUser } from "../../http/rate-limit";

/**
 * One hourly allowance per user for everything that may cost an AI or marketplace call — an
 * analysis, a candidate re-priced, a portfolio watch updated from the market — answered 429 with
 * the wait in minutes (issue 12).
 */
export function limitMarketCalls(db: Db) {
  return limitPerUser(db, "analysis", analysisRateLimit, (minutes) =>
    refusal("RATE_LIMITED", "ANALYSIS_RATE_LIMITED", analysisMessages.tooMany, { count: minutes }),
  );
}
