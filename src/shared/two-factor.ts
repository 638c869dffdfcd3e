import { z } from "zod";
import { authMessages, maxPasswordLength } from "./auth";

/**
 * Issue 28 — two-factor sign-in with an authenticator app (better-auth's two-factor plugin): the
 * forms' messages, which the web app translates (auth:validation.*), and what the server accepts.
 */
export const twoFactorMessages = {
  invalidTotpCode: "Enter the 6-digit code from your authenticator app",
  invalidRecoveryCode: "Enter one of your recovery codes, like ab12c-3de4f",
} as const;

/** The refusal of an app's code already used for a sign-in (RFC 6238 §5.2; server/auth/totp-replay.ts). */
export const totpCodeUsedCode = "TOTP_CODE_USED";

/** Authenticator apps show six digits; spaces typed from the app's grouping ("123 456") are dropped. */
const totpCode = z
  .string()
  .max(20, twoFactorMessages.invalidTotpCode)
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, twoFactorMessages.invalidTotpCode));

/** better-auth's recovery codes: ten letters and digits, shown as two groups of five. */
const recoveryCode = z
  .string()
  .max(40, twoFactorMessages.invalidRecoveryCode)
  .transform((value) => value.trim())
  .pipe(z.string().regex(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/, twoFactorMessages.invalidRecoveryCode));

const password = z
  .string()
  .min(1, authMessages.fillAllFields)
  .max(maxPasswordLength, authMessages.passwordTooLong);

/** The second step of a sign-in, or the first code that proves an enrolment. */
export const totpVerifySchema = z.object({ code: totpCode });
export const recoveryCodeVerifySchema = z.object({ code: recoveryCode });
/** Enrolling, leaving and new recovery codes each ask for the password again. */
export const twoFactorPasswordSchema = z.object({ password });

/** The first thing an enrolment answers: the app's link (shown as a QR code) and the recovery codes. */
export interface TwoFactorEnrolment {
  totpURI: string;
  backupCodes: string[];
}

/** The secret inside an otpauth:// link, for someone who types it into the app instead of scanning. */
export function totpSecretOf(totpURI: string): string | null {
  try {
    return new URL(totpURI).searchParams.get("secret");
  } catch {
    return null;
  }
}
