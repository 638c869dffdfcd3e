import { Hono } from "hono";
import type { Config } from "../../config";
import type { AppEnv } from "../../http/app-env";

/** What the browser needs to know about this deployment before it renders sign-in. */
export function publicConfigRoutes(deps: { config: Config }) {
  return new Hono<AppEnv>().get("/", (c) =>
    c.json({
      googleSignIn: Boolean(deps.config.auth.google),
      emailVerificationRequired: deps.config.auth.requireEmailVerification,
    }),
  );
}
