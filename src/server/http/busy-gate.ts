import type { MiddlewareHandler } from "hono";
import { DatabaseBusyError } from "../db/client";
import type { AppEnv } from "./app-env";

/**
 * Refuses an API request at the door while the database already has as much work waiting as it
 * may (issue 15). Building a query costs about a millisecond; refusing before it keeps a flood of
 * requests from eating the processor that the admitted ones and the health checks need.
 */
export function refuseWhenBusy(isBusy: () => boolean): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    if (isBusy()) throw new DatabaseBusyError();
    await next();
  };
}
