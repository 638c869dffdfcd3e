import { z } from "zod";
import { isCountryCode } from "./countries";
import { displayCurrencies } from "./display-currencies";
import { emailField } from "./email";
import { languages } from "./i18n";
import { invalidPhoneMessage, phoneField } from "./phone";
import { text } from "./text";

/** The payment providers the shop can offer; the configuration says which are on. */
export const paymentProviderIds = ["stripe", "tap", "test"] as const;
export type PaymentProviderId = (typeof paymentProviderIds)[number];

/** spec: storefront §5 Checkout, and the shipping form's own messages (the web app translates them). */
export const checkoutMessages = {
  emailRequired: "Please enter your email address to continue",
  invalidEmail: "Please enter a valid email address",
  nameRequired: "Please enter the recipient's full name",
  phoneRequired: "Please enter a phone number for the courier",
  invalidPhone: invalidPhoneMessage,
  countryRequired: "Please choose a country",
  cityRequired: "Please enter the city",
  areaRequired: "Please enter the area",
  blockRequired: "Please enter the block",
  streetRequired: "Please enter the street",
  buildingRequired: "Please enter the house or building",
  addressRequired: "Please enter the street address",
} as const;

const required = (max: number, message: string) => z.string().trim().min(1, message).pipe(text(max));
const optional = (max: number) =>
  text(max)
    .trim()
    .transform((value) => (value === "" ? undefined : value))
    .optional();

/**
 * Where the watch goes and whom the courier calls. Kuwaiti addresses are written as area, block,
 * street and house (with an optional avenue, "jadda"); elsewhere a street address and postcode.
 */
export const shippingAddressSchema = z
  .object({
    fullName: required(120, checkoutMessages.nameRequired),
    phone: z.string().trim().min(1, checkoutMessages.phoneRequired).pipe(phoneField()),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine((value) => isCountryCode(value), checkoutMessages.countryRequired),
    city: required(80, checkoutMessages.cityRequired),
    area: optional(80),
    block: optional(20),
    street: optional(120),
    avenue: optional(40),
    building: optional(40),
    apartment: optional(40),
    line1: optional(200),
    line2: optional(200),
    region: optional(80),
    postalCode: optional(20),
  })
  .superRefine((address, ctx) => {
    const missing = (path: keyof typeof address, message: string) => {
      if (!address[path]) ctx.addIssue({ code: "custom", path: [path], message });
    };
    if (address.country === "KW") {
      missing("area", checkoutMessages.areaRequired);
      missing("block", checkoutMessages.blockRequired);
      missing("street", checkoutMessages.streetRequired);
      missing("building", checkoutMessages.buildingRequired);
    } else {
      missing("line1", checkoutMessages.addressRequired);
    }
  });
export type ShippingAddress = z.output<typeof shippingAddressSchema>;

/** The most a single order may cost, in cents: far above any watch, far below a safe integer. */
export const maxOrderCents = 100_000_000_00;

/** Issue 31: a deposit's or an offer's secret link, as its page and a checkout in hold mode send it. */
export const holdTokenSchema = z
  .string()
  .min(16, "We could not find this reservation or offer")
  .max(64, "We could not find this reservation or offer")
  .regex(/^[A-Za-z0-9_-]+$/, "We could not find this reservation or offer");

/**
 * spec: storefront §7 create-payment, as the server takes it. Lines and prices come from the
 * shopper's cart on the server, never from the request: `expectedTotalCents` is only what the
 * page showed, so a price changed since is shown before payment instead of charged silently.
 */
export const checkoutRequestSchema = z.object({
  /** Guests only; a signed-in shopper's order goes to the account's address. */
  email: z
    .string()
    .trim()
    .max(320)
    .transform((value) => (value === "" ? undefined : value))
    .pipe(
      emailField({
        required: checkoutMessages.emailRequired,
        invalid: checkoutMessages.invalidEmail,
      }).optional(),
    )
    .optional(),
  shipping: shippingAddressSchema,
  provider: z.enum(paymentProviderIds).optional(),
  language: z.enum(languages).default("en"),
  expectedTotalCents: z.number().int().min(0).max(maxOrderCents),
  /** Keep this address on the account for the next checkout (signed-in shoppers). */
  rememberAddress: z.boolean().default(true),
  /**
   * Issue 30: the shopper's consent to one e-mail reminder should they leave the payment page
   * without paying; off unless ticked.
   */
  remindMe: z.boolean().default(false),
  /**
   * Issue 30: the currency the shopper reads prices in on the page; the order keeps it, at the
   * shop's rate of the moment, to show itself to them in it. Absent from an older page: not kept.
   */
  displayCurrency: z.enum(displayCurrencies).optional(),
  /**
   * Issue 31: pay a deposit's balance or an accepted offer instead of the cart: one line, the
   * hold's watch at its agreed price, the deposit credited.
   */
  holdToken: holdTokenSchema.optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

/** The answer to a checkout: the provider's hosted page to go to, and the new order's number. */
export interface CheckoutStarted {
  url: string;
  orderNumber: string;
}

/** What /checkout needs besides the cart: who can take the money and where the shop ships. */
export interface CheckoutOptionsDto {
  providers: PaymentProviderId[];
  /** Country codes the shop ships to, or "all". */
  shipTo: string[] | "all";
  /** For showing a KNET (Tap) charge in KWD before payment; millionths, as money.ts keeps rates. */
  rates: { usdToKwd: number; kwdToUsd: number };
}

/** The payment-success page's lookup, by the provider's session id in its URL. */
export const paymentSessionParamSchema = z.object({
  sessionId: z
    .string()
    .min(8)
    .max(255)
    .regex(/^[A-Za-z0-9_-]+$/, "Unknown payment session"),
});
