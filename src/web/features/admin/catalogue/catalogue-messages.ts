import { referenceCatalogueMessages } from "../../../../shared/reference-catalogue-schemas";
import type { Message } from "../../../lib/message";
import { formErrorMessage, validationMessage } from "../../../lib/validation-messages";

const keys = new Map(
  Object.entries(referenceCatalogueMessages).map(([key, message]): [string, string] => [
    message,
    `admin:catalogue.messages.${key}`,
  ]),
);

/** A catalogue refusal (shared/reference-catalogue-schemas.ts) in the admin's language; others as the app words them. */
export function catalogueMessage(message: string): Message {
  const key = keys.get(message);
  return key ? { key } : validationMessage(message);
}

/** A failed catalogue request: its own message when the server gave one of ours, else the error map's. */
export function catalogueErrorMessage(error: unknown): Message {
  const message = error instanceof Error ? error.message : "";
  const key = keys.get(message);
  return key ? { key } : formErrorMessage(error);
}
