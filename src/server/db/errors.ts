import { errorChain } from "../../shared/errors";

/** PostgreSQL's foreign_key_violation: a row names one that is gone (deleted meanwhile). */
export function isForeignKeyViolation(error: unknown): boolean {
  return [...errorChain(error)].some((link) => (link as { code?: unknown }).code === "23503");
}

/** PostgreSQL's unique_violation, from the index named `constraint` (a race a check could not see). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return [...errorChain(error)].some(
    (link) =>
      (link as { code?: unknown }).code === "23505" &&
      (link as { constraint?: unknown }).constraint === constraint,
  );
}
