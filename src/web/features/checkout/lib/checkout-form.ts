import type { z } from "zod";
import {
  type CheckoutOptionsDto,
  type CheckoutRequest,
  checkoutMessages,
  checkoutRequestSchema,
  type PaymentProviderId,
  type ShippingAddress,
} from "../../../../shared/checkout";
import { countryCodes, countryName } from "../../../../shared/countries";
import type { DisplayCurrency } from "../../../../shared/display-currencies";

/**
 * The checkout form: the server's own request schema (STYLE.md 2) without what the page adds
 * itself (language, the total it shows), and with the guest's e-mail required (spec: storefront §5).
 */
export function checkoutFormSchema(isGuest: boolean) {
  return checkoutRequestSchema
    .pick({ email: true, shipping: true, provider: true, rememberAddress: true, remindMe: true })
    .superRefine((values, ctx) => {
      if (isGuest && !values.email)
        ctx.addIssue({ code: "custom", path: ["email"], message: checkoutMessages.emailRequired });
    });
}
export type CheckoutFormInput = z.input<ReturnType<typeof checkoutFormSchema>>;
export type CheckoutFormValues = z.output<ReturnType<typeof checkoutFormSchema>>;

/** A Kuwaiti address is area, block, street and house; elsewhere street lines and a postcode. */
export const kuwaitFields = ["area", "block", "street", "avenue", "building", "apartment"] as const;
export const internationalFields = ["line1", "line2", "region", "postalCode"] as const;

const emptyAddress = {
  fullName: "",
  phone: "",
  country: "KW",
  city: "",
  ...Object.fromEntries([...kuwaitFields, ...internationalFields].map((field) => [field, ""])),
} satisfies CheckoutFormInput["shipping"];

/**
 * The countries the reader may choose, named in their language and sorted by it, Kuwait first
 * (the shop's home); only those the shop ships to when it does not ship everywhere.
 */
export function countryOptions(
  shipTo: CheckoutOptionsDto["shipTo"],
  language: string,
): { code: string; name: string }[] {
  const codes: readonly string[] = shipTo === "all" ? countryCodes : shipTo;
  const collator = new Intl.Collator(language);
  const named = codes.map((code) => ({ code, name: countryName(code, language) }));
  return [
    ...named.filter((country) => country.code === "KW"),
    ...named.filter((country) => country.code !== "KW").sort((a, b) => collator.compare(a.name, b.name)),
  ];
}

/** The form's first values: the shopper's last address when it can still be shipped to. */
export function initialValues({
  email,
  savedAddress,
  countries,
  providers,
}: {
  email: string;
  savedAddress: ShippingAddress | null;
  countries: { code: string }[];
  providers: PaymentProviderId[];
}): CheckoutFormInput {
  const isAllowed = (code: string | undefined) => countries.some((country) => country.code === code);
  const saved = Object.fromEntries(
    Object.entries(savedAddress ?? {}).filter(([, value]) => typeof value === "string"),
  );
  const shipping = { ...emptyAddress, ...saved };
  if (!isAllowed(shipping.country)) shipping.country = isAllowed("KW") ? "KW" : (countries[0]?.code ?? "");
  return { email, shipping, provider: providers[0], rememberAddress: true, remindMe: false };
}

/** The request the server takes: only the address fields of the chosen country's form. */
export function checkoutRequest(
  values: CheckoutFormValues,
  context: {
    isGuest: boolean;
    providers: PaymentProviderId[];
    language: string;
    totalCents: number;
    /** The currency the page shows prices in: the order keeps it, to show itself so (issue 30). */
    displayCurrency: DisplayCurrency;
    /** Issue 31: the hold whose balance or agreed price is paid, instead of the cart. */
    holdToken?: string;
  },
): CheckoutRequest {
  const unused: readonly string[] = values.shipping.country === "KW" ? internationalFields : kuwaitFields;
  const shipping = Object.fromEntries(
    Object.entries(values.shipping).filter(
      ([field, value]) => value !== undefined && !unused.includes(field),
    ),
  ) as ShippingAddress;
  return {
    email: context.isGuest ? values.email : undefined,
    shipping,
    // spec: the provider is named only when the shopper had a choice.
    provider: context.providers.length > 1 ? values.provider : undefined,
    language: context.language === "ar" ? "ar" : "en",
    expectedTotalCents: context.totalCents,
    rememberAddress: !context.isGuest && values.rememberAddress,
    remindMe: values.remindMe,
    displayCurrency: context.displayCurrency,
    ...(context.holdToken ? { holdToken: context.holdToken } : {}),
  };
}
