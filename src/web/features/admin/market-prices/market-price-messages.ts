import { marketObservationMessages } from "../../../../shared/market-schemas";
import type { Message } from "../../../lib/message";
import { formErrorMessage, validationMessage } from "../../../lib/validation-messages";

const keys = new Map(
  Object.entries(marketObservationMessages).map(([key, message]): [string, string] => [
    message,
    `admin:marketPrices.messages.${key}`,
  ]),
);

/** A recorded price's refusal (shared/market-schemas.ts) in the admin's language; others as the app words them. */
export function marketPriceMessage(message: string): Message {
  const key = keys.get(message);
  return key ? { key } : validationMessage(message);
}

/** A failed request: its own message when the server gave one of ours, else the error map's. */
export function marketPriceErrorMessage(error: unknown): Message {
  const message = error instanceof Error ? error.message : "";
  const key = keys.get(message);
  return key ? { key } : formErrorMessage(error);
}
