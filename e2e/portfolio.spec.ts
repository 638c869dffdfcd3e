import type { Page } from "@playwright/test";
import { baseURL } from "../playwright.config";
import {
  adminApi,
  dialog,
  dismissToasts,
  expect,
  expectAccessible,
  newShopper,
  signUpAndConfirm,
  test,
} from "./support";

/**
 * Issue 11: a reseller's portfolio — the stats and charts, grid and list, sorting, editing,
 * re-valuing (gain since added) and deleting saved watches, and the page in Arabic.
 */

/** One card of the figures, by its exact label. */
const figure = (page: Page, name: string) =>
  page
    .getByLabel("Portfolio figures")
    .locator("div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${name}$`) }) });

const card = (page: Page, name: string) =>
  page.getByTestId("portfolio-card").filter({ has: page.getByRole("heading", { name }) });

const rolexListings = [
  {
    platform: "chrono24",
    price: 12900,
    title: "Rolex Submariner full set",
    url: "https://example.com/1",
  },
  { platform: "eBay", price: 11800, title: "Submariner on eBay" },
  { platform: "grailzee", price: 12100, title: "Sub 126610LN" },
  { platform: "dealer", price: 13000, title: "Dealer Submariner" },
  { platform: "forum", price: 11500, title: "Forum Submariner" },
  { platform: "chrono24", price: 12500, title: "Second Submariner" },
];

/** Saves watches through the API with the page's own session, as the analysis will. */
async function saveWatches(page: Page) {
  const watches = [
    {
      brand: "Rolex",
      model: "Submariner",
      reference: "N/A",
      confidence: 90,
      brief: "Added via AI watch analysis",
      marketPrice: { average: 12000 },
      listings: rolexListings,
      source: "ai_analysis",
    },
    {
      brand: "Omega",
      model: "Speedmaster",
      reference: "310.30.42.50.01.001",
      confidence: 70,
      marketPrice: { average: 6000 },
      source: "manual_entry",
    },
    {
      brand: "Cartier",
      model: "Santos",
      reference: "WSSA0018",
      confidence: 80,
      marketPrice: { average: 8000 },
      source: "manual_entry",
    },
  ];
  for (const data of watches) {
    const response = await page.request.post("/api/me/portfolio", { data, headers: { origin: baseURL } });
    expect(response.status(), await response.text()).toBe(201);
  }
}

test("a guest is asked to sign in before the portfolio", async ({ page }) => {
  await page.goto("/portfolio");
  await expect(page.getByRole("heading", { name: "Sign In Required" })).toBeVisible();
});

test("a reseller reads the figures, switches the view, sorts, edits, re-values and deletes saved watches", async ({
  page,
}) => {
  test.slow();
  await signUpAndConfirm(page, newShopper());
  await page.goto("/portfolio");
  await expect(page.getByRole("heading", { level: 1, name: "AI Added Portfolio" })).toBeVisible();
  await expect(page.getByText("Your portfolio is empty")).toBeVisible();

  await saveWatches(page);
  await page.reload();
  await expect(figure(page, "Total value")).toContainText("$26,000.00");
  await expect(figure(page, "Total value")).toContainText("8,060.00 KWD");
  await expect(figure(page, "Watches")).toContainText("3");
  await expect(figure(page, "Average price")).toContainText("$8,666.67");
  await expect(figure(page, "Highest value")).toContainText("$12,000.00");
  await expect(figure(page, "Lowest value")).toContainText("$6,000.00");
  await expect(page.getByRole("figure", { name: "Brand distribution" })).toBeVisible();
  await expect(page.getByRole("figure", { name: "Total value over time" })).toBeVisible();
  await expectAccessible(page);

  // spec §2: the reference N/A, the default note and eBay listings are hidden; 3 listings, then +N.
  const rolex = card(page, "Rolex Submariner");
  await expect(rolex.getByRole("listitem")).toHaveCount(3);
  await expect(rolex).toContainText("+2");
  await expect(rolex).not.toContainText("N/A");
  await expect(rolex).not.toContainText("Added via AI watch analysis");
  await expect(rolex).not.toContainText("eBay");
  await expect(rolex).toContainText("90%");
  // Issue 24: each listing's asking price is dated; these, sent without a day, by when they were saved.
  await expect(rolex.getByTestId("portfolio-listing-seen").first()).toHaveText(
    /^saved \d{1,2} [A-Z][a-z]{2} \d{4}$/,
  );

  // Newest first by default; the view and the order live in the address.
  const headings = page.getByTestId("portfolio-card").getByRole("heading");
  await expect(headings).toHaveText(["Cartier Santos", "Omega Speedmaster", "Rolex Submariner"]);
  await page.getByRole("button", { name: "List", exact: true }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page.getByRole("button", { name: "List", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.getByLabel("Sort by").selectOption("marketPrice");
  await expect(headings).toHaveText(["Rolex Submariner", "Cartier Santos", "Omega Speedmaster"]);
  await page.getByLabel("Order", { exact: true }).selectOption("asc");
  await expect(page).toHaveURL(/sort=marketPrice.*order=asc|order=asc.*sort=marketPrice/);
  await expect(headings).toHaveText(["Omega Speedmaster", "Cartier Santos", "Rolex Submariner"]);
  await page.reload();
  await expect(page.getByLabel("Order", { exact: true })).toHaveValue("asc");
  await expect(headings).toHaveText(["Omega Speedmaster", "Cartier Santos", "Rolex Submariner"]);

  // spec §5: Update waits for brand and model.
  await card(page, "Omega Speedmaster").getByRole("button", { name: "Edit Omega Speedmaster" }).click();
  const form = dialog(page);
  await form.getByLabel("Brand").fill("");
  await expect(form.getByRole("button", { name: "Update" })).toBeDisabled();
  await expect(form.getByText("Brand and Model are required")).toBeVisible();
  await form.getByLabel("Brand").fill("Omega");
  await form.getByLabel("Model").fill("Seamaster");
  await form.getByLabel("Notes").fill("Bought in Kuwait City");
  await form.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Portfolio item updated")).toBeVisible();
  const omega = card(page, "Omega Seamaster");
  await expect(omega).toContainText("Bought in Kuwait City");
  await expect(omega).toContainText("$0.00");

  // A re-valuation becomes the market price and shows the gain since the watch was added.
  await dismissToasts(page);
  await omega.getByRole("button", { name: "Record value of Omega Seamaster" }).click();
  await dialog(page).getByLabel("Value (USD)").fill("6500");
  await dialog(page).getByRole("button", { name: "Record value" }).click();
  await expect(page.getByText("Value recorded")).toBeVisible();
  await expect(omega.getByTestId("portfolio-gain")).toContainText("+$500.00");
  // Issue 24: the owner's figure says it is theirs and when they entered it; a price saved with
  // no sources says so, never "Manual entry".
  await expect(omega.getByTestId("price-provenance")).toHaveText(
    /^Your estimate, entered \d{1,2} [A-Z][a-z]{2} \d{4}$/,
  );
  await expect(card(page, "Rolex Submariner").getByTestId("price-provenance")).toHaveText(
    /^Source not recorded, saved \d{1,2} [A-Z][a-z]{2} \d{4}$/,
  );
  await expect(omega.getByText("Up $500.00 since added")).toBeAttached();
  await expect(figure(page, "Total value")).toContainText("$26,500.00");

  // spec §8: the delete dialog's words, then the watch is gone.
  await dismissToasts(page);
  await card(page, "Cartier Santos").getByRole("button", { name: "Delete Cartier Santos" }).click();
  await expect(dialog(page)).toContainText("Are you sure you want to delete");
  await expect(dialog(page)).toContainText("from your portfolio? This action cannot be undone.");
  await dialog(page).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Portfolio item deleted")).toBeVisible();
  await expect(card(page, "Cartier Santos")).toHaveCount(0);
  await expect(figure(page, "Watches")).toContainText("2");

  // In Arabic, a card's words are Arabic: only the watches' own names and figures stay Latin.
  await page.goto("/portfolio?lang=ar");
  await expect(
    page.getByRole("heading", { level: 1, name: "المحفظة المضافة بالذكاء الاصطناعي" }),
  ).toBeVisible();
  const latinData = [
    "Omega",
    "Seamaster",
    "310.30.42.50.01.001",
    "Rolex",
    "Submariner",
    "Bought in Kuwait City",
    ...rolexListings.flatMap((listing) => [listing.platform, listing.title]),
    "KWD",
  ];
  for (const text of await page.getByTestId("portfolio-card").allInnerTexts()) {
    let rest = text;
    for (const data of latinData.sort((a, b) => b.length - a.length)) rest = rest.replaceAll(data, "");
    expect(rest.match(/[A-Za-z]{2,}/g) ?? [], text).toEqual([]);
  }
});

test("a reseller updates a watch from the market, and is told when the market knows no price", async ({
  page,
}) => {
  const id = crypto.randomUUID().slice(0, 6).toUpperCase();
  const brand = `Maker ${id}`;
  const admin = await adminApi();
  const recorded = await admin.post("/api/admin/market-observations", {
    data: {
      brand,
      model: "Diver",
      reference: `PF-${id}`,
      price: "9,000",
      currency: "USD",
      observedOn: new Date().toISOString().slice(0, 10),
      whereSeen: "Dealer window",
    },
  });
  expect(recorded.status(), await recorded.text()).toBe(201);
  await admin.dispose();

  await signUpAndConfirm(page, newShopper());
  for (const [model, reference] of [
    ["Diver", `PF-${id}`],
    ["Unknown", `NONE-${id}`],
  ] as const) {
    const response = await page.request.post("/api/me/portfolio", {
      data: { brand, model, reference, marketPrice: { average: 8000 }, source: "manual_entry" },
      headers: { origin: baseURL },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await page.goto("/portfolio");

  const diver = card(page, `${brand} Diver`);
  await expect(diver.getByTestId("price-provenance")).toContainText("Source not recorded");
  await diver.getByRole("button", { name: `Update ${brand} Diver from the market` }).click();
  await expect(page.getByText(/^Market price updated: \W?\$9,000\.00\W?$/)).toBeVisible();
  // Issue 24: one asking price is said so, with its source (a sample of one) and its date.
  const oneAsking = /^One asking price: prices recorded by the shop, as of \d{1,2} [A-Z][a-z]{2} \d{4}$/;
  await expect(page.locator("[data-sonner-toast]").getByText(oneAsking)).toBeVisible();
  await expect(diver).toContainText("$9,000.00");
  await expect(diver.getByTestId("portfolio-gain")).toContainText("+$1,000.00");
  await expect(diver.getByTestId("price-provenance")).toHaveText(oneAsking);

  const unknown = card(page, `${brand} Unknown`);
  await unknown.getByRole("button", { name: `Update ${brand} Unknown from the market` }).click();
  await expect(page.getByText("No market data")).toBeVisible();
  await expect(unknown).toContainText("$8,000.00");
  await expect(unknown.getByTestId("price-provenance")).toContainText("Source not recorded");

  await page.goto("/portfolio?lang=ar");
  await expect(diver.getByTestId("price-provenance")).toHaveText(
    /^سعر عرض واحد: أسعار سجّلها المتجر، حتى \d{1,2} \S+ \d{4}$/,
  );
});
