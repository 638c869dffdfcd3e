import { Hono } from "hono";
import { postsSaveSchema } from "../../../shared/instagram-posts";
import { listingIdParamSchema } from "../../../shared/listing-schemas";
import type { Db } from "../../db/client";
import type { AdminEnv } from "../../http/app-env";
import { clientIp, type ProxyTrust } from "../../http/client-ip";
import { validate } from "../../http/validate";
import type { AiProvider } from "../../providers/ai/ai";
import { generatePosts, getSavedPosts, savePosts } from "./posts.service";

/**
 * A listing's Instagram posts (issue 9), at /api/admin/listing-posts/:id behind the admin router's
 * guard. Not under /api/admin/listings: a param segment beside that router's static POST
 * /description would push every request off Hono's RegExpRouter (app.test.ts).
 */
export function postRoutes(deps: { db: Db; ai: AiProvider | undefined; trustProxy: ProxyTrust }) {
  const { db } = deps;
  return new Hono<AdminEnv>()
    .get("/:id", validate("param", listingIdParamSchema), async (c) =>
      c.json(await getSavedPosts(db, c.req.valid("param").id)),
    )
    .post("/:id/generate", validate("param", listingIdParamSchema), async (c) =>
      c.json(await generatePosts({ db, ai: deps.ai, log: c.var.logger }, c.req.valid("param").id)),
    )
    .put("/:id", validate("param", listingIdParamSchema), validate("json", postsSaveSchema), async (c) => {
      const actor = { userId: c.var.user.id, ip: clientIp(c, deps.trustProxy) };
      return c.json(await savePosts(db, actor, c.req.valid("param").id, c.req.valid("json")));
    });
}
