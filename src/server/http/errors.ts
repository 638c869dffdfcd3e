import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import { AppError, type ErrorBody, type ErrorCode, errorChain, statusOf } from "../../shared/errors";
import type { AppEnv } from "./app-env";

const codeOfStatus: Partial<Record<number, ErrorCode>> = {
  400: "VALIDATION_ERROR",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  414: "URI_TOO_LONG",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
  503: "SERVICE_UNAVAILABLE",
};

export function issuesOf(error: ZodError): NonNullable<ErrorBody["issues"]> {
  return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

/** A refused input as the one error type: the first message is the one users see. */
export function validationError(error: ZodError): AppError {
  const issues = issuesOf(error);
  return new AppError("VALIDATION_ERROR", issues[0]?.message ?? "Invalid input", issues);
}

/** The SQLSTATE of a database error, wherever along the chain the driver put it. */
function sqlStateOf(error: unknown): string | undefined {
  for (const link of errorChain(error)) {
    const code = (link as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Class 22 (data exception) and 54 (a value past a limit): the input was wrong, not the server. */
const inputErrorClasses = ["22", "54"];

/** Our own error, thrown directly or from inside a driver. */
function appErrorIn(error: unknown): AppError | undefined {
  for (const link of errorChain(error)) if (link instanceof AppError) return link;
  return undefined;
}

/** Every error answers JSON with a stable code and a message, never a stack trace. */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  const appError = error instanceof ZodError ? validationError(error) : appErrorIn(error);
  if (appError) {
    const body: ErrorBody = {
      code: appError.code,
      message: appError.message,
      issues: appError.issues,
      reason: appError.detail?.reason,
      params: appError.detail?.params,
    };
    // A busy instance asks to be tried again in a moment, not hammered (issue 15).
    if (appError.code === "SERVICE_UNAVAILABLE") c.header("Retry-After", "1");
    return c.json(body, statusOf[appError.code] as ContentfulStatusCode);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const code = codeOfStatus[status] ?? (status >= 500 ? "INTERNAL_ERROR" : "VALIDATION_ERROR");
    return c.json({ code, message: error.message || "Request failed" }, status);
  }
  const sqlState = sqlStateOf(error);
  if (sqlState && inputErrorClasses.includes(sqlState.slice(0, 2))) {
    // Validation should have refused this input: answer as it would have, and log it to be fixed.
    c.var.logger.error({ err: error, sqlState }, "defect: input refused by the database, not by validation");
    return c.json({ code: "VALIDATION_ERROR", message: "Invalid input" }, 400);
  }
  c.var.logger.error({ err: error }, "unhandled error");
  return c.json({ code: "INTERNAL_ERROR", message: "Something went wrong. Please try again." }, 500);
}
