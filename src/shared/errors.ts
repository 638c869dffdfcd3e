/** Stable error codes shared by server answers and client messages. */
export const errorCodes = [
  "VALIDATION_ERROR",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "RATE_LIMITED",
  "PAYLOAD_TOO_LARGE",
  "URI_TOO_LONG",
  "UNSUPPORTED_MEDIA_TYPE",
  "SERVICE_UNAVAILABLE",
  "INTERNAL_ERROR",
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** The one code → HTTP status map (STYLE.md 5), read by the server's error handler and by rendering. */
export const statusOf: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (errorCodes as readonly string[]).includes(value);
}

/**
 * An error and the errors it wraps, outermost first: a driver wraps what it throws (Drizzle keeps
 * the database client's error as `cause`), so our codes and SQLSTATEs are looked for along it.
 */
export function* errorChain(error: unknown): Generator<Error> {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth += 1) {
    yield current;
    current = current.cause;
  }
}

/** The JSON body of every error answer. */
export interface ErrorBody {
  code: string;
  message: string;
  issues?: { path: string; message: string }[];
}

/** The one error type thrown by services; `app.onError` maps its code to an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorBody["issues"],
  ) {
    super(message);
    this.name = "AppError";
  }
}
