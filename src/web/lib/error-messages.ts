import { type ErrorCode, type ErrorReason, isErrorCode, isErrorReason } from "../../shared/errors";
import type { TFunction } from "../i18n/translator";
import { ApiError } from "./http-error";
import type { Message } from "./message";

/** STYLE.md 5 — what each of the server's error codes tells the user (common.json `apiErrors`). */
const codeKeys: Record<ErrorCode, string> = {
  VALIDATION_ERROR: "common:apiErrors.validation",
  UNAUTHENTICATED: "common:apiErrors.unauthenticated",
  FORBIDDEN: "common:apiErrors.forbidden",
  NOT_FOUND: "common:apiErrors.notFound",
  CONFLICT: "common:apiErrors.conflict",
  RATE_LIMITED: "common:apiErrors.rateLimited",
  PAYLOAD_TOO_LARGE: "common:apiErrors.payloadTooLarge",
  URI_TOO_LONG: "common:apiErrors.uriTooLong",
  UNSUPPORTED_MEDIA_TYPE: "common:apiErrors.unsupportedMediaType",
  SERVICE_UNAVAILABLE: "common:apiErrors.serviceUnavailable",
  PAYMENT_FAILED: "common:apiErrors.paymentFailed",
  INTERNAL_ERROR: "common:apiErrors.generic",
};

/** A refusal's reason, the finest thing the server says, in the user's words (common.json `apiReasons`). */
const reasonKeys: Record<ErrorReason, string> = {
  CART_EMPTY: "common:apiReasons.cartEmpty",
  CART_HAS_UNAVAILABLE: "common:apiReasons.cartHasUnavailable",
  EMAIL_REQUIRED: "common:apiReasons.emailRequired",
  LISTING_UNAVAILABLE: "common:apiReasons.listingUnavailable",
  LISTING_RESERVED: "common:apiReasons.listingReserved",
  PRICE_CHANGED: "common:apiReasons.priceChanged",
  CART_PRICES_CHANGED: "common:apiReasons.cartPricesChanged",
  SETTINGS_CHANGED: "common:apiReasons.settingsChanged",
  COUNTRY_NOT_SHIPPED: "common:apiReasons.countryNotShipped",
  PROVIDER_NOT_AVAILABLE: "common:apiReasons.providerNotAvailable",
  ILLEGAL_TRANSITION: "common:apiReasons.illegalTransition",
  ORDER_NOT_FOUND: "common:apiReasons.orderNotFound",
  WEBHOOK_REJECTED: "common:apiErrors.generic",
  ANALYSIS_RATE_LIMITED: "common:apiReasons.analysisRateLimited",
  IDENTIFICATION_UNAVAILABLE: "common:apiReasons.identificationUnavailable",
  WATCH_NOT_FOUND: "storefront:watch.notFoundText",
  WATCH_NO_LONGER_AVAILABLE: "common:apiErrors.noLongerAvailable",
  STOCK_LIMIT: "common:apiErrors.onlyAvailable",
  NOT_IN_CART: "common:apiErrors.notInCart",
  NOT_IN_FAVORITES: "common:apiErrors.notInFavorites",
  FAVORITES_SIGN_IN: "storefront:toasts.loginRequiredText",
  ITEM_ALREADY_LISTED: "common:apiReasons.itemAlreadyListed",
  ITEM_ILLEGAL_MOVE: "common:apiReasons.itemIllegalMove",
  IMAGE_HAS_MARKUP: "common:apiReasons.imageHasMarkup",
  STAFF_PERMISSION: "common:apiReasons.staffPermission",
  STAFF_ALREADY_MEMBER: "common:apiReasons.staffAlreadyMember",
  STAFF_SELF: "common:apiReasons.staffSelf",
  STAFF_NOT_FOUND: "common:apiReasons.staffNotFound",
  LAST_OWNER: "common:apiReasons.lastOwner",
  INVITATION_INVALID: "common:apiReasons.invitationInvalid",
  INVITATION_SIGN_IN: "common:apiReasons.invitationSignIn",
  TWO_FACTOR_REQUIRED: "common:apiReasons.twoFactorRequired",
  SESSION_NOT_FOUND: "common:apiReasons.sessionNotFound",
  // Issue 30: said only where the alerts' words are loaded (the save dialog, the alerts pages).
  SAVED_SEARCH_NOT_FOUND: "alerts:errors.savedSearchNotFound",
  SAVED_SEARCH_LIMIT: "alerts:errors.savedSearchLimit",
  ALERT_CHANNEL_UNAVAILABLE: "alerts:errors.alertChannelUnavailable",
  ALERT_LINK_INVALID: "alerts:errors.alertLinkInvalid",
  WHATSAPP_UNAVAILABLE: "alerts:errors.whatsAppUnavailable",
  WHATSAPP_NUMBER_REQUIRED: "alerts:errors.whatsAppNumberRequired",
  WHATSAPP_CODE_TOO_SOON: "alerts:errors.whatsAppCodeTooSoon",
  WHATSAPP_CODE_LIMIT: "alerts:errors.whatsAppCodeLimit",
  WHATSAPP_SEND_FAILED: "alerts:errors.whatsAppSendFailed",
  WHATSAPP_NO_CODE: "alerts:errors.whatsAppNoCode",
  WHATSAPP_CODE_EXPIRED: "alerts:errors.whatsAppCodeExpired",
  WHATSAPP_CODE_ATTEMPTS: "alerts:errors.whatsAppCodeAttempts",
  WHATSAPP_CODE_WRONG: "alerts:errors.whatsAppCodeWrong",
  // Issue 31: reserving a watch with a deposit, and offers.
  OFFER_TOO_LOW: "common:apiReasons.offerTooLow",
  OFFER_NOT_BELOW_PRICE: "common:apiReasons.offerNotBelowPrice",
  OFFER_ALREADY_OPEN: "common:apiReasons.offerAlreadyOpen",
  OFFERS_OFF: "common:apiReasons.offersOff",
  DEPOSITS_OFF: "common:apiReasons.depositsOff",
  HOLD_NOT_FOUND: "common:apiReasons.holdNotFound",
  HOLD_NOT_PAYABLE: "common:apiReasons.holdNotPayable",
  HOLD_STATE_CHANGED: "common:apiReasons.holdStateChanged",
  COUNTER_OUT_OF_RANGE: "common:apiReasons.counterOutOfRange",
};

/**
 * The back office's refusals that carry no reason yet: the server's English, word for word, and
 * its key. The storefront's and the account's refusals all carry a reason (`reasonKeys`).
 */
const messageKeys = new Map<string, string>([
  // Issue 10: the Customers page's refusals (shared/customer-schemas.ts customerMessages).
  ["You cannot ban your own account.", "admin:customers.errors.cannotBanSelf"],
  ["An admin's account cannot be banned.", "admin:customers.errors.cannotBanAdmin"],
  ["Customer not found", "admin:customers.errors.notFound"],
  // Issue 10: the outbox's refusals (server/modules/mail-outbox/mail-outbox.service.ts retryMail).
  ["Only a failed message can be sent again", "admin:outbox.errors.notFailed"],
  ["No SMTP server is configured to send mail", "admin:outbox.errors.noSmtp"],
  ["Message not found", "admin:outbox.errors.notFound"],
  // Issue 10: the inventory's refusals (shared/inventory-schemas.ts), where its namespace is loaded.
  ["Inventory item not found", "inventory:validation.notFound"],
  [
    "This item is linked to a listing. Unlink it in the listing before deleting the item.",
    "inventory:validation.linkedToListing",
  ],
]);

/** The message of one error code, for answers that carry no `ApiError` (better-auth's). */
export function codeMessage(code: ErrorCode): Message {
  return { key: codeKeys[code] };
}

/**
 * The message for a failed call: the server's own answer when it is one we can translate, else
 * its code's message; `fallbackKey` (else a generic message) for a failure that says nothing
 * specific (an internal error, no answer at all).
 */
export function apiErrorMessage(error: unknown, fallbackKey = "common:apiErrors.generic"): Message {
  if (!(error instanceof ApiError)) return { key: fallbackKey };
  const reason = error.detail?.reason;
  if (isErrorReason(reason)) return { key: reasonKeys[reason], values: error.detail?.params };
  const key = messageKeys.get(error.message);
  if (key) return { key };
  if (!isErrorCode(error.code) || error.code === "INTERNAL_ERROR") return { key: fallbackKey };
  return codeMessage(error.code);
}

/** `apiErrorMessage` in the user's language, for a toast. */
export function errorMessage(error: unknown, t: TFunction, fallbackKey?: string): string {
  const message = apiErrorMessage(error, fallbackKey);
  return "key" in message ? t(message.key, message.values) : message.text;
}
