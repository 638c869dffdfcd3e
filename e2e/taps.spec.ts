import type { Page } from "@playwright/test";
import type { CartDto } from "../src/shared/cart";
import { expect, newShopper, outboxMessages, signUpAndConfirm, test } from "./support";

// Watches no other spec buys, so none of them is sold while these run.
const aquaTerra = {
  slug: "omega-seamaster-aqua-terra-150m-220-10-41-21-03-001",
  title: "Omega Seamaster Aqua Terra 150M 220.10.41.21.03.001",
};
const fiftyEight = { slug: "tudor-black-bay-fifty-eight-m79030n-0001" };
const portugieser = { slug: "iwc-portugieser-chronograph-iw371605" };
const tank = { slug: "cartier-tank-louis-cartier-large-wgta0011" };

const main = (page: Page) => page.getByRole("main");

async function cart(page: Page): Promise<CartDto> {
  return (await (await page.request.get("/api/cart")).json()) as CartDto;
}

async function favoriteIds(page: Page): Promise<string[]> {
  return ((await (await page.request.get("/api/favorites/ids")).json()) as { ids: string[] }).ids;
}

/** Counts the requests the page sends with `method` to `path`, from now on. */
function countRequests(page: Page, method: string, path: string): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
}

/**
 * Opens a server-rendered page while its JavaScript is held back, as on a slow phone between
 * the first paint and hydration; the returned function lets the scripts through and waits until
 * the page is live.
 */
async function openBeforeLive(page: Page, path: string): Promise<() => Promise<void>> {
  let release: (() => void) | undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // The frame's own goto: the page's waits for `html[data-live]`, which the held scripts set.
  await page.mainFrame().goto(path, { waitUntil: "commit" });
  await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html[data-live]")).toHaveCount(0);
  return async () => {
    release?.();
    await page.locator("html[data-live]").waitFor({ state: "attached" });
  };
}

test("a double click on the heart keeps one favourite with one toast", async ({ page }) => {
  await signUpAndConfirm(page, newShopper());
  await page.goto(`/watch/${aquaTerra.slug}`);
  const adds = countRequests(page, "POST", "/api/favorites");
  await main(page).getByRole("button", { name: "Add to Favorites", exact: true }).dblclick();
  await expect(main(page).getByRole("button", { name: "Remove from Favorites" })).toBeVisible();
  await expect(page.getByText("Added to Favorites")).toHaveCount(1);
  await expect(page.getByText("Already in Favorites")).toHaveCount(0);
  expect(await favoriteIds(page)).toHaveLength(1);
  expect(adds()).toBe(1);
  await page.goto("/account");
  await expect(page.getByTestId("favorites-list").getByRole("link", { name: "Aqua Terra" })).toHaveCount(1);
});

test("a double click on Add to Cart adds the watch once, with no error", async ({ page }) => {
  await page.goto(`/watch/${aquaTerra.slug}`);
  const adds = countRequests(page, "POST", "/api/cart/lines");
  await main(page).getByRole("button", { name: "Add to Cart" }).dblclick();
  await expect(page.getByText("Added to Cart", { exact: true })).toHaveCount(1);
  await expect(page.getByText("Sorry, only 1 available.")).toHaveCount(0);
  await expect(page.getByText("Error", { exact: true })).toHaveCount(0);
  const { lines } = await cart(page);
  expect(lines.map((line) => [line.listing.title, line.quantity])).toEqual([[aquaTerra.title, 1]]);
  expect(adds()).toBe(1);
});

test("a double click on a cart line's remove removes it once, with no error", async ({ page }) => {
  await page.goto(`/watch/${fiftyEight.slug}`);
  await main(page).getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to Cart", { exact: true })).toBeVisible();
  await page.goto("/cart");
  const removes = countRequests(page, "DELETE", `/api/cart/lines/${(await cart(page)).lines[0]?.listingId}`);
  await main(page)
    .getByRole("button", { name: /^Remove .* from cart$/ })
    .dblclick();
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(page.getByText("Removed from cart")).toHaveCount(1);
  await expect(page.getByText("Failed to remove item")).toHaveCount(0);
  expect(removes()).toBe(1);
});

test("a double click on Pay starts one checkout", async ({ page }) => {
  await page.goto(`/watch/${tank.slug}`);
  await main(page).getByRole("button", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await main(page).getByLabel("Email Address", { exact: true }).fill(newShopper().email);
  await main(page).getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const address = {
    "Full Name": "Noura Al-Fahad",
    Phone: "+965 5555 1234",
    City: "Kuwait City",
    Area: "Salmiya",
    Block: "10",
    Street: "Salem Al-Mubarak",
    "House / Building": "12",
  };
  for (const [label, value] of Object.entries(address))
    await main(page).getByLabel(label, { exact: true }).fill(value);
  const starts = countRequests(page, "POST", "/api/checkout");
  await main(page)
    .getByRole("button", { name: /^Pay \$/ })
    .dblclick();
  await expect(page).toHaveURL(/\/pay\/test\/[\w-]+/);
  expect(starts()).toBe(1);
});

test("Add to Cart tapped before the page is live adds the watch once it is", async ({ page }) => {
  const goLive = await openBeforeLive(page, `/watch/${aquaTerra.slug}`);
  await main(page).getByRole("button", { name: "Add to Cart" }).click();
  await goLive();
  await expect(page.getByText("Added to Cart", { exact: true })).toBeVisible();
  expect((await cart(page)).lines.map((line) => line.listing.title)).toEqual([aquaTerra.title]);
});

test("Buy Now tapped before the page is live goes to the cart with the watch", async ({ page }) => {
  const goLive = await openBeforeLive(page, `/watch/${fiftyEight.slug}`);
  await main(page).getByRole("button", { name: "Buy Now" }).click();
  await goLive();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await expect(page.getByTestId("cart-line")).toContainText("Black Bay Fifty-Eight");
});

test("the heart tapped before the page is live keeps the favourite once it is", async ({ page }) => {
  await signUpAndConfirm(page, newShopper());
  const goLive = await openBeforeLive(page, `/watch/${portugieser.slug}`);
  await main(page).getByRole("button", { name: "Add to Favorites", exact: true }).click();
  await goLive();
  await expect(page.getByText("Added to Favorites")).toBeVisible();
  await expect(main(page).getByRole("button", { name: "Remove from Favorites" })).toBeVisible();
  expect(await favoriteIds(page)).toHaveLength(1);
});

test("a guest's heart tapped before the page is live asks them to log in", async ({ page }) => {
  const goLive = await openBeforeLive(page, `/watch/${portugieser.slug}`);
  await main(page).getByRole("button", { name: "Add to Favorites", exact: true }).click();
  await goLive();
  await expect(page.getByText("Login Required")).toBeVisible();
});

test("a contact message typed and sent before the page is live is sent once it is", async ({ page }) => {
  const id = crypto.randomUUID().slice(0, 8);
  const email = `early.${id}@example.com`;
  const goLive = await openBeforeLive(page, "/contact");
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Send message" }) });
  await form.getByLabel("Your name").fill(`Early ${id}`);
  await form.getByLabel("Your e-mail").fill(email);
  await form.getByLabel("Topic").selectOption({ label: "A watch" });
  await form.getByLabel("Message").fill("Typed on a slow phone before the page came alive.");
  // Without the page's script the browser would post the form to /contact and show Page Not Found.
  await form.getByRole("button", { name: "Send message" }).click();
  await goLive();
  await expect(
    page.getByRole("status").filter({ hasText: "Thank you, your message is on its way" }),
  ).toBeVisible();
  await expect(async () => {
    expect((await outboxMessages(email)).map((mail) => mail.kind)).toContain("contact-acknowledgement");
  }).toPass({ timeout: 10_000 });
});
