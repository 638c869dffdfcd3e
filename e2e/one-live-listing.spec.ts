import { adminApi, expect, photo, test } from "./support";

const main = (page: import("@playwright/test").Page) => page.getByRole("main");

/**
 * issue 24, "One stock item, one live listing": the back office offers "Create listing from this
 * item" only for a watch in stock that no live listing sells, in English and in Arabic.
 */
test("a stock item with a live listing cannot get a second one, in both languages", async ({
  adminPage: admin,
}) => {
  test.slow();
  const tag = `OL${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
  const api = await adminApi();
  const item = async (model: string) => {
    const response = await api.post("/api/admin/inventory", {
      data: { make: "Tudor", model, reference: `${tag}-${model}`, buyingPrice: "1500" },
    });
    expect(response.status()).toBe(201);
    return (await response.json()) as { id: string };
  };
  const listed = await item("Listed");
  await item("Free");
  const upload = await api.post("/api/admin/media", { multipart: { file: await photo() } });
  expect(upload.status()).toBe(201);
  const { id: imageId } = (await upload.json()) as { id: string };
  const listing = await api.post("/api/admin/listings", {
    data: {
      brand: "Tudor",
      model: "Black Bay",
      reference: `${tag}-Listed`,
      price: "4200.00",
      specifications: { condition: "excellent" },
      imageIds: [imageId],
      inventoryId: listed.id,
    },
  });
  expect(listing.status()).toBe(201);
  const { title } = (await listing.json()) as { title: string };
  await api.dispose();

  await admin.goto(`/admin/inventory?q=${tag}`);
  const row = (model: string) =>
    main(admin)
      .getByRole("row")
      .filter({ hasText: `${tag}-${model}` });
  await expect(row("Listed")).toHaveCount(1);
  await expect(row("Listed").getByRole("button", { name: /^Create listing from this item/ })).toHaveCount(0);
  const refused = row("Listed").getByRole("button", { name: new RegExp(`^Already listed as “${title}”`) });
  await expect(refused).toBeDisabled();
  await expect(row("Free").getByRole("button", { name: /^Create listing from this item/ })).toBeEnabled();

  await admin.goto(`/admin/inventory?q=${tag}&lang=ar`);
  await expect(admin.locator("html")).toHaveAttribute("lang", "ar");
  await expect(row("Listed").getByRole("button", { name: /^معروضة بالفعل في إعلان/ })).toBeDisabled();
  await expect(row("Free").getByRole("button", { name: /^إنشاء إعلان من هذه القطعة/ })).toBeEnabled();
});
