import type { TFunction } from "../../../i18n/translator";
import { errorMessage } from "../../../lib/error-messages";
import { ApiError } from "../../../lib/http-error";

/**
 * Why a move failed, in the admin's words: another admin or the payment provider moved the order
 * first (409), or the provider refused the refund; anything else by its code.
 */
export function moveFailureMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.detail?.reason === "ILLEGAL_TRANSITION")
    return t("orders.messages.movedOn");
  if (error instanceof ApiError && error.code === "PAYMENT_FAILED") return t("orders.messages.refundRefused");
  return errorMessage(error, t);
}
