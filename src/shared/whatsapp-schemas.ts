import { z } from "zod";
import { languages } from "./i18n";
import { whatsAppNumberLimits } from "./whatsapp";

/** The WhatsApp form's messages in English; the web app translates them (alerts.json `validation.whatsapp`). */
export const whatsAppMessages = {
  numberRequired: "Please enter your WhatsApp number",
  invalidNumber: "Enter the number in international form, with its country code: +965 5000 1234",
  codeRequired: "Please enter the code we sent",
  invalidCode: "The code is the 6 digits we sent",
} as const;

/** Arabic-Indic and Persian digits as the Latin ones, as an Arabic phone keyboard may type them. */
function latinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}

/**
 * A WhatsApp number as people write it (`+965 5000 1234`, `00965-5000-1234`, Arabic digits), as
 * the Cloud API takes it: digits only, country code first (96550001234). E.164: a country code
 * that does not start with 0 and at most 15 digits in all.
 */
export const whatsAppNumberField = z
  .string({ error: whatsAppMessages.numberRequired })
  .trim()
  .min(1, whatsAppMessages.numberRequired)
  .max(32, whatsAppMessages.invalidNumber)
  .transform((value) => latinDigits(value).replace(/[\s().-]/g, ""))
  .refine((value) => /^(\+|00)[1-9][0-9]{7,14}$/.test(value), whatsAppMessages.invalidNumber)
  .transform((value) => value.replace(/^(\+|00)/, ""));

/** POST /api/me/whatsapp: a number to confirm (a code is sent to it), and the language to write in. */
export const whatsAppNumberSchema = z.object({
  number: whatsAppNumberField,
  language: z.enum(languages, { error: "Unknown language" }).default("en"),
});
export type WhatsAppNumberInput = z.input<typeof whatsAppNumberSchema>;

/** POST /api/me/whatsapp/confirm: the code as typed (spaces and Arabic digits allowed). */
export const whatsAppCodeSchema = z.object({
  code: z
    .string({ error: whatsAppMessages.codeRequired })
    .trim()
    .min(1, whatsAppMessages.codeRequired)
    .max(20, whatsAppMessages.invalidCode)
    .transform((value) => latinDigits(value).replace(/\s/g, ""))
    .refine(
      (value) => new RegExp(`^[0-9]{${whatsAppNumberLimits.codeLength}}$`).test(value),
      whatsAppMessages.invalidCode,
    ),
});

/** GET /api/whatsapp/webhook: Meta's subscription handshake (`hub.mode`, `hub.verify_token`, `hub.challenge`). */
export const whatsAppHandshakeSchema = z.object({
  "hub.mode": z.string().max(40).optional(),
  "hub.verify_token": z.string().max(200).optional(),
  "hub.challenge": z.string().max(200).optional(),
});
