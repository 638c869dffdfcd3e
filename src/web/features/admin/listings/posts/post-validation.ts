import { postMessages } from "../../../../../shared/instagram-posts";
import { ApiError } from "../../../../lib/http-error";
import type { Message } from "../../../../lib/message";
import { validationMessage } from "../../../../lib/validation-messages";

/** The save schema's English refusals (shared/instagram-posts.ts) and their keys in admin.json. */
const postKeys = new Map<string, string>([
  [postMessages.arabicRequired, "admin:posts.validation.arabicRequired"],
  [postMessages.englishRequired, "admin:posts.validation.englishRequired"],
  [postMessages.tooLong, "admin:posts.validation.tooLong"],
]);

/** A refusal of the save schema, on this side or the server's, in the user's words. */
export function postValidationMessage(message: string): Message {
  const key = postKeys.get(message);
  return key ? { key } : validationMessage(message);
}

/** A failed save: the refused field's message, else undefined (the caller says what failed). */
export function refusalOf(error: unknown): Message | undefined {
  return error instanceof ApiError && error.code === "VALIDATION_ERROR"
    ? postValidationMessage(error.message)
    : undefined;
}
