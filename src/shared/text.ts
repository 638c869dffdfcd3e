import { z } from "zod";

/** What the server answers for text it cannot store; the web app translates it (validation.*). */
export const textMessages = {
  unsupportedCharacters: "Please remove unsupported characters",
  tooLong: "This text is too long",
} as const;

/**
 * PostgreSQL refuses a NUL byte in text and a lone UTF-16 surrogate is no character at all: either
 * would reach the database as an error, so no text field lets one through.
 */
const unsupported = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUnsupportedCharacters(value: string): boolean {
  return unsupported.test(value);
}

/** A text field of at most `max` characters that the database can hold (issue 15). */
export function text(max: number, tooLong: string = textMessages.tooLong) {
  return z
    .string()
    .max(max, tooLong)
    .refine((value) => !hasUnsupportedCharacters(value), textMessages.unsupportedCharacters);
}
