import { type Locator, request } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { adminApi, expect, newShopper, test } from "./support";

/**
 * Issue 24: the Arabic back office's audit log and outbox say what happened in words: a changed
 * setting by its name, a record by what staff call it, an e-mail by what it is for, never a raw
 * key, code or id. It changes a setting every page reads (the shop's phone), so it runs with the
 * settings specs, after all others, and puts it back.
 */

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

interface SavedSettings {
  rates: { usdToKwd: number };
  shippingFeeCents: number;
  shipTo: "all" | string[];
  contactEmail: string;
  contactPhone: string | null;
  whatsapp: string | null;
  social: Record<string, string | null>;
}

/** The settings form's body for what is saved now, with the shop's phone replaced. */
function form(saved: SavedSettings, contactPhone: string | null) {
  return {
    usdToKwd: String(saved.rates.usdToKwd / 1_000_000),
    shippingFee: (saved.shippingFeeCents / 100).toFixed(2),
    shipTo: saved.shipTo,
    contactEmail: saved.contactEmail,
    contactPhone: contactPhone ?? "",
    whatsapp: saved.whatsapp ?? "",
    social: saved.social,
  };
}

/** What an entry's folded changes show for the field named `field`. */
const changed = (entry: Locator, field: string) =>
  entry
    .locator("dt")
    .filter({ hasText: new RegExp(`^${field}$`) })
    .locator("+ dd");

test("the Arabic audit log names every change and record in words, with no key or id", async ({
  adminPage: admin,
}) => {
  const reference = `AW${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
  const api = await adminApi();
  const saved = (await (await api.get("/api/admin/settings")).json()) as SavedSettings;
  try {
    // A setting changed, and a stock item added then deleted: three audited writes.
    expect((await api.put("/api/admin/settings", { data: form(saved, "+965 2200 1234") })).status()).toBe(
      200,
    );
    const added = await api.post("/api/admin/inventory", {
      data: { make: "Omega", model: "Seamaster", reference, buyingPrice: "1000" },
    });
    expect(added.status()).toBe(201);
    const { id } = (await added.json()) as { id: string };
    expect((await api.delete(`/api/admin/inventory/${id}`)).status()).toBe(200);

    await admin.goto("/admin/audit-log?lang=ar");
    await expect(admin.getByRole("heading", { level: 1, name: "سجل التدقيق" })).toBeVisible();
    const entries = admin.getByTestId("audit-entry");
    const setting = entries.filter({ hasText: "هاتف المتجر" }).first();
    await expect(setting).toContainText("تغيير الإعدادات");
    await expect(setting).toContainText("إعداد · هاتف المتجر");
    const deleted = entries.filter({ hasText: "حذف قطعة من المخزون" }).first();
    await expect(deleted).toContainText(`قطعة مخزون · Omega Seamaster ${reference}`);

    // The changes folded under an entry name each field in words and each amount in its currency.
    await deleted.getByText("التغييرات", { exact: true }).click();
    await expect(changed(deleted, "سعر الشراء")).toContainText("1,000.00 د.ك");
    await expect(changed(deleted, "الحالة")).toContainText("متوفر");
    await setting.getByText("التغييرات", { exact: true }).click();
    await expect(changed(setting, "القيمة")).toContainText("+965 2200 1234");

    // What the page shows, those changes open, has no key, code or id.
    const shown = await admin.getByRole("main").innerText();
    expect(shown).not.toMatch(uuid);
    for (const raw of [
      "contact_phone",
      "shipping_fee_cents",
      "setting ·",
      "store_inventory_item",
      "inventory.delete",
      "settings.update",
      "buyingPriceFils",
      "make",
      "dateAdded",
    ]) {
      expect(shown, raw).not.toContain(raw);
    }
    for (const option of await admin.getByLabel("الإجراء").locator("option").allTextContents()) {
      expect(option).toMatch(/[\u0600-\u06ff]/);
    }
  } finally {
    expect((await api.put("/api/admin/settings", { data: form(saved, saved.contactPhone) })).status()).toBe(
      200,
    );
    await api.dispose();
  }
});

test("the Arabic outbox names each kind of e-mail in words", async ({ adminPage: admin }) => {
  const shopper = newShopper();
  const visitor = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signUp = await visitor.post("/api/auth/sign-up/email", {
    data: {
      firstName: shopper.firstName,
      lastName: shopper.lastName,
      email: shopper.email,
      password: shopper.password,
    },
  });
  expect(signUp.status()).toBe(200);
  await visitor.dispose();

  await admin.goto(`/admin/outbox?lang=ar&q=${encodeURIComponent(shopper.email)}`);
  const row = admin.getByTestId("outbox-row").filter({ hasText: shopper.email });
  await expect(row.getByTestId("outbox-kind")).toHaveText("تأكيد البريد الإلكتروني");
  await expect(admin.getByRole("main")).not.toContainText("verify-email");
  await row.getByRole("button", { name: /^فتح/ }).click();
  // The message itself links /api/auth/verify-email; its description in the dialog is in words.
  const kind = admin.getByRole("dialog").locator("dt", { hasText: "النوع" }).locator("+ dd");
  await expect(kind).toHaveText("تأكيد البريد الإلكتروني");
});
