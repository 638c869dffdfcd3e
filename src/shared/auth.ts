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
 * What the server accepts on sign-up (the confirmation never leaves the browser); `language`, the
 * page's, is the one the account's e-mails are written in.
 */
export const signUpRequestSchema = z.object({
  firstName: name,
  lastName: name,
  email,
  password,
  language: z.enum(languages).optional(),
});

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
export const resetPasswordSchema = z
  .object({ password, confirmPassword: z.string().min(1, authMessages.fillAllFields) })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: authMessages.passwordsDoNotMatch,
  });

export const userRoles = ["user", "admin"] as const;
export type UserRole = (typeof userRoles)[number];
