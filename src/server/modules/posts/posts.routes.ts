import { Hono } from "hono";
import { postsSaveSchema } from "../../../shared/instagram-posts";
import { listingIdParamSchema } from "../../../shared/listing-schemas";
import type { Db } from "../../db/client";
import type { AdminEnv } from "../../http/app-env";
import { clientIp } from "../../http/client-ip";
import { requestLog } from "../../http/request-context";
import { validate } from "../../http/validate";
import type { AiProvider } from "../../providers/ai/ai";
import { generatePosts, getSavedPosts, savePosts } from "./posts.service";

/** A listing's Instagram posts (issue 9), under /api/admin/listings behind the admin router's guard. */
export function postRoutes(deps: { db: Db; ai: AiProvider | undefined; trustProxy: boolean }) {
  const { db } = deps;
  return new Hono<AdminEnv>()
    .get("/:id/posts", validate("param", listingIdParamSchema), async (c) =>
      c.json(await getSavedPosts(db, c.req.valid("param").id)),
    )
    .post("/:id/posts/generate", validate("param", listingIdParamSchema), async (c) =>
      c.json(await generatePosts({ db, ai: deps.ai, log: requestLog(c) }, c.req.valid("param").id)),
    )
    .put(
      "/:id/posts",
      validate("param", listingIdParamSchema),
      validate("json", postsSaveSchema),
      async (c) => {
        const actor = { userId: c.var.user.id, ip: clientIp(c, deps.trustProxy) };
        return c.json(await savePosts(db, actor, c.req.valid("param").id, c.req.valid("json")));
      },
    );
}
