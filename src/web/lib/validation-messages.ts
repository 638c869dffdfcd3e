import { authMessages } from "../../shared/auth";
import { checkoutMessages } from "../../shared/checkout";
import { contactMessages } from "../../shared/contact-schemas";
import { holdMessages } from "../../shared/hold-schemas";
import { inventoryMessages } from "../../shared/inventory-schemas";
import { invalidCursorMessage } from "../../shared/list-query";
import { listingMessages } from "../../shared/listing-schemas";
import { orderMessages } from "../../shared/order-schemas";
import { reportMessages } from "../../shared/reports";
import { settingsMessages } from "../../shared/settings-schemas";
import { textMessages } from "../../shared/text";
import { tradeInMessages } from "../../shared/trade-in-schemas";
import { twoFactorMessages } from "../../shared/two-factor";
import { whatsAppMessages } from "../../shared/whatsapp-schemas";
import { apiErrorMessage } from "./error-messages";
import { ApiError } from "./http-error";
import type { Message } from "./message";

/**
 * The shared schemas' English messages (also the server's validation answers) and their keys.
 * Importing the schemas' messages brings zod, so only the forms that validate import this file.
 */
const validationKeys = new Map<string, string>([
  ...Object.entries(authMessages).map(([key, message]): [string, string] => [
    message,
    `auth:validation.${key}`,
  ]),
  // The same English under both names (invalidEmail, invalidPhone) keeps the auth key it had.
  ...Object.entries(checkoutMessages)
    .filter(([, message]) => !(Object.values(authMessages) as string[]).includes(message))
    .map(([key, message]): [string, string] => [message, `checkout:validation.${key}`]),
  ["Please enter a valid phone number", "auth:validation.invalidPhone"],
  ...Object.entries(twoFactorMessages).map(([key, message]): [string, string] => [
    message,
    `auth:validation.${key}`,
  ]),
  // Read only on admin pages, where the admin namespace is loaded.
  ...Object.entries(listingMessages).map(([key, message]): [string, string] => [
    message,
    `admin:listings.messages.${key}`,
  ]),
  ...Object.entries(orderMessages).map(([key, message]): [string, string] => [
    message,
    `admin:orders.messages.${key}`,
  ]),
  // Read only where an inventory page has loaded the inventory namespace (inventory-i18n.ts).
  ...(
    [
      "makeModelRequired",
      "buyingPricePositive",
      "invalidAmount",
      "invalidDate",
      "unknownImage",
      "notFound",
      "linkedToListing",
    ] as const
  ).map((key): [string, string] => [inventoryMessages[key], `inventory:validation.${key}`]),
  // Read only on the Reports page, an admin page.
  ...Object.entries(reportMessages).map(([key, message]): [string, string] => [
    message,
    `admin:reports.messages.${key}`,
  ]),
  ...Object.entries(settingsMessages).map(([key, message]): [string, string] => [
    message,
    `admin:settings.messages.${key}`,
  ]),
  // The contact form's own words (issue 13); its e-mail messages are the sign-in form's English.
  ...Object.entries(contactMessages)
    .filter(([, message]) => !(Object.values(authMessages) as string[]).includes(message))
    .map(([key, message]): [string, string] => [message, `pages:contact.validation.${key}`]),
  // Issue 30: the WhatsApp number's form, on the alerts page (alerts-i18n.ts loads its words).
  ...Object.entries(whatsAppMessages).map(([key, message]): [string, string] => [
    message,
    `alerts:validation.whatsapp.${key}`,
  ]),
  // Issue 31: the Sell page's form and the staff's answers (the sell namespace: sell-i18n.ts, admin-i18n.ts);
  // the words another form already says keep that form's key.
  ...Object.entries(tradeInMessages)
    .filter(
      ([, message]) =>
        !([...Object.values(authMessages), ...Object.values(contactMessages)] as string[]).includes(message),
    )
    .map(([key, message]): [string, string] => [message, `sell:validation.${key}`]),
  // Issue 31: the deposit and offer dialogs (the holds namespace: holds-i18n.ts); the words another
  // form already says keep that form's key.
  ...Object.entries(holdMessages)
    .filter(
      ([, message]) =>
        !([...Object.values(authMessages), ...Object.values(contactMessages)] as string[]).includes(message),
    )
    .map(([key, message]): [string, string] => [message, `holds:validation.${key}`]),
  [invalidCursorMessage, "common:apiErrors.invalidCursor"],
  [textMessages.unsupportedCharacters, "common:apiErrors.unsupportedCharacters"],
  [textMessages.tooLong, "common:apiErrors.textTooLong"],
]);

/**
 * The shared zod schemas speak English; this finds the key of one of their messages so Arabic
 * users read Arabic. A message without a key passes through unchanged.
 */
export function validationMessage(message: string): Message {
  const key = validationKeys.get(message);
  return key ? { key } : { text: message };
}

/** A failed form submission to our API: a refused field in the user's words, else the error map's. */
export function formErrorMessage(error: unknown): Message {
  if (error instanceof ApiError && error.code === "VALIDATION_ERROR") return validationMessage(error.message);
  return apiErrorMessage(error);
}
