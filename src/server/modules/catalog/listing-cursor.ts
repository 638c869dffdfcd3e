import { z } from "zod";
import type { ListingSort } from "../../../shared/catalog-api";
import { AppError } from "../../../shared/errors";
import { invalidCursorMessage } from "../../../shared/list-query";

/**
 * A keyset cursor: the sort it belongs to, the last row's sort key and its id (issue 3: page 200
 * must cost what page 1 costs, so no OFFSET). `k` is microseconds since the epoch for newest
 * (a JS Date would drop the microseconds PostgreSQL keeps), cents for the price sorts and the
 * title for name.
 */
const cursorSchema = z.discriminatedUnion("s", [
  z.object({ s: z.literal("newest"), k: z.number().int(), i: z.uuid() }),
  z.object({ s: z.enum(["price-low", "price-high"]), k: z.number().int().min(0), i: z.uuid() }),
  z.object({ s: z.literal("name"), k: z.string().max(700), i: z.uuid() }),
]);
export type ListingCursor = z.infer<typeof cursorSchema>;

export function encodeCursor(cursor: ListingCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString("base64url");
}

const invalid = () =>
  new AppError("VALIDATION_ERROR", invalidCursorMessage, [{ path: "cursor", message: invalidCursorMessage }]);

/** Decodes a cursor for the given sort; anything else is a 400, never a 500. */
export function decodeCursor(text: string, sort: ListingSort): ListingCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw invalid();
  }
  const parsed = cursorSchema.safeParse(value);
  if (!parsed.success || parsed.data.s !== sort) throw invalid();
  return parsed.data;
}
