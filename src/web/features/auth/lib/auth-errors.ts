import { authMessages } from "../../../../shared/auth";

/** The error shape better-auth's client and our API answer with. */
export interface AuthErrorLike {
  code?: string;
  message?: string;
  status?: number;
}

export type AuthAction = "signIn" | "signUp";

/** What the user is told: an auth.json key, or words that have no translation (passed through). */
export type AuthMessage = { key: string } | { text: string };

const userExistsCodes = new Set(["USER_ALREADY_EXISTS", "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL"]);

/** The shared schemas' English messages (also the server's validation answers) and their keys. */
const validationKeys = new Map<string, string>([
  ...Object.entries(authMessages).map(([key, message]): [string, string] => [message, `validation.${key}`]),
  ["Please enter a valid phone number", "validation.invalidPhone"],
]);

/**
 * The shared zod schemas speak English; this finds the auth.json key of one of their messages so
 * Arabic users read Arabic. A message without a key passes through unchanged.
 */
export function validationMessage(message: string): AuthMessage {
  const key = validationKeys.get(message);
  return key ? { key } : { text: message };
}

export function isRateLimited(error: AuthErrorLike): boolean {
  return error.status === 429 || error.code === "RATE_LIMITED";
}

/** Rate limits and validation answers say something specific; anything else is a generic failure. */
function specificMessage(error: AuthErrorLike): AuthMessage | undefined {
  if (isRateLimited(error)) return { key: "errors.rateLimited" };
  if (error.code === "VALIDATION_ERROR" && error.message) return validationMessage(error.message);
  return undefined;
}

/** Any failed auth or profile request other than sign-in and sign-up. */
export function requestErrorMessage(error: AuthErrorLike): AuthMessage {
  return specificMessage(error) ?? { key: "errors.requestFailed" };
}

/** spec: storefront §8 — the error catalogue of sign-in (and admin login) and of sign-up. */
export function authErrorMessage(error: AuthErrorLike, action: AuthAction): AuthMessage {
  if (action === "signIn" && error.code === "INVALID_EMAIL_OR_PASSWORD") {
    return { key: "errors.invalidCredentials" };
  }
  if (action === "signIn" && error.code === "EMAIL_NOT_VERIFIED") return { key: "errors.emailNotConfirmed" };
  if (action === "signUp" && error.code && userExistsCodes.has(error.code))
    return { key: "errors.userExists" };
  return (
    specificMessage(error) ?? { key: action === "signIn" ? "errors.signInFailed" : "errors.signUpFailed" }
  );
}

export function isEmailNotVerified(error: AuthErrorLike): boolean {
  return error.code === "EMAIL_NOT_VERIFIED";
}

/** better-auth sends these in `?error=` when a verification or reset link cannot be used. */
export function isBrokenLinkError(value: string | null): boolean {
  return value === "INVALID_TOKEN" || value === "TOKEN_EXPIRED" || value === "USER_NOT_FOUND";
}
