/** Stable error codes shared by server answers and client messages. */
export const errorCodes = [
  "VALIDATION_ERROR",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "RATE_LIMITED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "SERVICE_UNAVAILABLE",
  "INTERNAL_ERROR",
] as const;

export type ErrorCode = (typeof errorCodes)[number];

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
