import type { MiddlewareHandler } from "hono";
import { type Database, DatabaseBusyError } from "../db/client";
import type { AppEnv } from "./app-env";

const reads = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses an API request at the door while the database already has as much work waiting as it
 * may (issue 15). Building a query costs about a millisecond; refusing before it keeps a flood of
 * requests from eating the processor that the admitted ones and the health checks need. A read is
 * refused first: a write waits for the database's reserve (`Database.isBusy`).
 */
export function refuseWhenBusy(database: Pick<Database, "isBusy" | "isFull">): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (reads.has(c.req.method) ? database.isBusy() : database.isFull()) throw new DatabaseBusyError();
    await next();
  };
}
