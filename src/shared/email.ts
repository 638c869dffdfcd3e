import { z } from "zod";
import { hasUnsupportedCharacters } from "./text";

/** RFC 5321 allows at most 254 characters in an address that can receive mail. */
export const maxEmailLength = 254;

/**
 * The e-mail field of every form (sign-in, sign-up, password reset, newsletter, checkout): trimmed,
 * checked, lower-cased, never longer than an address can be.
 */
export function emailField(messages: { required: string; invalid: string }) {
  return z
    .string()
    .trim()
    .min(1, messages.required)
    .max(maxEmailLength, messages.invalid)
    .refine((value) => !hasUnsupportedCharacters(value), messages.invalid)
    .pipe(z.email(messages.invalid))
    .transform((value) => value.toLowerCase());
}
