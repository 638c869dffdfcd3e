import { Hono } from "hono";
import { analysisRequestSchema, priceCandidateSchema } from "../../../shared/analysis-schemas";
import { requireUser } from "../../auth/session";
import type { SignedInEnv } from "../../http/app-env";

import { validate } from "../../http/validate";
import { limitMarketCalls } from "../market/market-allowance";
import { analyzeWatch, priceCandidate, type WatchAnalysisDeps } from "./watch-analysis.service";

/**
 * The watch analysis (issue 12), at /api/me/analysis: POST / names and prices a watch from an
 * uploaded photo's id or typed details; POST /price prices another candidate. Each counts against
 * the user's hourly allowance, since each may cost an AI or marketplace call.
 */
export function watchAnalysisRoutes(deps: WatchAnalysisDeps) {
  const limit = limitMarketCalls(deps.db);
  return new Hono<SignedInEnv>()
    .use(requireUser)
    .post("/", limit, validate("json", analysisRequestSchema), async (c) =>
      c.json(await analyzeWatch(deps, c.var.user.id, c.req.valid("json"))),
    )
    .post("/price", limit, validate("json", priceCandidateSchema), async (c) =>
      c.json(await priceCandidate(deps, c.req.valid("json"))),
    );
}
