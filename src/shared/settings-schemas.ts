import { z } from "zod";
import { type CountryCode, countryCodes, isCountryCode } from "./countries";
import { emailField } from "./email";
import { depositDaysBounds, depositPercentBounds } from "./holds";
import { rateScale, toMinor } from "./money";
import { type SocialNetwork, socialNetworks } from "./store-settings";
import { text } from "./text";

/**
 * The dinar is pegged to a basket near 0.30 KWD per dollar; a rate outside 0.1–1 is a typo (3.23
 * typed into the wrong field, or 31 for 0.31), and it would misprice every post and dashboard.
 */
export const usdToKwdBounds = { min: 100_000, max: 1_000_000 } as const;
/** A shipping fee above this is a slip of the keyboard, not a fee for sending one watch. */
export const maxShippingFeeCents = 100_000;
const maxUrlLength = 500;

/** The settings form's messages; the web app translates each (admin:settings.messages.*). */
export const settingsMessages = {
  invalidRate: "Enter a rate between 0.1 and 1, with at most 6 decimals",
  invalidShippingFee: "Enter a fee between 0 and 1,000 USD, with at most 2 decimals",
  noCountries: "Choose at least one country, or ship to all countries",
  unknownCountry: "Choose countries from the list",
  contactEmailRequired: "Enter the shop's contact e-mail address",
  invalidContactEmail: "Enter a valid contact e-mail address",
  invalidSocialUrl: "Enter a full address that starts with https://",
  invalidPhone: "Enter the number in international form, starting with + and the country code",
  invalidDepositPercent: "Enter a whole percentage from 0 to 50 (0 turns deposits off)",
  invalidDepositDays: "Enter a whole number of days from 1 to 30",
} as const;

/** The derived KWD→USD rate, in millionths: one number is edited, so both directions agree. */
export function inverseRate(usdToKwd: number): number {
  return Math.round((rateScale * rateScale) / usdToKwd);
}

/** A decimal rate ("0.31") as millionths (310000), or undefined when it is not a plain decimal. */
function rateMillionths(value: string): number | undefined {
  const match = /^(\d{1,2})(?:\.(\d{1,6}))?$/.exec(value);
  if (!match) return undefined;
  const [, whole = "0", fraction = ""] = match;
  return Number(whole) * rateScale + Number(fraction.padEnd(6, "0"));
}

const decimalInput = (message: string) =>
  z.union([z.string().trim().max(32, message), z.number().finite()], { error: message }).transform(String);

const rateField = decimalInput(settingsMessages.invalidRate).transform((value, ctx) => {
  const millionths = rateMillionths(value);
  if (millionths === undefined || millionths < usdToKwdBounds.min || millionths > usdToKwdBounds.max) {
    ctx.addIssue({ code: "custom", message: settingsMessages.invalidRate });
    return z.NEVER;
  }
  return millionths;
});

const feeField = decimalInput(settingsMessages.invalidShippingFee).transform((value, ctx) => {
  const cents = /^\d{1,7}(?:\.\d{1,2})?$/.test(value) ? toMinor(value, "USD") : undefined;
  if (cents === undefined || cents > maxShippingFeeCents) {
    ctx.addIssue({ code: "custom", message: settingsMessages.invalidShippingFee });
    return z.NEVER;
  }
  return cents;
});

const countryList = z
  .array(z.string().max(2, settingsMessages.unknownCountry), { error: settingsMessages.unknownCountry })
  .max(countryCodes.length, settingsMessages.unknownCountry)
  .min(1, settingsMessages.noCountries)
  .refine((codes) => codes.every(isCountryCode), settingsMessages.unknownCountry)
  // One order for the stored list and its audit entry, whatever order the boxes were ticked in.
  .transform((codes) => [...new Set(codes as CountryCode[])].sort());

/** "all", or a list of countries; a union would hide the list's own message behind its own. */
const shipToField = z
  .custom<"all" | string[]>(() => true)
  .transform((value, ctx): "all" | CountryCode[] => {
    if (value === "all") return "all";
    const parsed = countryList.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({
      code: "custom",
      message: parsed.error.issues[0]?.message ?? settingsMessages.unknownCountry,
    });
    return z.NEVER;
  });

/** An https address or nothing: blank means the network is not shown in the footer. */
const socialUrl = z.preprocess(
  (value) =>
    value === undefined || value === null || (typeof value === "string" && !value.trim()) ? null : value,
  z
    .string({ error: settingsMessages.invalidSocialUrl })
    .trim()
    .pipe(text(maxUrlLength, settingsMessages.invalidSocialUrl))
    .refine(isHttpsUrl, settingsMessages.invalidSocialUrl)
    .nullable(),
);

/** A phone or WhatsApp number in international form, or nothing: blank hides it (issue 13). */
const internationalNumber = z.preprocess(
  (value) =>
    value === undefined || value === null || (typeof value === "string" && !value.trim()) ? null : value,
  z
    .string({ error: settingsMessages.invalidPhone })
    .trim()
    .pipe(text(32, settingsMessages.invalidPhone))
    // E.164: a country code and at most 15 digits in all.
    .refine(
      (value) => /^\+[0-9][0-9 ()-]{6,}$/.test(value) && value.replace(/\D/g, "").length <= 15,
      settingsMessages.invalidPhone,
    )
    .nullable(),
);

export function isHttpsUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
}

/** PUT /api/admin/settings: the whole form; only what changed is stored and audited. */
export const settingsWriteSchema = z.object({
  usdToKwd: rateField,
  shippingFee: feeField,
  shipTo: shipToField,
  contactEmail: emailField({
    required: settingsMessages.contactEmailRequired,
    invalid: settingsMessages.invalidContactEmail,
  }),
  contactPhone: internationalNumber,
  whatsapp: internationalNumber,
  social: z.object(
    Object.fromEntries(socialNetworks.map((network) => [network, socialUrl])) as Record<
      SocialNetwork,
      typeof socialUrl
    >,
  ),
  /**
   * Issue 31: absent from a form that does not show them, and then left as they are.
   */
  depositPercent: z
    .number({ error: settingsMessages.invalidDepositPercent })
    .int(settingsMessages.invalidDepositPercent)
    .min(depositPercentBounds.min, settingsMessages.invalidDepositPercent)
    .max(depositPercentBounds.max, settingsMessages.invalidDepositPercent)
    .optional(),
  depositDays: z
    .number({ error: settingsMessages.invalidDepositDays })
    .int(settingsMessages.invalidDepositDays)
    .min(depositDaysBounds.min, settingsMessages.invalidDepositDays)
    .max(depositDaysBounds.max, settingsMessages.invalidDepositDays)
    .optional(),
  offersEnabled: z.boolean().optional(),
  /** The `version` of the settings the form was filled from; without it, the last save wins. */
  version: z
    .string()
    .regex(/^[0-9a-f]{1,64}$/)
    .optional(),
});
export type SettingsWriteInput = z.input<typeof settingsWriteSchema>;
export type SettingsWrite = z.output<typeof settingsWriteSchema>;
