import type { MiddlewareHandler } from "hono";
import { AppError } from "../../shared/errors";
import type { AppEnv } from "./app-env";

/** No page or API address of ours comes near this; a longer one is noise or an attack (issue 15). */
export const maxUrlLength = 4096;

export function limitUrl(maxLength = maxUrlLength): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.url.length > maxLength) throw new AppError("URI_TOO_LONG", "The address is too long.");
    await next();
  };
}
