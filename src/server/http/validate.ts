import type { ValidationTargets } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import { AppError } from "../../shared/errors";
import { issuesOf } from "./errors";

/** Validates a request part with a shared zod schema; the first message is the one users see. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, (value): z.output<Schema> => {
    const result = schema.safeParse(value);
    if (!result.success) {
      const issues = issuesOf(result.error);
      throw new AppError("VALIDATION_ERROR", issues[0]?.message ?? "Invalid input", issues);
    }
    return result.data;
  });
}
