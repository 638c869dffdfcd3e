import { adminApi, dismissToasts, expect, expectAccessible, photo, test } from "./support";

/**
 * Issue 31, "Sell or trade in your watch", at 375 px: a guest sells a watch in Arabic and is shown
 * the indicative offer with its evidence at once; staff answer with a firm offer and mark the watch
 * bought; it is in the store inventory. An English seller of a watch nobody has priced is told the
 * shop will come back to them. Each test prices a reference of its own.
 */
test.use({ viewport: { width: 375, height: 812 } });

const today = () => new Date().toISOString().slice(0, 10);

test("a guest sells a watch in Arabic and sees the offer range; staff buy it into the inventory", async ({
  page,
  adminPage,
}, testInfo) => {
  const reference = `TI-${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
  const seller = `seller.${reference.toLowerCase()}@example.com`;
  const api = await adminApi();
  // The median $10,000 and the quartiles $10,000 and $11,000: the offer is $8,075–8,500 (decision 030).
  for (const price of ["9000", "10000", "10000", "11000", "12000"]) {
    const recorded = await api.post("/api/admin/market-observations", {
      data: {
        brand: "Rolex",
        model: "Submariner Date",
        reference,
        kind: "sold",
        price,
        currency: "USD",
        observedOn: today(),
        whereSeen: "A dealer in Kuwait City",
      },
    });
    expect(recorded.status()).toBe(201);
  }

  await page.goto("/sell?lang=ar");
  const form = page.getByRole("main");
  await expect(page.getByRole("heading", { name: "بِع ساعتك أو استبدلها", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "احصل على عرضي" }).click();
  await expect(page.getByText("يرجى إدخال العلامة التجارية")).toBeVisible();
  await expect(form.getByLabel("العلامة التجارية")).toBeFocused();

  await form.getByLabel("العلامة التجارية").fill("Rolex");
  await form.getByLabel("الطراز").fill("Submariner Date");
  await form.getByLabel("الرقم المرجعي").fill(reference);
  await form.getByLabel("السنة").fill("2021");
  await form.getByLabel("الحالة").selectOption("excellent");
  await form.getByLabel("العلبة والأوراق").selectOption("complete");
  await form.getByLabel("الاسم").fill("فاطمة الصباح");
  await form.getByLabel("البريد الإلكتروني").fill(seller);
  await form.locator('input[type="file"]').setInputFiles(await photo());
  await expect(form.getByRole("button", { name: "احذف الصورة 1" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("sell-form-ar-375.png"), fullPage: true });
  await expectAccessible(page);
  await page.getByRole("button", { name: "احصل على عرضي" }).click();

  await expect(page.getByRole("heading", { name: "عرضنا المبدئي" })).toBeVisible();
  await expect(page.getByTestId("trade-in-range")).toBeVisible();
  await expect(page.getByText(/بناءً على 5 من أسعار السوق/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("sell-result-ar-375.png"), fullPage: true });
  await expectAccessible(page);

  await adminPage.goto("/admin/trade-ins");
  await adminPage.getByRole("button", { name: "Open the request from فاطمة الصباح" }).first().click();
  const request = adminPage.getByRole("dialog");
  await expect(request.getByText(/Indicative \S*\$8,075–8,500/)).toBeVisible();
  // The seller's private photo, shown to staff through the request.
  const picture = request.getByRole("img", { name: "Photo 1 of the seller's watch" });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await request.getByRole("button", { name: "Firm offer" }).click();
  await request.getByLabel("Amount").fill("8,400");
  await request.getByRole("button", { name: "Send" }).click();
  await expect(adminPage.getByText("Offer sent to the seller")).toBeVisible();
  await dismissToasts(adminPage);
  await request.getByRole("button", { name: "Mark bought" }).click();
  await request
    .getByRole("form", { name: "Mark bought" })
    .getByRole("button", { name: "Mark bought" })
    .click();
  await expect(adminPage.getByText("Watch added to the store inventory")).toBeVisible();

  const stock = await api.get(`/api/admin/inventory?q=${reference}`);
  const { items } = (await stock.json()) as { items: { reference: string; buyingPriceFils: number }[] };
  expect(items).toEqual([expect.objectContaining({ reference })]);
  const mails = await api.get(`/api/admin/outbox?to=${encodeURIComponent(seller)}`);
  const { messages } = (await mails.json()) as { messages: { subject: string }[] };
  expect(messages.map((message) => message.subject)).toEqual(
    expect.arrayContaining(["وصلنا طلبك لبيع ساعتك", "عرضنا لشراء ساعتك", "اشترينا ساعتك"]),
  );
  await api.dispose();
});

test("an English seller of a watch nobody has priced is told the shop will come back", async ({
  page,
}, testInfo) => {
  await page.goto("/sell?lang=en");
  const form = page.getByRole("main");
  await form.getByLabel("Brand").fill("Patek Philippe");
  await form.getByLabel("Model").fill("Nautilus");
  await form.getByLabel("Reference").fill(`NP-${crypto.randomUUID().slice(0, 6)}`);
  await form.getByLabel("Condition").selectOption("very-good");
  await form.getByLabel("Box and papers").selectOption("watch-only");
  await form.getByLabel("Your asking price").fill("95,000");
  await form.getByLabel("Name").fill("Sam Seller");
  await form.getByLabel("Email").fill(`sam.${crypto.randomUUID().slice(0, 6)}@example.com`);
  await page.screenshot({ path: testInfo.outputPath("sell-form-en-375.png"), fullPage: true });
  await page.getByRole("button", { name: "Get my offer" }).click();
  await expect(page.getByRole("heading", { name: "We will come back to you" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("sell-result-en-375.png"), fullPage: true });
  await expectAccessible(page);
});
