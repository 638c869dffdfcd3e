import { errorChain } from "../../shared/errors";

/** PostgreSQL's foreign_key_violation: a row names one that is gone (deleted meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  return [...errorChain(error)].some((link) => (link as { code?: unknown }).code === "23503");
}
