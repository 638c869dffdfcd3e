import { Hono } from "hono";
import { newsletterSchema } from "../../../shared/newsletter";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { validate } from "../../http/validate";
import { subscribe } from "./newsletter.service";

export function newsletterRoutes(deps: { db: Db }) {
  return new Hono<AppEnv>().post("/", validate("json", newsletterSchema), async (c) => {
    const { created } = await subscribe(deps.db, c.req.valid("json"));
    return c.json({ subscribed: true as const }, created ? 201 : 200);
  });
}
