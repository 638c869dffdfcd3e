import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./support";

/**
 * The demo catalogue's active watches: 42 seeded, 4 sold or withdrawn. checkout.spec.ts, running
 * beside this file, sells or holds up to 4 more of them meanwhile.
 */
const activeWatches = { atMost: 38, atLeast: 34 };
const submariner = {
  slug: "rolex-submariner-date-126610ln",
  title: "Rolex Submariner Date 126610LN",
  price: "$13,950.00",
};
/** A discounted demo watch: $13,200 instead of $13,900. */
const datejust = {
  slug: "rolex-datejust-41-126334",
  title: "Rolex Datejust 41 126334",
  save: "Save $700.00",
};

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const resultCount = (page: Page) => page.getByTestId("results-count");

/** The "{n} watches found" of the whole collection, checked to be the demo's active watches. */
async function collectionTotal(page: Page): Promise<number> {
  await expect(resultCount(page)).toHaveText(/^\d+ watches found$/);
  const total = Number((await resultCount(page).textContent())?.match(/^(\d+)/)?.[1]);
  expect(total).toBeGreaterThanOrEqual(activeWatches.atLeast);
  expect(total).toBeLessThanOrEqual(activeWatches.atMost);
  return total;
}

/** The current prices of the cards shown, in cents, in the order shown. */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId("card-price").locator("bdi:first-child").allTextContents();
  return texts.map((text) => Number(text.replace(/[^0-9]/g, "")));
}

test("the home page shows up to six featured watches and leads to the collection", async ({ page }) => {
  await page.goto("/");
  const featured = page.getByRole("region", { name: "Featured Watches" });
  const featuredCards = featured.getByRole("article");
  await expect(featuredCards.first()).toBeVisible();
  expect(await featuredCards.count()).toBeLessThanOrEqual(6);
  await expect(featured.getByText("No featured watches yet")).toHaveCount(0);
  await featured.getByRole("link", { name: "View Collection" }).click();
  await expect(page).toHaveURL(/\/watches$/);
  await expect(page.getByRole("heading", { name: "Watch Collection", level: 1 })).toBeVisible();
});

test("the collection lists every active watch, a page at a time", async ({ page }) => {
  await page.goto("/watches");
  await expect(page.getByRole("link", { name: "Back to Home" })).toBeVisible();
  const total = await collectionTotal(page);
  await expect(cards(page)).toHaveCount(24);
  const first = cards(page).first();
  await expect(first.getByRole("img")).toBeVisible();
  await expect(first.getByText("View Details")).toBeVisible();
  // A click before the server-rendered page has hydrated does nothing: click until the page grows,
  // but not again once it has (a slow next page may arrive after the check gave up, taking the
  // button with it).
  await expect(async () => {
    if ((await cards(page).count()) === 24)
      await page.getByRole("button", { name: "Load More" }).click({ timeout: 2_000 });
    await expect(cards(page)).not.toHaveCount(24, { timeout: 2_000 });
  }).toPass();
  await expect(page.getByRole("button", { name: "Load More" })).toHaveCount(0);
  // The checkout journeys running beside this one may sell or hold a few watches meanwhile.
  const shown = await cards(page).count();
  expect(shown).toBeGreaterThan(24);
  expect(shown).toBeLessThanOrEqual(total);
  expect(shown).toBeGreaterThanOrEqual(total - 5);
  await expectAccessible(page);
});

test("searching finds a watch by its reference, in full, by its start or inside it", async ({ page }) => {
  await page.goto("/watches");
  const search = page.getByPlaceholder("Search watches...");
  await search.fill("126610LN");
  await expect(page).toHaveURL(/q=126610LN/);
  await expect(resultCount(page)).toHaveText("1 watch found");
  await expect(cards(page).getByRole("link", { name: "Submariner Date" })).toBeVisible();

  await search.fill("126610");
  await expect(page).toHaveURL(/q=126610(&|$)/);
  await expect(cards(page).getByRole("link", { name: "Submariner Date" })).toBeVisible();

  // The filter lives in the URL: a reload keeps both the box and the results.
  await page.reload();
  await expect(page.getByPlaceholder("Search watches...")).toHaveValue("126610");
  await expect(cards(page).getByRole("link", { name: "Submariner Date" })).toBeVisible();

  // Issue 13: inside a reference, whatever its dots and dashes (M79030N-0001, 310.30.42.50.01.001).
  const search2 = page.getByPlaceholder("Search watches...");
  await search2.fill("79030");
  await expect(resultCount(page)).toHaveText("1 watch found");
  await expect(cards(page).getByRole("link", { name: "Black Bay" })).toBeVisible();
  await search2.fill("3103042");
  await expect(resultCount(page)).toHaveText("1 watch found");
  await expect(cards(page).getByRole("link", { name: /Speedmaster/ })).toBeVisible();
});

/** The cards' brand names, as shown. */
const shownBrands = (page: Page) =>
  cards(page).evaluateAll((articles) =>
    articles.map((article) => article.querySelector("p bdi")?.textContent),
  );

/** The count shown beside a facet value's checkbox. */
async function facetCount(box: Locator): Promise<number> {
  return Number(await box.locator("xpath=ancestor::label").getByTestId("facet-count").textContent());
}

test("the category, price and ?brand= filters narrow the collection", async ({ page }) => {
  await page.goto("/watches");
  await page.getByLabel("Category").selectOption({ label: "Diver" });
  await expect(page).toHaveURL(/category=diver/);
  // The count and the cards settle together once the filtered page has loaded.
  await expect(async () => {
    const found = Number((await resultCount(page).textContent())?.match(/^(\d+) watch/)?.[1]);
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(activeWatches.atLeast);
    await expect(cards(page)).toHaveCount(found, { timeout: 1_000 });
    await expect(cards(page).getByText("Diver", { exact: true })).toHaveCount(found, { timeout: 1_000 });
  }).toPass();

  await page
    .getByRole("group", { name: "Price" })
    .getByRole("checkbox", { name: /^\$1,000 - \$5,000/ })
    .check();
  await expect(page).toHaveURL(/price=1000-5000/);
  await expect(async () => {
    const prices = await shownPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toBeGreaterThanOrEqual(1_000_00);
    for (const price of prices) expect(price).toBeLessThanOrEqual(5_000_00);
  }).toPass();

  // Back undoes the last choice (a tick pushes a history entry).
  await page.goBack();
  await expect(page).not.toHaveURL(/price=/);
  await expect(
    page.getByRole("group", { name: "Price" }).getByRole("checkbox", { checked: true }),
  ).toHaveCount(0);

  await page.goto("/watches?brand=rolex");
  await expect(resultCount(page)).toBeVisible();
  await expect(
    page.getByRole("group", { name: "Brand" }).getByRole("checkbox", { name: /^Rolex/ }),
  ).toBeChecked();
  await expect(async () => {
    const shown = await shownBrands(page);
    expect(shown.length).toBeGreaterThan(1);
    expect(new Set(shown)).toEqual(new Set(["Rolex"]));
  }).toPass();

  await page.goto("/watches?brand=patek-philippe");
  await expect(async () => {
    expect(new Set(await shownBrands(page))).toEqual(new Set(["Patek Philippe"]));
  }).toPass();
});

test("facets: two brands and a case material, counted, kept in the URL and on reload (issue 13)", async ({
  page,
}) => {
  await page.goto("/watches");
  await collectionTotal(page);
  const brand = (name: string) =>
    page.getByRole("group", { name: "Brand" }).getByRole("checkbox", { name: new RegExp(`^${name}\\b`) });
  const steel = page
    .getByRole("group", { name: "Case Material" })
    .getByRole("checkbox", { name: /^Steel\b/ });
  const rolexes = await facetCount(brand("Rolex"));
  const omegas = await facetCount(brand("Omega"));
  expect(rolexes).toBeGreaterThan(1);
  expect(omegas).toBeGreaterThan(1);

  await brand("Rolex").check();
  await expect(page).toHaveURL(/brand=rolex(&|$)/);
  await brand("Omega").check();
  await expect(page).toHaveURL(/brand=rolex%2Comega|brand=rolex,omega/);
  await expect(resultCount(page)).toHaveText(`${rolexes + omegas} watches found`);
  // A brand's count is over the other facets only: ticking Rolex leaves Omega's count as it was.
  expect(await facetCount(brand("Omega"))).toBe(omegas);

  const steelOfBoth = await facetCount(steel);
  expect(steelOfBoth).toBeGreaterThan(0);
  expect(steelOfBoth).toBeLessThan(rolexes + omegas);
  await steel.check();
  await expect(page).toHaveURL(/material=steel/);
  await expect(resultCount(page)).toHaveText(new RegExp(`^${steelOfBoth} watch`));
  // The brands now count their steel watches only.
  await expect(async () => {
    expect((await facetCount(brand("Rolex"))) + (await facetCount(brand("Omega")))).toBe(steelOfBoth);
  }).toPass();
  await expect(async () => {
    const shown = await shownBrands(page);
    expect(shown).toHaveLength(steelOfBoth);
    for (const name of shown) expect(["Rolex", "Omega"]).toContain(name);
  }).toPass();

  // Shared or reloaded, the address keeps every choice.
  await page.reload();
  await expect(brand("Rolex")).toBeChecked();
  await expect(brand("Omega")).toBeChecked();
  await expect(steel).toBeChecked();
  await expect(resultCount(page)).toHaveText(new RegExp(`^${steelOfBoth} watch`));
  await expectAccessible(page);

  await page.goBack();
  await expect(page).not.toHaveURL(/material=/);
});

test("on a phone the facets open in a Filters dialog with the count, Clear and Apply", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/watches");
  const total = await collectionTotal(page);
  await expect(page.getByRole("group", { name: "Brand" })).toHaveCount(0);
  await expect(async () => {
    await page.getByRole("button", { name: "Filters" }).click({ timeout: 2_000 });
    await expect(page.getByRole("dialog", { name: "Filter watches" })).toBeVisible({ timeout: 2_000 });
  }).toPass();
  const drawer = page.getByRole("dialog", { name: "Filter watches" });
  const omega = drawer.getByRole("checkbox", { name: /^Omega\b/ });
  const omegas = await facetCount(omega);
  await omega.check();
  await expect(page).toHaveURL(/brand=omega/);
  await expect(drawer.getByRole("status")).toHaveText(`${omegas} watches found`);
  await expectAccessible(page);
  await drawer.getByRole("button", { name: "Apply" }).click();
  await expect(drawer).toHaveCount(0);
  await expect(resultCount(page)).toHaveText(`${omegas} watches found`);
  await expect(page.getByRole("button", { name: /^Filters/ })).toContainText("1");
  // Closed, the dialog gives the keyboard back to the button that opened it.
  await expect(page.getByRole("button", { name: /^Filters/ })).toBeFocused();

  await page.getByRole("button", { name: /^Filters/ }).click();
  await drawer.getByRole("button", { name: "Clear" }).click();
  await expect(page).not.toHaveURL(/brand=/);
  await expect(drawer.getByRole("status")).toHaveText(`${total} watches found`);
});

test("sorting orders the watches by the prices shown", async ({ page }) => {
  await page.goto("/watches");
  await page.getByLabel("Sort By").selectOption({ label: "Price: Low to High" });
  await expect(page).toHaveURL(/sort=price-low/);
  await expect(async () => {
    const prices = await shownPrices(page);
    expect(prices.length).toBe(24);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }).toPass();

  await page.getByLabel("Sort By").selectOption({ label: "Price: High to Low" });
  await expect(async () => {
    const prices = await shownPrices(page);
    expect(prices.length).toBe(24);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices[0]).toBe(118_000_00);
  }).toPass();
});

test("an empty result offers Clear All Filters, and Clear All resets every filter", async ({ page }) => {
  await page.goto("/watches?price=0-1000&sort=name");
  await expect(page.getByRole("heading", { name: "No watches found" })).toBeVisible();
  await expect(
    page.getByText("Try adjusting your search criteria or browse all available watches."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Clear All Filters" }).click();
  await expect(page).toHaveURL(/\/watches$/);
  await collectionTotal(page);

  await page.getByPlaceholder("Search watches...").fill("nautilus");
  await expect(page).toHaveURL(/q=nautilus/);
  await page.getByLabel("Sort By").selectOption("price-high");
  await page.getByRole("button", { name: "Clear All", exact: true }).click();
  await expect(page).toHaveURL(/\/watches$/);
  await expect(page.getByPlaceholder("Search watches...")).toHaveValue("");
  await expect(page.getByLabel("Sort By")).toHaveValue("newest");
});

test("a watch page shows the gallery, price, description, specifications and related watches", async ({
  page,
}) => {
  await page.goto("/watches?q=126610LN");
  await cards(page).getByRole("link", { name: "Submariner Date" }).click();
  await expect(page).toHaveURL(new RegExp(`/watch/${submariner.slug}$`));
  await expect(page).toHaveTitle(new RegExp(submariner.title));
  await expect(page.getByRole("heading", { name: submariner.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId("watch-price")).toContainText(submariner.price);
  await expect(page.getByRole("link", { name: "Back to Collection" })).toHaveAttribute("href", "/watches");
  await expect(page.getByRole("link", { name: "Diver" })).toHaveAttribute("href", "/watches?category=diver");

  const main = page.getByRole("main");
  // The description's Watch Details list repeats the cards, so the page leaves it out (issue 13).
  for (const text of ["100% Authentic", "Free Shipping", "30-Day Returns", "Photography"])
    await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
  for (const card of ["Condition & Authentication", "Case & Design", "Movement & Features"])
    await expect(page.getByRole("heading", { name: card })).toBeVisible();
  await expect(main.getByText("Complete Set (Box & Papers)", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Buy Now" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Add to Cart" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Add to Favorites" })).toBeVisible();

  // The gallery: thumbnails, arrow keys move between photographs.
  const thumbnails = page.getByRole("toolbar", { name: "Choose a photograph" }).getByRole("button");
  await expect(thumbnails.first()).toHaveAttribute("aria-pressed", "true");
  await thumbnails.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(thumbnails.nth(1)).toHaveAttribute("aria-pressed", "true");
  await expect(thumbnails.nth(1)).toBeFocused();

  const related = page.getByRole("region", { name: "You Might Also Like" });
  await expect(related.getByRole("article").first()).toBeVisible();
  expect(await related.getByRole("article").count()).toBeLessThanOrEqual(4);
  await expect(related.getByRole("link", { name: "Submariner Date" })).toHaveCount(0);
  await expectAccessible(page);
});

test("a discounted watch shows its original price and the saving", async ({ page }) => {
  await page.goto(`/watch/${datejust.slug}`);
  const price = page.getByTestId("watch-price");
  await expect(price).toContainText("$13,200.00");
  await expect(price.locator("del")).toContainText("$13,900.00");
  await expect(price).toContainText(datejust.save);
});

test("an unknown watch says Watch Not Found and leads back to the collection", async ({ page }) => {
  await page.goto("/watch/no-such-watch");
  await expect(page.getByRole("heading", { name: "Watch Not Found" })).toBeVisible();
  await expect(
    page.getByText("The watch you're looking for doesn't exist or has been removed."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Browse All Watches" }).click();
  await expect(page).toHaveURL(/\/watches$/);
});

test("a sold watch keeps its page, marked sold and not for sale; a withdrawn one is not found", async ({
  page,
}) => {
  await page.goto("/watch/rolex-submariner-date-hulk-116610lv");
  await expect(page.getByRole("heading", { name: /Submariner Date 'Hulk'/, level: 1 })).toBeVisible();
  await expect(
    page.getByText("This watch has found a new owner. Browse the collection for similar pieces."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Sold" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Add to Cart" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Buy Now" })).toHaveCount(0);

  // Neither is listed in the collection.
  await page.goto("/watches?q=116610LV");
  await expect(page.getByText("No watches found")).toBeVisible();

  await page.goto("/watch/panerai-luminor-submersible-1950-3-days-automatic-pam00682");
  await expect(page.getByRole("heading", { name: "Watch Not Found" })).toBeVisible();
});

test("the collection and a watch page in Arabic", async ({ page }) => {
  await page.goto("/watches?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: "مجموعة الساعات", level: 1 })).toBeVisible();
  // 34 to 38 watches: Arabic's "many" form for 11-99.
  await expect(resultCount(page)).toHaveText(/^تم العثور على 3[4-8] ساعة$/);
  await page.getByLabel("الترتيب حسب").selectOption("price-low");
  await expect(async () => {
    const prices = await shownPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }).toPass();
  await page.getByPlaceholder("ابحث عن الساعات...").fill("zzzz-no-such-watch");
  await expect(page.getByRole("heading", { name: "لم يُعثر على ساعات" })).toBeVisible();
  await page.getByRole("button", { name: "مسح جميع عوامل التصفية" }).click();
  await expect(resultCount(page)).toHaveText(/^تم العثور على 3[4-8] ساعة$/);
  await expectAccessible(page);

  await page.goto(`/watch/${datejust.slug}`);
  await expect(page.getByRole("button", { name: "اشترِ الآن" })).toBeVisible();
  await expect(page.getByText("وفّر")).toBeVisible();
  for (const text of ["أصلية 100%", "شحن مجاني", "إرجاع خلال 30 يومًا", "الحالة والتوثيق", "قد يعجبك أيضًا"])
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  await expectAccessible(page);
});

test("the facets in Arabic: a brand, its Latin name isolated, and a case material", async ({ page }) => {
  await page.goto("/watches?lang=ar");
  const rolex = page
    .getByRole("group", { name: "العلامة التجارية" })
    .getByRole("checkbox", { name: /^Rolex/ });
  const rolexes = await facetCount(rolex);
  await rolex.check();
  await expect(page).toHaveURL(/brand=rolex/);
  await expect(resultCount(page)).toHaveText(new RegExp(`${rolexes}`));
  await page.getByRole("group", { name: "مادة الهيكل" }).getByRole("checkbox", { name: /^فولاذ/ }).check();
  await expect(page).toHaveURL(/material=steel/);
  await expect(page.getByRole("group", { name: "سنة الصنع" })).toBeVisible();
  await expectAccessible(page);
  await expect(
    page.getByRole("group", { name: "العلامة التجارية" }).locator("bdi", { hasText: "Rolex" }),
  ).toBeVisible();
});
