import { describe, expect, it } from "vitest";
import { checkoutMessages } from "../../../../shared/checkout";
import { checkoutFormSchema, checkoutRequest, countryOptions, initialValues } from "./checkout-form";

const kuwaiti = {
  fullName: "Noura Al-Fahad",
  phone: "+965 5555 1234",
  country: "KW",
  city: "Kuwait City",
  area: "Salmiya",
  block: "10",
  street: "Salem Al-Mubarak",
  avenue: "",
  building: "12",
  apartment: "",
  line1: "left over from another country",
  line2: "",
  region: "",
  postalCode: "",
};

describe("countryOptions", () => {
  it("puts Kuwait first and sorts the rest by name in the reader's language", () => {
    const english = countryOptions("all", "en");
    expect(english[0]).toEqual({ code: "KW", name: "Kuwait" });
    expect(english.findIndex((c) => c.code === "AF")).toBeLessThan(english.findIndex((c) => c.code === "ZW"));
    expect(countryOptions(["SA", "KW", "AE"], "ar").map((c) => c.name)).toEqual([
      "الكويت",
      "الإمارات العربية المتحدة",
      "المملكة العربية السعودية",
    ]);
  });
});

describe("the checkout form", () => {
  it("asks a guest for an e-mail with the spec's words, and no one else", () => {
    const values = { email: "", shipping: kuwaiti, rememberAddress: true };
    const guest = checkoutFormSchema(true).safeParse(values);
    expect(guest.error?.issues.map((issue) => issue.message)).toEqual([checkoutMessages.emailRequired]);
    expect(checkoutFormSchema(false).safeParse(values).success).toBe(true);
  });

  it("sends only the chosen country's address fields, the provider only when there was a choice", () => {
    const values = checkoutFormSchema(true).parse({
      email: "guest@example.com",
      shipping: kuwaiti,
      provider: "tap",
    });
    const request = checkoutRequest(values, {
      isGuest: true,
      providers: ["tap"],
      language: "ar",
      totalCents: 620_000,
      displayCurrency: "SAR",
    });
    expect(request).toEqual({
      email: "guest@example.com",
      shipping: {
        fullName: "Noura Al-Fahad",
        phone: "+965 5555 1234",
        country: "KW",
        city: "Kuwait City",
        area: "Salmiya",
        block: "10",
        street: "Salem Al-Mubarak",
        building: "12",
      },
      provider: undefined,
      language: "ar",
      expectedTotalCents: 620_000,
      rememberAddress: false,
      // Issue 30: no reminder unless the shopper ticks it.
      remindMe: false,
      // Issue 30: the currency the page shows, for the order to show itself in.
      displayCurrency: "SAR",
    });
    const ticked = checkoutFormSchema(true).parse({
      email: "guest@example.com",
      shipping: kuwaiti,
      remindMe: true,
    });
    expect(
      checkoutRequest(ticked, {
        isGuest: true,
        providers: ["tap"],
        language: "en",
        totalCents: 1,
        displayCurrency: "USD",
      }).remindMe,
    ).toBe(true);
  });

  it("names the hold it pays (issue 31) only in hold mode", () => {
    const values = checkoutFormSchema(false).parse({ shipping: kuwaiti });
    const context = { isGuest: false, providers: ["test" as const], language: "en", totalCents: 1_125_000 };
    expect(
      checkoutRequest(values, { ...context, displayCurrency: "USD", holdToken: "h0ld-t0ken_abcdefghij" }),
    ).toMatchObject({ holdToken: "h0ld-t0ken_abcdefghij", expectedTotalCents: 1_125_000 });
    expect(checkoutRequest(values, { ...context, displayCurrency: "USD" })).not.toHaveProperty("holdToken");
  });

  it("starts from the saved address unless the shop no longer ships there", () => {
    const countries = countryOptions(["KW", "SA"], "en");
    const saved = { ...kuwaiti, country: "FR" as const, line1: "1 Rue de Rivoli", area: undefined };
    const values = initialValues({ email: "", savedAddress: saved, countries, providers: ["test"] });
    expect(values.shipping.country).toBe("KW");
    expect(values.shipping.line1).toBe("1 Rue de Rivoli");
    expect(values.provider).toBe("test");
  });
});
