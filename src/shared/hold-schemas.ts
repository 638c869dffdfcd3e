import { z } from "zod";
import { holdTokenSchema, paymentProviderIds } from "./checkout";
import { displayCurrencies } from "./display-currencies";
import { emailField } from "./email";
import { type HoldActor, type HoldKind, type HoldStatus, holdKinds, holdStatuses } from "./holds";
import { languages } from "./i18n";
import { invalidCursorMessage } from "./list-query";
import { phoneField } from "./phone";
import { text } from "./text";

/** Issue 31: the deposit and offer forms' messages; the web app translates each. */
export const holdMessages = {
  nameRequired: "Please enter your name",
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  invalidAmount: "Please enter an amount in whole cents above 0",
  notFound: "We could not find this reservation or offer",
} as const;

export const holdLimits = { name: 100, note: 1_000, reason: 500 } as const;

/** The largest amount in cents an offer may name: far above any watch, far inside a safe integer. */
const maxAmountCents = 100_000_000_00;

const amountCents = z
  .number({ error: holdMessages.invalidAmount })
  .int(holdMessages.invalidAmount)
  .min(1, holdMessages.invalidAmount)
  .max(maxAmountCents, holdMessages.invalidAmount);

const optionalText = (max: number) =>
  text(max)
    .trim()
    .optional()
    .transform((value) => value || undefined);

/** Who the shopper is, as both forms ask it. */
const contactFields = {
  email: emailField({ required: holdMessages.emailRequired, invalid: holdMessages.emailInvalid }),
  name: z
    .string({ error: holdMessages.nameRequired })
    .trim()
    .min(1, holdMessages.nameRequired)
    .pipe(text(holdLimits.name)),
  phone: phoneField()
    .optional()
    .transform((value) => value || undefined),
  language: z.enum(languages).default("en"),
  displayCurrency: z.enum(displayCurrencies).optional(),
};

/** POST /api/listings/:id/deposit: reserve the watch with a deposit through the provider's page. */
export const depositRequestSchema = z.object({
  ...contactFields,
  provider: z.enum(paymentProviderIds).optional(),
});
export type DepositRequest = z.input<typeof depositRequestSchema>;
export type DepositWrite = z.output<typeof depositRequestSchema>;

/** POST /api/listings/:id/offers; `website` is the honeypot (as the contact form's). */
export const offerRequestSchema = z.object({
  ...contactFields,
  amountCents,
  note: optionalText(holdLimits.note),
  website: text(200).optional(),
});
export type OfferRequest = z.input<typeof offerRequestSchema>;
export type OfferWrite = z.output<typeof offerRequestSchema>;

export const holdListingParamSchema = z.object({ id: z.uuid({ error: holdMessages.notFound }) });
export const holdTokenParamSchema = z.object({ token: holdTokenSchema });
export const holdIdParamSchema = z.object({ id: z.uuid({ error: holdMessages.notFound }) });

/** Staff's counter-offer: above the offer and below the price (checked against both on the server). */
export const counterRequestSchema = z.object({ amountCents });
export const declineRequestSchema = z.object({ reason: optionalText(holdLimits.reason) });

export const holdFilters = ["open", "all", ...holdStatuses] as const;
export const adminHoldQuerySchema = z.object({
  kind: z.enum(holdKinds).optional(),
  status: z.enum(holdFilters).default("open"),
  cursor: text(200, invalidCursorMessage).optional(),
});
export type AdminHoldQuery = z.output<typeof adminHoldQuerySchema>;

/** GET /api/listings/:id/hold-terms: what the watch page offers; a part is null when it is off. */
export interface HoldTermsDto {
  deposit: { percent: number; days: number; amountCents: number } | null;
  offers: { minimumCents: number; maximumCents: number } | null;
}

export interface DepositStartedDto {
  /** The provider's hosted page. */
  url: string;
  token: string;
}

export interface OfferSentDto {
  token: string;
  status: HoldStatus;
}

export interface HoldEventDto {
  toStatus: HoldStatus;
  at: string;
  amountCents: number | null;
}

/** GET /api/holds/:token: the shopper's page of a deposit or offer (the link is the key). */
export interface HoldDto {
  kind: HoldKind;
  status: HoldStatus;
  listing: {
    id: string | null;
    slug: string | null;
    title: string;
    imageUrl: string | null;
    priceCents: number;
  };
  offerCents: number | null;
  counterCents: number | null;
  agreedPriceCents: number | null;
  depositCents: number | null;
  /** What a checkout with the link charges before shipping: agreed price − deposit; null when not payable. */
  balanceCents: number | null;
  expiresAt: string | null;
  createdAt: string;
  /** The provider refused to give the deposit back; the shop is retrying. */
  refundError: boolean;
  /** The order that paid it, once converted. */
  orderNumber: string | null;
  events: HoldEventDto[];
}

export interface AdminHoldEventDto extends HoldEventDto {
  fromStatus: HoldStatus | null;
  actor: HoldActor;
  /** The staff member who took the step; null for others' steps or a removed account. */
  actorName: string | null;
  /** A code of `holdEventNotes`, or the reason staff typed when declining. */
  note: string | null;
}

/** Staff's view: the shopper's, plus who they are and every step's actor. */
export interface AdminHoldDto extends Omit<HoldDto, "events"> {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  note: string | null;
  language: string;
  paymentProvider: string | null;
  events: AdminHoldEventDto[];
}

export interface AdminHoldPageDto {
  items: AdminHoldDto[];
  nextCursor: string | null;
  /** Holds still open (awaiting a payment or an answer, or holding a watch). */
  openCount: number;
}
