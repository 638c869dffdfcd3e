import { z } from "zod";

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

const requiredText = z.string().trim().min(1, authMessages.fillAllFields);
const email = requiredText.pipe(z.email(authMessages.invalidEmail)).transform((v) => v.toLowerCase());

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

/** What the server accepts on sign-up (the confirmation never leaves the browser). */
export const signUpRequestSchema = z.object({
  firstName: requiredText.max(80),
  lastName: requiredText.max(80),
  email,
  password,
});

/** spec: storefront §5 — sign up: five fields, passwords match, at least 6 characters. */
export const signUpFormSchema = signUpRequestSchema
  .extend({ confirmPassword: z.string().min(1, authMessages.fillAllFields) })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: authMessages.passwordsDoNotMatch,
  });
export type SignUpFormInput = z.input<typeof signUpFormSchema>;

export const forgotPasswordSchema = z.object({ email });
export const resetPasswordSchema = z
  .object({ password, confirmPassword: z.string().min(1, authMessages.fillAllFields) })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: authMessages.passwordsDoNotMatch,
  });

export const userRoles = ["user", "admin"] as const;
export type UserRole = (typeof userRoles)[number];
