import { Hono } from "hono";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import type { Payments } from "../../providers/payments/create-payments";
import { readStoreInfo } from "./store-info";

/** What the browser needs to know about this deployment before it renders sign-in. */
export function publicConfigRoutes(deps: { config: Config }) {
  return new Hono<AppEnv>().get("/", (c) =>
    c.json({
      googleSignIn: Boolean(deps.config.auth.google),
      emailVerificationRequired: deps.config.auth.requireEmailVerification,
    }),
  );
}

/** What the storefront shows of the shop's settings (footer contact and profiles, shipping fee). */
export function storeInfoRoutes(deps: { db: Db; payments: Pick<Payments, "offered">; config: Config }) {
  return new Hono<AppEnv>().get("/", async (c) =>
    c.json(await readStoreInfo({ ...deps, publicUrl: deps.config.publicUrl })),
  );
}
