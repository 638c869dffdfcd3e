import { Hono } from "hono";
import {
  portfolioIdParamSchema,
  portfolioQuerySchema,
  portfolioSaveSchema,
  portfolioUpdateSchema,
  portfolioValuationSchema,
} from "../../../shared/portfolio-schemas";
import { requireUser } from "../../auth/session";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { validate } from "../../http/validate";
import type { MarketProvider } from "../../providers/market/market";
import { limitMarketCalls } from "../market/market-allowance";
import {
  deletePortfolioItem,
  getPortfolioStats,
  listPortfolio,
  revalueFromMarket,
  revaluePortfolioItem,
  savePortfolioItem,
  updatePortfolioItem,
} from "./portfolio.service";

/**
 * A signed-in user's portfolio (issue 11; spec: reseller-tools §7 save-, get-, update- and
 * delete-portfolio), at /api/me/portfolio: every route needs a session and sees only that user's
 * items; the owner is the session's user, never a field of the body.
 */
export function portfolioRoutes(deps: { db: Db; market: MarketProvider | undefined }) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", validate("query", portfolioQuerySchema), async (c) =>
      c.json(await listPortfolio(db, c.var.user.id, c.req.valid("query"))),
    )
    .get("/stats", async (c) => c.json(await getPortfolioStats(db, c.var.user.id)))
    .post("/", validate("json", portfolioSaveSchema), async (c) =>
      c.json(await savePortfolioItem(db, c.var.user.id, c.req.valid("json")), 201),
    )
    .put(
      "/:id",
      validate("param", portfolioIdParamSchema),
      validate("json", portfolioUpdateSchema),
      async (c) =>
        c.json(await updatePortfolioItem(db, c.var.user.id, c.req.valid("param").id, c.req.valid("json"))),
    )
    .post(
      "/:id/valuations",
      validate("param", portfolioIdParamSchema),
      validate("json", portfolioValuationSchema),
      async (c) =>
        c.json(
          await revaluePortfolioItem(db, c.var.user.id, c.req.valid("param").id, c.req.valid("json")),
          201,
        ),
    )
    .post("/:id/revalue", limitMarketCalls(db), validate("param", portfolioIdParamSchema), async (c) =>
      c.json(await revalueFromMarket(deps, c.var.user.id, c.req.valid("param").id)),
    )
    .delete("/:id", validate("param", portfolioIdParamSchema), async (c) => {
      await deletePortfolioItem(db, c.var.user.id, c.req.valid("param").id);
      return c.json({ deleted: true });
    });
}
