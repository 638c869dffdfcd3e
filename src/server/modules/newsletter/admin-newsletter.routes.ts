import { Hono } from "hono";
import { subscriberQuerySchema } from "../../../shared/newsletter";
import type { Db } from "../../db/client";
import type { AdminEnv } from "../../http/app-env";
import { csvDownloadHeaders, toCsv } from "../../http/csv";
import { validate } from "../../http/validate";
import { listAllSubscribers, listSubscribers } from "./newsletter.service";

/** The newsletter's subscribers for the back office (issue 10): the table and its CSV export. */
export function adminNewsletterRoutes(deps: { db: Db }) {
  return new Hono<AdminEnv>()
    .get("/", validate("query", subscriberQuerySchema), async (c) =>
      c.json(await listSubscribers(deps.db, c.req.valid("query"))),
    )
    .get("/export", validate("query", subscriberQuerySchema), async (c) => {
      const rows = await listAllSubscribers(deps.db, c.req.valid("query").q);
      const csv = toCsv(
        ["email", "language", "consented_at"],
        rows.map((row) => [row.email, row.language, row.consentedAt]),
      );
      return c.body(csv, 200, csvDownloadHeaders("newsletter-subscribers"));
    });
}
