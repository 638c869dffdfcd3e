import { z } from "zod";
import { alertChannelChoices, alertFrequencies, type SavedSearchQuery } from "./alerts";
import { listingQuerySchema } from "./catalog-schemas";
import { displayCurrencies } from "./display-currencies";
import { emailField } from "./email";
import { languages } from "./i18n";

/** The alerts' messages in English; the web app translates them (alerts.json `validation`). */
export const alertMessages = {
  emailRequired: "Please enter your email address",
  invalidEmail: "Please enter a valid email address",
  nothingToChange: "Choose what to change",
  invalidLink: "This link is not valid",
} as const;

/** A collection query as a saved search keeps it: the page's query without its cursor and size. */
export const savedSearchQuerySchema = listingQuerySchema.omit({
  cursor: true,
  limit: true,
}) satisfies z.ZodType<SavedSearchQuery, unknown>;

const channel = z.enum(alertChannelChoices, { error: "Unknown channel" });
const frequency = z.enum(alertFrequencies, { error: "Unknown frequency" });
const language = z.enum(languages, { error: "Unknown language" });
/** The currency the shopper reads prices in (issue 30): their alerts show prices in it. */
const displayCurrency = z.enum(displayCurrencies, { error: "Unknown currency" });

/** POST /api/alerts/searches: a signed-in shopper saves the search on the page. */
export const saveSearchSchema = z.object({
  query: savedSearchQuerySchema,
  channel: channel.default("email"),
  frequency: frequency.default("instant"),
  language: language.default("en"),
  displayCurrency: displayCurrency.default("USD"),
});
export type SaveSearchInput = z.input<typeof saveSearchSchema>;

/** POST /api/alerts/guest-searches: a guest's search, alerted only once they confirm the address. */
export const guestSaveSearchSchema = saveSearchSchema.extend({
  email: emailField({ required: alertMessages.emailRequired, invalid: alertMessages.invalidEmail }),
});
export type GuestSaveSearchInput = z.input<typeof guestSaveSearchSchema>;

/** PATCH /api/alerts/searches/:id: how often, through what, in which language. */
export const updateSavedSearchSchema = z
  .object({ channel: channel.optional(), frequency: frequency.optional(), language: language.optional() })
  .refine(
    (change) => Object.values(change).some((value) => value !== undefined),
    alertMessages.nothingToChange,
  );

export const savedSearchIdSchema = z.object({ id: z.uuid("Saved search not found") });

/** PUT /api/alerts/favorites: the account's consent to hear of its favourites' prices and returns. */
export const favoriteAlertSettingsSchema = z.object({
  isOn: z.boolean(),
  channel: channel.default("email"),
  language: language.default("en"),
  displayCurrency: displayCurrency.default("USD"),
});

/** A signed link's token (`payload.mac`, base64url): short, one line, nothing else. */
export const alertTokenSchema = z.object({
  token: z
    .string()
    .min(16, alertMessages.invalidLink)
    .max(300, alertMessages.invalidLink)
    .regex(/^[A-Za-z0-9_.:-]+$/, alertMessages.invalidLink),
});
