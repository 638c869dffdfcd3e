import { Hono } from "hono";
import { profileUpdateSchema } from "../../../shared/profile";
import { requireUser } from "../../auth/session";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { validate } from "../../http/validate";
import { getProfile, updateProfile } from "./profile.service";

export function profileRoutes(deps: { db: Db }) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .get("/", async (c) => c.json(await getProfile(deps.db, c.var.user.id)))
    .patch("/", validate("json", profileUpdateSchema), async (c) =>
      c.json(await updateProfile(deps.db, c.var.user.id, c.req.valid("json"))),
    );
}
