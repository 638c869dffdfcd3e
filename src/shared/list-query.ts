import { z } from "zod";
import { text } from "./text";

/** A keyset cursor that is not one the server made, or no longer fits the list's order. */
export const invalidCursorMessage = "Invalid cursor";

/**
 * The fields every back-office list takes in its query string, spelled once: an optional search
 * (blank means none) and a page size up to 100.
 */
export const searchQuery = () =>
  z
    .string()
    .trim()
    .pipe(text(100))
    .optional()
    .transform((value) => value || undefined);

export const pageLimit = (pageSize: number) =>
  z.coerce
    .number({ error: "limit must be a number" })
    .int()
    .min(1)
    .max(100, "limit must be at most 100")
    .default(pageSize);

/** Which way a back-office list runs by time: newest first unless staff turn the date heading. */
export const timeOrders = ["newest", "oldest"] as const;
export type TimeOrder = (typeof timeOrders)[number];
export const timeOrder = () => z.enum(timeOrders).default("newest");
