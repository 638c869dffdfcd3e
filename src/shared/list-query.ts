import { z } from "zod";
import { text } from "./text";

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
