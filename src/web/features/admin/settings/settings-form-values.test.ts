import { describe, expect, it } from "vitest";
import { defaultRates } from "../../../../shared/money";
import { settingsMessages } from "../../../../shared/settings-schemas";
import { defaultStoreContact } from "../../../../shared/store-settings";
import { checkSettings, rateText, settingsValues } from "./settings-form-values";

const loaded = settingsValues({
  rates: defaultRates,
  shippingFeeCents: 0,
  shipTo: "all",
  contactEmail: defaultStoreContact.contactEmail,
  contactPhone: null,
  whatsapp: null,
  social: { ...defaultStoreContact.social, youtube: null },
  depositPercent: 10,
  depositDays: 7,
  offersEnabled: true,
  updatedAt: null,
  version: "0",
});

describe("the settings form's values (issue 10)", () => {
  it("shows stored millionths and cents as the decimals an admin types", () => {
    expect(rateText(310_000)).toBe("0.31");
    expect(rateText(305_125)).toBe("0.305125");
    expect(rateText(1_000_000)).toBe("1");
    expect(loaded).toMatchObject({ usdToKwd: "0.31", shippingFee: "0.00", shipToAll: true, shipTo: [] });
    expect(loaded.social.youtube).toBe("");
  });

  it("sends the form as typed, with 'all' or the list, when the shared schema accepts it", () => {
    expect(checkSettings(loaded).payload).toMatchObject({
      usdToKwd: "0.31",
      shippingFee: "0.00",
      shipTo: "all",
    });
    expect(checkSettings({ ...loaded, shipToAll: false, shipTo: ["KW"] }).payload?.shipTo).toEqual(["KW"]);
  });

  it("names each refused field with the server's message", () => {
    const checked = checkSettings({
      ...loaded,
      usdToKwd: "31",
      shipToAll: false,
      shipTo: [],
      social: { ...loaded.social, x: "x.com/mizan" },
    });
    expect(checked.errors).toEqual(
      new Map([
        ["usdToKwd", settingsMessages.invalidRate],
        ["shipTo", settingsMessages.noCountries],
        ["social.x", settingsMessages.invalidSocialUrl],
      ]),
    );
  });

  it("sends Settings → Sales as numbers, and names a percentage or a number of days out of bounds (issue 31)", () => {
    expect(loaded).toMatchObject({ depositPercent: "10", depositDays: "7", offersEnabled: true });
    expect(checkSettings({ ...loaded, depositPercent: "0", offersEnabled: false }).payload).toMatchObject({
      depositPercent: 0,
      depositDays: 7,
      offersEnabled: false,
    });
    expect(checkSettings({ ...loaded, depositPercent: "51", depositDays: "two" }).errors).toEqual(
      new Map([
        ["depositPercent", settingsMessages.invalidDepositPercent],
        ["depositDays", settingsMessages.invalidDepositDays],
      ]),
    );
  });
});
