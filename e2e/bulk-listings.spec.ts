import { createListing, expect, test } from "./support";

/** Issue 28: staff tick listings and change them in one go; the table and the storefront follow. */
test("an owner features two new listings at once, then withdraws them", async ({ adminPage }) => {
  const tag = `BULK-${crypto.randomUUID().slice(0, 6)}`;
  for (const model of ["Pelagos", "Ranger"])
    await createListing({ brand: "Tudor", model, reference: `${tag}-${model}`, price: "3100.00" });

  await adminPage.goto(`/admin/listings?q=${tag}`);
  const rows = adminPage.getByTestId("listing-row");
  await expect(rows).toHaveCount(2);
  await adminPage.getByLabel("Select every listing shown").check();
  const bar = adminPage.getByRole("region", { name: "Bulk actions" });
  await expect(bar).toContainText("2 listings selected");
  await bar.getByRole("button", { name: "Feature", exact: true }).click();
  await expect(adminPage.getByText("2 listings changed")).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(rows.filter({ hasText: "Featured" })).toHaveCount(2);

  await rows.first().getByRole("checkbox").check();
  await rows.last().getByRole("checkbox").check();
  await adminPage
    .getByRole("region", { name: "Bulk actions" })
    .getByRole("button", { name: "Deactivate" })
    .click();
  await expect(rows.filter({ hasText: "Inactive" })).toHaveCount(2);
  const shop = await adminPage.request.get(`/api/listings?q=${tag}`);
  expect(((await shop.json()) as { items: unknown[] }).items).toHaveLength(0);
});
