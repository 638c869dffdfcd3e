import { z } from "zod";
import { emailField, maxEmailLength } from "./email";
import { languages } from "./i18n";
import { text } from "./text";

export const newsletterSchema = z.object({
  email: emailField({
    required: "Please enter your email address",
    invalid: "Please enter a valid email address",
  }),
  language: z.enum(languages).optional(),
});

/** The subscribers table's query (issue 10): part of an e-mail address, and a keyset cursor. */
export const subscriberQuerySchema = z.object({
  q: text(maxEmailLength).trim().toLowerCase().optional(),
  cursor: text(200).optional(),
});
export type SubscriberQuery = z.infer<typeof subscriberQuerySchema>;

export interface SubscriberDto {
  id: string;
  email: string;
  /** The language they subscribed in ("en", "ar"). */
  language: string;
  /** When the subscriber agreed to marketing mail (ISO time). */
  consentedAt: string;
}

export interface SubscriberPageDto {
  items: SubscriberDto[];
  /** Subscribers matching the search, on every page. */
  total: number;
  nextCursor: string | null;
}
