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
  "PAYMENT_FAILED",
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
  PAYMENT_FAILED: 502,
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

/**
 * Why a request was refused, finer than its code, with the values its sentence needs: the client
 * translates `reason` (common.json `apiReasons`), so no server English reaches an Arabic page.
 */
export const errorReasons = [
  "CART_EMPTY",
  "CART_HAS_UNAVAILABLE",
  "EMAIL_REQUIRED",
  "LISTING_UNAVAILABLE",
  "LISTING_RESERVED",
  "PRICE_CHANGED",
  "CART_PRICES_CHANGED",
  "SETTINGS_CHANGED",
  "COUNTRY_NOT_SHIPPED",
  "PROVIDER_NOT_AVAILABLE",
  "ILLEGAL_TRANSITION",
  "ORDER_NOT_FOUND",
  "WEBHOOK_REJECTED",
  "ANALYSIS_RATE_LIMITED",
  "IDENTIFICATION_UNAVAILABLE",
  "WATCH_NOT_FOUND",
  "WATCH_NO_LONGER_AVAILABLE",
  "STOCK_LIMIT",
  "NOT_IN_CART",
  "NOT_IN_FAVORITES",
  "FAVORITES_SIGN_IN",
  "ITEM_ALREADY_LISTED",
  "ITEM_ILLEGAL_MOVE",
  "IMAGE_HAS_MARKUP",
  "STAFF_PERMISSION",
  "STAFF_ALREADY_MEMBER",
  "STAFF_SELF",
  "STAFF_NOT_FOUND",
  "LAST_OWNER",
  "INVITATION_INVALID",
  "INVITATION_SIGN_IN",
  "TWO_FACTOR_REQUIRED",
  "SESSION_NOT_FOUND",
  // Issue 30: saved searches and alerts.
  "SAVED_SEARCH_NOT_FOUND",
  "SAVED_SEARCH_LIMIT",
  "ALERT_CHANNEL_UNAVAILABLE",
  "ALERT_LINK_INVALID",
  // Issue 30: the account's WhatsApp number and its confirmation code.
  "WHATSAPP_UNAVAILABLE",
  "WHATSAPP_NUMBER_REQUIRED",
  "WHATSAPP_CODE_TOO_SOON",
  "WHATSAPP_CODE_LIMIT",
  "WHATSAPP_SEND_FAILED",
  "WHATSAPP_NO_CODE",
  "WHATSAPP_CODE_EXPIRED",
  "WHATSAPP_CODE_ATTEMPTS",
  "WHATSAPP_CODE_WRONG",
  // Issue 31: reserving a watch with a deposit, and offers.
  "OFFER_TOO_LOW",
  "OFFER_NOT_BELOW_PRICE",
  "OFFER_ALREADY_OPEN",
  "OFFERS_OFF",
  "DEPOSITS_OFF",
  "HOLD_NOT_FOUND",
  "HOLD_NOT_PAYABLE",
  "HOLD_STATE_CHANGED",
  "COUNTER_OUT_OF_RANGE",
] as const;
export type ErrorReason = (typeof errorReasons)[number];

export function isErrorReason(value: unknown): value is ErrorReason {
  return typeof value === "string" && (errorReasons as readonly string[]).includes(value);
}

/** The JSON body of every error answer. */
export interface ErrorBody {
  code: string;
  message: string;
  issues?: { path: string; message: string }[];
  reason?: ErrorReason;
  params?: Record<string, string | number>;
}

/** The one error type thrown by services; `app.onError` maps its code to an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorBody["issues"],
    readonly detail?: { reason: ErrorReason; params?: ErrorBody["params"] },
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** A refusal the client translates by its reason (see `errorReasons`). */
export function refusal(
  code: ErrorCode,
  reason: ErrorReason,
  message: string,
  params?: ErrorBody["params"],
): AppError {
  return new AppError(code, message, undefined, { reason, params });
}
