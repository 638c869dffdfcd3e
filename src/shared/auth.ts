import { z } from "zod";
import { emailField } from "./email";
import { languages } from "./i18n";
import { text } from "./text";

/** spec: storefront §9 — minimum password length. */
export const minPasswordLength = 6;
/** better-auth's own ceiling; longer inputs are refused before hashing. */
export const maxPasswordLength = 128;

export const authMessages = {
  fillAllFields: "Please fill in all fields",
  passwordsDoNotMatch: "Passwords do not match",
  passwordTooShort: "Password must be at least 6 characters long",
  invalidEmail: "Please enter a valid email address",
  passwordTooLong: "Password must be at most 128 characters long",
} as const;

const email = emailField({ required: authMessages.fillAllFields, invalid: authMessages.invalidEmail });
const name = z.string().trim().min(1, authMessages.fillAllFields).pipe(text(80));

/** spec: storefront §5 — sign in: both fields required, e-mail trimmed. */
export const signInSchema = z.object({
  email,
  password: z.string().min(1, authMessages.fillAllFields),
});
export type SignInInput = z.input<typeof signInSchema>;

const password = z
  .string()
  .min(1, authMessages.fillAllFields)
  .min(minPasswordLength, authMessages.passwordTooShort)
  .max(maxPasswordLength, authMessages.passwordTooLong);

/**
 * Where better-auth sends the browser after a link or a sign-in: a page of ours (better-auth checks
 * the origin against the trusted ones itself); the e-mailed links carry it, so it stays short.
 */
const callbackUrl = text(500).optional();

/** What the server accepts on sign-in: the form's two fields, and where to land. */
export const signInRequestSchema = signInSchema.extend({
  callbackURL: callbackUrl,
  rememberMe: z.boolean().optional(),
});

/**
 * What the server accepts on sign-up (the confirmation never leaves the browser); `language`, the
 * page's, is the one the account's e-mails are written in.
 */
export const signUpRequestSchema = z.object({
  firstName: name,
  lastName: name,
  email,
  password,
  language: z.enum(languages).optional(),
  callbackURL: callbackUrl,
});

/**
 * Every sign-up answers this, whether the address is new or already has an account (issue 25): the
 * difference goes by e-mail to the address's owner, never to whoever typed it.
 */
export const signUpAnswer = { token: null } as const;

/** spec: storefront §5 — sign up: five fields, passwords match, at least 6 characters. */
export const signUpFormSchema = signUpRequestSchema
  .extend({ confirmPassword: z.string().min(1, authMessages.fillAllFields) })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: authMessages.passwordsDoNotMatch,
  });
export type SignUpFormInput = z.input<typeof signUpFormSchema>;

/**
 * What a sign-in refused for an unconfirmed address adds to its answer: whether it sent a new
 * confirmation e-mail, or one went out a few minutes ago and no other is sent yet.
 */
export type ConfirmationMailNotice = "sent" | "recent";

export const forgotPasswordSchema = z.object({ email });
/** Asks for a reset link, to land on `redirectTo` (the reset page). */
export const passwordResetRequestSchema = forgotPasswordSchema.extend({ redirectTo: callbackUrl });
/** Asks for the confirmation e-mail again. */
export const confirmationRequestSchema = forgotPasswordSchema.extend({ callbackURL: callbackUrl });

/** The secret an e-mailed link carries (a reset token, a signed confirmation); never typed. */
const linkToken = text(2000).pipe(z.string().min(1, authMessages.fillAllFields));
export const resetPasswordRequestSchema = z.object({ newPassword: password, token: linkToken });
/** The e-mailed confirmation link, `GET /api/auth/verify-email?token=…&callbackURL=…`. */
export const confirmationLinkQuerySchema = z.object({ token: linkToken, callbackURL: callbackUrl });
/** The e-mailed link that lets a browser past an account's slowed sign-ins (issue 25). */
export const unlockLinkQuerySchema = z.object({ token: linkToken });
/** The e-mailed reset link, `GET /api/auth/reset-password/:token?callbackURL=…`. */
export const resetLinkParamSchema = z.object({ token: linkToken });
export const resetLinkQuerySchema = z.object({ callbackURL: callbackUrl });
/** Google sign-in, started from the sign-in form. */
export const socialSignInRequestSchema = z.object({
  provider: z.literal("google"),
  callbackURL: callbackUrl,
  errorCallbackURL: callbackUrl,
});
/** What Google sends the browser back with: every value a text the database could hold. */
export const oauthCallbackQuerySchema = z.record(z.string(), text(4000));
/** better-auth's sign-out wants a JSON object and reads nothing from it. */
export const signOutRequestSchema = z.object({});
export const resetPasswordSchema = z
  .object({ password, confirmPassword: z.string().min(1, authMessages.fillAllFields) })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: authMessages.passwordsDoNotMatch,
  });
