import type { MiddlewareHandler, ValidationTargets } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import type { AppEnv } from "./app-env";
import { validationError } from "./errors";

/**
 * What a validated route tells the typed client: it takes the schema's input (so defaults are
 * optional to send) and hands the handler the schema's output.
 */
type Validated<Target extends keyof ValidationTargets, Schema extends z.ZodType> = {
  in: { [K in Target]: z.input<Schema> };
  out: { [K in Target]: z.output<Schema> };
};

/**
 * Validates a request part with a shared zod schema; the first message is the one users see.
 * `refuse` answers another refusal for input that cannot be valid (a malformed slug names no
 * watch: 404, as one that does not exist).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
  refuse: (error: z.ZodError) => Error = validationError,
): MiddlewareHandler<AppEnv, string, Validated<Target, Schema>> {
  return validator(target, (value): z.output<Schema> => {
    const result = schema.safeParse(value);
    if (!result.success) throw refuse(result.error);
    return result.data;
  }) as MiddlewareHandler<AppEnv, string, Validated<Target, Schema>>;
}
