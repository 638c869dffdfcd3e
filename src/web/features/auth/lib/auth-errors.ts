import type { ConfirmationMailNotice } from "../../../../shared/auth";
import { codeMessage } from "../../../lib/error-messages";
import type { Message } from "../../../lib/message";
import { validationMessage } from "../../../lib/validation-messages";

/** The error shape better-auth's client and our API answer with. */
export interface AuthErrorLike {
  code?: string;
  message?: string;
  status?: number;
}

export type AuthAction = "signIn" | "signUp";

const userExistsCodes = new Set(["USER_ALREADY_EXISTS", "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"]);

export function isRateLimited(error: AuthErrorLike): boolean {
  return error.status === 429 || error.code === "RATE_LIMITED";
}

/**
 * Rate limits and validation answers say something specific; anything else is a generic failure.
 * better-auth's answers are not `ApiError`s, so their rate limit is recognised here and worded by
 * the shared error map (lib/error-messages.ts).
 */
function specificMessage(error: AuthErrorLike): Message | undefined {
  if (isRateLimited(error)) return codeMessage("RATE_LIMITED");
  if (error.code === "VALIDATION_ERROR" && error.message) return validationMessage(error.message);
  return undefined;
}

/** Any failed auth or profile request other than sign-in and sign-up. */
export function requestErrorMessage(error: AuthErrorLike): Message {
  return specificMessage(error) ?? codeMessage("INTERNAL_ERROR");
}

/** spec: storefront §8 — the error catalogue of sign-in (and admin login) and of sign-up. */
export function authErrorMessage(error: AuthErrorLike, action: AuthAction): Message {
  if (action === "signIn" && error.code === "INVALID_EMAIL_OR_PASSWORD") {
    return { key: "auth:errors.invalidCredentials" };
  }
  if (action === "signIn" && error.code === "EMAIL_NOT_VERIFIED") {
    return { key: "auth:errors.emailNotConfirmed" };
  }
  // Issue 10: better-auth's admin plugin refuses a banned account its session (403 BANNED_USER).
  if (action === "signIn" && error.code === "BANNED_USER") {
    return { key: "auth:errors.accountSuspended" };
  }
  if (action === "signUp" && error.code && userExistsCodes.has(error.code)) {
    return { key: "auth:errors.userExists" };
  }
  return (
    specificMessage(error) ?? {
      key: action === "signIn" ? "auth:errors.signInFailed" : "auth:errors.signUpFailed",
    }
  );
}

/**
 * A sign-in refused for an unconfirmed address: whether it sent a new confirmation e-mail or one
 * went out recently (the server sends at most one every few minutes); undefined for other refusals.
 */
export function confirmationMailOf(
  error: AuthErrorLike & { confirmationMail?: unknown },
): ConfirmationMailNotice | undefined {
  if (error.code !== "EMAIL_NOT_VERIFIED") return undefined;
  return error.confirmationMail === "recent" ? "recent" : "sent";
}

/** better-auth sends these in `?error=` when a verification or reset link cannot be used. */
export function isBrokenLinkError(value: string | null): boolean {
  return value === "INVALID_TOKEN" || value === "TOKEN_EXPIRED" || value === "USER_NOT_FOUND";
}
