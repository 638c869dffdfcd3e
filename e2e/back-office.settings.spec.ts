import { adminApi, expect, test } from "./support";

/**
 * Issue 10: the admin changes the exchange rate and an Instagram post's KWD price follows. The
 * rate is shared by every page, so this spec runs after all the others (playwright.config.ts) and
 * puts the rate back.
 */

interface SavedSettings {
  rates: { usdToKwd: number };
  shippingFeeCents: number;
  shipTo: "all" | string[];
  contactEmail: string;
  social: Record<string, string | null>;
}

async function restoreRate(usdToKwdMillionths: number) {
  const api = await adminApi();
  const saved = (await (await api.get("/api/admin/settings")).json()) as SavedSettings;
  const response = await api.put("/api/admin/settings", {
    data: {
      usdToKwd: String(usdToKwdMillionths / 1_000_000),
      shippingFee: (saved.shippingFeeCents / 100).toFixed(2),
      shipTo: saved.shipTo,
      contactEmail: saved.contactEmail,
      social: saved.social,
    },
  });
  expect(response.status()).toBe(200);
  await api.dispose();
}

test("a new exchange rate prices the Arabic Instagram post in KWD at once", async ({ adminPage: admin }) => {
  const api = await adminApi();
  const original = ((await (await api.get("/api/admin/settings")).json()) as SavedSettings).rates.usdToKwd;
  const { items } = (await (await api.get("/api/admin/listings?q=126610LN")).json()) as {
    items: { title: string; priceCents: number }[];
  };
  await api.dispose();
  const watch = items[0];
  expect(watch).toBeDefined();
  try {
    await admin.goto("/admin/settings");
    await expect(admin.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await admin.getByLabel("1 USD in KWD").fill("0.305");
    await expect(admin.getByLabel("1 KWD in USD")).toHaveText("1 KWD = 3.28 USD");
    await admin.getByRole("button", { name: "Save settings" }).click();
    await expect(admin.getByText("Settings saved")).toBeVisible();

    await admin.goto("/admin/listings?q=126610LN");
    const row = admin
      .getByRole("main")
      .getByRole("row")
      .filter({ hasText: watch?.title ?? "" });
    await row.getByRole("button", { name: /^Instagram post for / }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Generate", exact: true }).click();
    await admin.getByRole("dialog").getByRole("tab", { name: "Arabic" }).click();
    const kwd = (((watch?.priceCents ?? 0) / 100) * 0.305).toLocaleString("en-US", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    await expect(admin.getByRole("dialog").getByRole("textbox", { name: "Arabic post" })).toHaveValue(
      new RegExp(kwd.replace(".", "\\.")),
    );
  } finally {
    await restoreRate(original);
  }
});
