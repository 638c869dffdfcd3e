import { buyAsGuest, createListing, expect, newShopper, outboxMessages, test } from "./support";

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

/** Issue 28: staff tick the paid orders of the day and ship them together, a tracking number each. */
test("staff ship two paid orders at once, and each buyer is told their own tracking number", async ({
  adminPage,
  page: shopper,
}) => {
  test.setTimeout(90_000);
  const tag = `SHIP2-${crypto.randomUUID().slice(0, 6)}`;
  const buyers = [newShopper(), newShopper()];
  const numbers: string[] = [];
  for (const [index, buyer] of buyers.entries()) {
    const slug = await createListing({
      brand: "Oris",
      model: "Aquis",
      reference: `${tag}-${index}`,
      price: "1900.00",
    });
    numbers.push(await buyAsGuest(shopper, slug, buyer.email));
  }

  await adminPage.goto("/admin/orders?status=paid");
  for (const number of numbers) await adminPage.getByLabel(`Select order ${number}`).check();
  const bar = adminPage.getByRole("region", { name: "Bulk actions" });
  await expect(bar).toContainText("2 paid orders selected");
  await bar.getByRole("button", { name: "Mark shipped" }).click();
  const ship = adminPage.getByRole("dialog", { name: "Ship 2 orders" });
  await ship.getByRole("button", { name: "Mark shipped" }).click();
  await expect(ship.getByText("Enter the carrier")).toBeVisible();
  await ship.getByLabel("Carrier").fill("DHL Express");
  for (const [index, number] of numbers.entries())
    await ship.getByLabel(`Tracking number of ${number}`).fill(`JD77${index}`);
  await ship.getByRole("button", { name: "Mark shipped" }).click();
  await expect(
    adminPage.getByText("2 orders marked as shipped. Each buyer has been e-mailed."),
  ).toBeVisible();
  await expect(ship).toBeHidden();
  for (const number of numbers) await expect(adminPage.getByLabel(`Select order ${number}`)).toHaveCount(0);
  for (const [index, buyer] of buyers.entries()) {
    const mail = (await outboxMessages(buyer.email)).find((message) => message.kind === "order-shipped");
    expect(mail?.text).toContain(`JD77${index}`);
  }
});
