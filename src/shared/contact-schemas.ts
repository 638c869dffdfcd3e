import { z } from "zod";
import { emailField } from "./email";
import { languages } from "./i18n";
import { text } from "./text";

/** What a shopper writes to us about; the inbox shows it and the notification's subject names it. */
export const contactTopics = ["order", "watch", "selling", "returns", "security", "other"] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const contactLimits = { name: 100, subject: 150, message: 5000, watchReference: 100 } as const;

/** The contact form's messages; the web app translates each (pages:contact.validation.*). */
export const contactMessages = {
  nameRequired: "Please enter your name",
  emailRequired: "Please enter your email address",
  invalidEmail: "Please enter a valid email address",
  topicRequired: "Please choose a topic",
  messageRequired: "Please write your message",
  messageTooShort: "Please write at least 10 characters",
  messageTooLong: "Your message is too long (5,000 characters at most)",
} as const;

const optionalText = (max: number) =>
  text(max)
    .trim()
    .optional()
    .transform((value) => value || undefined);

/**
 * POST /api/contact. `website` is the honeypot: a field people never see or fill, so a value in it
 * is a bot's; the server answers as if it stored the message and stores nothing.
 */
export const contactMessageSchema = z.object({
  name: text(contactLimits.name).trim().min(1, contactMessages.nameRequired),
  email: emailField({ required: contactMessages.emailRequired, invalid: contactMessages.invalidEmail }),
  topic: z.enum(contactTopics, { error: contactMessages.topicRequired }),
  subject: optionalText(contactLimits.subject),
  message: text(contactLimits.message, contactMessages.messageTooLong)
    .trim()
    .min(1, contactMessages.messageRequired)
    .min(10, contactMessages.messageTooShort),
  watchReference: optionalText(contactLimits.watchReference),
  language: z.enum(languages).default("en"),
  website: text(200).optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageWrite = z.output<typeof contactMessageSchema>;

/** unread → read → handled, and archived from any of them; staff may move a message back. */
export const contactStatuses = ["unread", "read", "handled", "archived"] as const;
export type ContactStatus = (typeof contactStatuses)[number];

/** The admin inbox's list: by status ("open" is unread and read), one keyset page at a time. */
export const inboxQuerySchema = z.object({
  status: z.enum(["open", "all", ...contactStatuses]).default("open"),
  cursor: text(200).optional(),
});
export type InboxQuery = z.output<typeof inboxQuerySchema>;

export const inboxIdParamSchema = z.object({ id: z.uuid("Message not found") });
export const inboxStatusSchema = z.object({ status: z.enum(contactStatuses) });

export interface ContactMessageDto {
  id: string;
  name: string;
  email: string;
  topic: ContactTopic;
  subject: string | null;
  message: string;
  watchReference: string | null;
  language: string;
  status: ContactStatus;
  createdAt: string;
  /** When staff last changed its status. */
  updatedAt: string;
}

export interface InboxPageDto {
  messages: ContactMessageDto[];
  nextCursor: string | null;
  /** Messages nobody has opened yet, whatever the filter. */
  unread: number;
}
