import { z } from "zod";
import { type BoxPapers, boxPapersOptions, type Condition, conditions } from "./catalog";
import { type DisplayCurrency, displayCurrencies } from "./display-currencies";
import { emailField } from "./email";
import { type Language, languages } from "./i18n";
import { invalidCursorMessage } from "./list-query";
import { currencies, type ShopCurrency, toMinor } from "./money";
import { phoneField } from "./phone";
import { text } from "./text";
import { type TradeInStatus, tradeInStatuses } from "./trade-in-lifecycle";
import type { TradeInEstimate } from "./trade-in-offer";

/** Issue 31: the sell-or-trade-in form's and the staff queue's messages; the web app translates each (trade-ins:validation.*). */
export const tradeInMessages = {
  brandRequired: "Please enter the brand",
  modelRequired: "Please enter the model",
  invalidYear: "Please enter a year between 1900 and this year",
  conditionRequired: "Please choose the condition",
  boxPapersRequired: "Please say what comes with the watch",
  invalidAskingPrice: "Please enter a price above 0 with at most the currency's decimals",
  sellerNameRequired: "Please enter your name",
  sellerEmailRequired: "Please enter your email address",
  sellerEmailInvalid: "Please enter a valid email address",
  tooManyPhotos: "Please send at most 6 photos",
  unknownPhoto: "A photo could not be found. Please add it again",
  listingUnavailable: "This watch is no longer available for a trade-in",
  invalidOffer: "Please enter an amount above 0 with at most the currency's decimals",
  counterMessageRequired: "Please write a message for the seller",
  declineReasonRequired: "Please give the seller a reason",
  notFound: "Request not found",
} as const;

export const tradeInLimits = {
  brand: 100,
  model: 100,
  reference: 100,
  name: 100,
  photos: 6,
  staffMessage: 1_000,
} as const;

/** The highest amount typed anywhere here: 100,000,000 of a currency, far inside a safe integer. */
const maxMajor = 100_000_000;

const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).pipe(text(max));

const optionalText = (max: number) =>
  text(max)
    .trim()
    .optional()
    .transform((value) => value || undefined);

/** An amount as typed ("12,500.50") in `currency`'s minor units, or undefined when it is not one. */
export function typedMinor(typed: string | number, currency: keyof typeof currencies): number | undefined {
  const decimals = currencies[currency].exponent;
  const clean = String(typed).replaceAll(",", "").trim();
  if (!new RegExp(`^\\d{1,9}(?:\\.\\d{0,${decimals}})?$`).test(clean)) return undefined;
  const minor = toMinor(clean, currency);
  return minor > 0 && minor <= maxMajor * 10 ** decimals ? minor : undefined;
}

const typedAmount = z
  .union([z.string().max(32, tradeInMessages.invalidAskingPrice), z.number()], {
    error: tradeInMessages.invalidAskingPrice,
  })
  .optional();

const thisYear = () => new Date().getUTCFullYear();

/**
 * POST /api/trade-ins. The asking price is typed in the currency the shopper reads prices in and
 * kept as its minor units with that currency; `photoIds` are uploads from POST /api/trade-ins/photos;
 * `website` is the honeypot (as the contact form's): a value in it is a bot's, answered as if stored.
 */
export const tradeInSubmitSchema = z
  .object({
    brand: requiredText(tradeInLimits.brand, tradeInMessages.brandRequired),
    model: requiredText(tradeInLimits.model, tradeInMessages.modelRequired),
    reference: optionalText(tradeInLimits.reference),
    year: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      z.coerce
        .number({ error: tradeInMessages.invalidYear })
        .int(tradeInMessages.invalidYear)
        .min(1900, tradeInMessages.invalidYear)
        .refine((year) => year <= thisYear(), tradeInMessages.invalidYear)
        .optional(),
    ),
    condition: z.enum(conditions, { error: tradeInMessages.conditionRequired }),
    boxPapers: z.enum(boxPapersOptions, { error: tradeInMessages.boxPapersRequired }),
    photoIds: z
      .array(z.uuid({ error: tradeInMessages.unknownPhoto }), { error: tradeInMessages.unknownPhoto })
      .max(tradeInLimits.photos, tradeInMessages.tooManyPhotos)
      .default([]),
    askingPrice: typedAmount,
    currency: z.enum(displayCurrencies).default("USD"),
    name: requiredText(tradeInLimits.name, tradeInMessages.sellerNameRequired),
    email: emailField({
      required: tradeInMessages.sellerEmailRequired,
      invalid: tradeInMessages.sellerEmailInvalid,
    }),
    phone: phoneField()
      .optional()
      .transform((value) => value || undefined),
    tradeForListingId: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      z.uuid({ error: tradeInMessages.listingUnavailable }).optional(),
    ),
    language: z.enum(languages).default("en"),
    website: text(200).optional(),
  })
  .transform(({ askingPrice, ...rest }, ctx) => {
    if (askingPrice === undefined || String(askingPrice).trim() === "") return { ...rest, askingMinor: null };
    const minor = typedMinor(askingPrice, rest.currency);
    if (minor === undefined) {
      ctx.addIssue({ code: "custom", path: ["askingPrice"], message: tradeInMessages.invalidAskingPrice });
      return z.NEVER;
    }
    return { ...rest, askingMinor: minor };
  });
export type TradeInSubmitInput = z.input<typeof tradeInSubmitSchema>;
export type TradeInSubmitWrite = z.output<typeof tradeInSubmitSchema>;

/** The staff queue's list: open requests (waiting on the shop or the seller) by default, keyset pages. */
export const tradeInFilters = ["open", "all", ...tradeInStatuses] as const;
export type TradeInFilter = (typeof tradeInFilters)[number];
export const openTradeInStatuses: readonly TradeInStatus[] = ["submitted", "countered", "offered"];

export const tradeInQuerySchema = z.object({
  status: z.enum(tradeInFilters).default("open"),
  cursor: text(200, invalidCursorMessage).optional(),
});
export type TradeInQuery = z.output<typeof tradeInQuerySchema>;

export const tradeInIdParamSchema = z.object({ id: z.uuid({ error: tradeInMessages.notFound }) });
export const tradeInPhotoParamSchema = z.object({
  id: z.uuid({ error: tradeInMessages.notFound }),
  mediaId: z.uuid({ error: tradeInMessages.notFound }),
});

const offerCurrencies = ["USD", "KWD"] as const satisfies readonly ShopCurrency[];

const amountFields = {
  amount: z.union([z.string().max(32, tradeInMessages.invalidOffer), z.number()], {
    error: tradeInMessages.invalidOffer,
  }),
  currency: z.enum(offerCurrencies, { error: tradeInMessages.invalidOffer }),
};

/**
 * PATCH /api/admin/trade-ins/:id: a firm offer, a counter-offer with its message, a refusal with its
 * reason, or "bought" (the watch is in the shop's hands: it becomes a store inventory item). Amounts
 * are typed in dollars or dinars, the shop's own currencies, and leave as minor units.
 */
export const tradeInActionSchema = z
  .discriminatedUnion("action", [
    z.object({ action: z.literal("offer"), ...amountFields }),
    z.object({
      action: z.literal("counter"),
      ...amountFields,
      message: requiredText(tradeInLimits.staffMessage, tradeInMessages.counterMessageRequired),
    }),
    z.object({
      action: z.literal("decline"),
      message: requiredText(tradeInLimits.staffMessage, tradeInMessages.declineReasonRequired),
    }),
    z.object({ action: z.literal("buy") }),
  ])
  .transform((input, ctx) => {
    if (input.action === "decline" || input.action === "buy") return input;
    const { amount, ...rest } = input;
    const amountMinor = typedMinor(amount, rest.currency);
    if (amountMinor === undefined) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: tradeInMessages.invalidOffer });
      return z.NEVER;
    }
    return { ...rest, amountMinor };
  });
export type TradeInActionInput = z.input<typeof tradeInActionSchema>;
export type TradeInActionWrite = z.output<typeof tradeInActionSchema>;

/** What the seller is answered at once: the request's id and the indicative offer, or why there is none. */
export interface TradeInReceiptDto {
  id: string;
  estimate: TradeInEstimate;
}

/** One request as staff see it. */
export interface TradeInDto {
  id: string;
  status: TradeInStatus;
  brand: string;
  model: string;
  reference: string | null;
  year: number | null;
  condition: Condition;
  boxPapers: BoxPapers;
  asking: { minor: number; currency: DisplayCurrency } | null;
  name: string;
  email: string;
  phone: string | null;
  language: Language;
  /** The listed watch the seller would take in exchange, as it was titled when they asked. */
  tradeFor: { id: string | null; title: string; slug: string | null } | null;
  estimate: TradeInEstimate;
  /** Private photos, served to staff only through the request (decision 021). */
  photos: { id: string }[];
  /** The last firm offer or counter-offer. */
  offer: { minor: number; currency: ShopCurrency } | null;
  /** The counter's message or the refusal's reason, as the seller received it. */
  staffMessage: string | null;
  /** The store inventory item a bought request became. */
  inventoryItemId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface TradeInPageDto {
  requests: TradeInDto[];
  nextCursor: string | null;
  /** Requests waiting on someone, whatever the filter. */
  open: number;
}
