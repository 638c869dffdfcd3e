import { asc, desc, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { AppError } from "../../shared/errors";
import { invalidCursorMessage, type TimeOrder } from "../../shared/list-query";

/**
 * A keyset cursor for the back office's lists by time (orders, subscribers, outbox, customers): the
 * last row's time in microseconds (a JS Date would drop the microseconds PostgreSQL keeps) and its
 * id, a uuid unless the table's ids are text (better-auth's accounts).
 */
const cursorSchemas = {
  uuid: z.object({ k: z.number().int(), i: z.uuid() }),
  text: z.object({ k: z.number().int(), i: z.string().min(1).max(64) }),
};
export type TimeCursor = z.infer<(typeof cursorSchemas)["uuid"]>;

export function encodeTimeCursor(cursor: TimeCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

/** Decodes a cursor; anything else is a 400, never a 500. */
export function decodeTimeCursor(text: string, ids: keyof typeof cursorSchemas = "uuid"): TimeCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    value = undefined;
  }
  const parsed = cursorSchemas[ids].safeParse(value);
  if (!parsed.success)
    throw new AppError("VALIDATION_ERROR", invalidCursorMessage, [
      { path: "cursor", message: invalidCursorMessage },
    ]);
  return parsed.data;
}

/** The column's time as whole microseconds, selected beside each row to build the next cursor. */
export const microsOf = (time: PgColumn) =>
  sql<number>`(extract(epoch from ${time}) * 1000000)::bigint`.mapWith(Number);

/** Rows after the cursor in `time desc, id asc` order, or `time asc, id asc` for the oldest first. */
export function afterTimeCursor(
  time: PgColumn,
  id: PgColumn,
  cursor: TimeCursor,
  order: TimeOrder = "newest",
): SQL {
  const at = sql`(timestamptz 'epoch' + (${cursor.k}::bigint * interval '1 microsecond'))`;
  const past = order === "newest" ? sql`<` : sql`>`;
  return sql`(${time} ${past} ${at} or (${time} = ${at} and ${id} > ${cursor.i}))`;
}

/** The list's order by time, each tie by id, matching `afterTimeCursor`. */
export const timeOrderBy = (time: PgColumn, id: PgColumn, order: TimeOrder) =>
  [order === "newest" ? desc(time) : asc(time), asc(id)] as const;
