import { type ContactMessageInput, contactMessageSchema } from "../../../../shared/contact-schemas";
import { ApiError } from "../../../lib/http-error";
import type { Message } from "../../../lib/message";
import { formErrorMessage, validationMessage } from "../../../lib/validation-messages";

export type ContactField = "name" | "email" | "topic" | "subject" | "message" | "watchReference";

/**
 * The shared schema judges the form as the server will (loaded on first use, so zod stays off the
 * storefront's first load): the payload as typed, else each field's first message in the user's words.
 */
export function checkContact(
  values: ContactMessageInput,
):
  | { payload: ContactMessageInput; errors?: undefined }
  | { payload?: undefined; errors: Map<ContactField, Message> } {
  const parsed = contactMessageSchema.safeParse(values);
  if (parsed.success) return { payload: values };
  const errors = new Map<ContactField, Message>();
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    if (!errors.has(field)) errors.set(field, validationMessage(issue.message));
  }
  return { errors };
}

/** The server's refusal: its fields' messages when it judged the input, else why it failed. */
export function contactFailure(error: unknown): { form: Message; fields: Map<ContactField, Message> } {
  const fields = new Map<ContactField, Message>();
  if (error instanceof ApiError && error.code === "VALIDATION_ERROR") {
    for (const issue of error.issues ?? []) {
      const field = issue.path.split(".")[0] as ContactField;
      if (!fields.has(field)) fields.set(field, validationMessage(issue.message));
    }
  }
  return { form: formErrorMessage(error), fields };
}
