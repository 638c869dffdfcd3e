import type { Page } from "@playwright/test";
import { type Hold, holdInAnotherCheckout, setPrice } from "./reserved-and-prices";
import { expect, test } from "./support";

// Issue 24. Each test uses its own demo watch, which no other spec buys.
const dayDate = { slug: "rolex-day-date-40-228238", ref: "228238", title: "Rolex Day-Date 40 228238" };
const calatrava = { slug: "patek-philippe-calatrava-5196r-001", title: "Patek Philippe Calatrava 5196R-001" };
const aquanaut = {
  slug: "patek-philippe-aquanaut-5167a-001",
  ref: "5167A-001",
  title: "Patek Philippe Aquanaut 5167A-001",
};
const offshore = {
  slug: "audemars-piguet-royal-oak-offshore-diver-15710st-oo-a002ca-01",
  ref: "15710ST.OO.A002CA.01",
};

const main = (page: Page) => page.getByRole("main");

async function productAvailability(page: Page): Promise<string | undefined> {
  for (const text of await page.locator('script[type="application/ld+json"]').allTextContents()) {
    const data = JSON.parse(text) as { "@type"?: string; offers?: { availability?: string } };
    if (data["@type"] === "Product") return data.offers?.availability;
  }
  return undefined;
}

test.describe("a watch in another shopper's checkout (issue 24)", () => {
  let hold: Hold | undefined;
  test.afterEach(async () => {
    await hold?.release();
    hold = undefined;
  });

  test("is shown as reserved until a stated time, stays in the collection, and is back on sale once that checkout is cancelled", async ({
    page,
  }) => {
    await page.goto(`/watch/${dayDate.slug}`);
    await main(page).getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added to Cart", { exact: true })).toBeVisible();
    hold = await holdInAnotherCheckout(dayDate.slug);

    // In the cart of a shopper who added it first: reserved by another shopper, until when.
    await page.goto("/cart");
    const line = main(page).getByTestId("cart-line").filter({ hasText: dayDate.title });
    await expect(line.getByTestId("line-availability")).toHaveText(
      /^Reserved by another shopper\. May be available again after \u2068\d{1,2} \w{3}, \d{2}:\d{2}\u2069 \(Kuwait time\)\.$/,
    );
    await expect(main(page).getByText("Some watches in your cart cannot be bought right now.")).toBeVisible();

    await page.goto(`/watch/${dayDate.slug}`);
    await expect(main(page).getByTestId("availability-badge")).toHaveText("Reserved");
    await expect(main(page).getByTestId("availability-note")).toHaveText(
      /^This watch is reserved for another shopper\. If they do not buy it, it may be available again after \u2068\d{1,2} \w{3}, \d{2}:\d{2}\u2069 \(Kuwait time\)\.$/,
    );
    await expect(main(page).getByRole("button", { name: "Reserved" })).toBeDisabled();
    await expect(main(page).getByText("found a new owner")).toHaveCount(0);
    expect(await productAvailability(page)).toBe("https://schema.org/Reserved");

    await page.goto(`/watches?q=${dayDate.ref}`);
    const card = main(page)
      .getByRole("link", { name: /Day-Date 40/ })
      .first();
    await expect(card).toBeVisible();
    await expect(main(page).getByTestId("availability-badge")).toHaveText("Reserved");

    await hold.release();
    hold = undefined;
    await page.goto(`/watch/${dayDate.slug}`);
    await expect(main(page).getByRole("button", { name: "Add to Cart" })).toBeEnabled();
    await expect(main(page).getByTestId("availability-badge")).toHaveCount(0);
    expect(await productAvailability(page)).toBe("https://schema.org/InStock");
  });

  test("tells an Arabic shopper who presses Add to Cart on a page opened before that it is reserved by another shopper", async ({
    page,
  }) => {
    await page.goto(`/watch/${calatrava.slug}?lang=ar`);
    hold = await holdInAnotherCheckout(calatrava.slug);
    await main(page).getByRole("button", { name: "أضف إلى السلة" }).click();
    await expect(
      page.getByText(/محجوزة لمتسوق آخر\. قد تتوفر مجددًا بعد .*\d{2}:\d{2}.*\(بتوقيت الكويت\)/),
    ).toBeVisible();
    await expect(page.getByText("لقد اشتراها شخص آخر")).toHaveCount(0);

    await page.reload();
    await expect(main(page).getByTestId("availability-badge")).toHaveText("محجوزة");
    await expect(main(page).getByTestId("availability-note")).toContainText("هذه الساعة محجوزة لمتسوق آخر");
    await expect(main(page).getByTestId("availability-note")).toContainText("(بتوقيت الكويت)");
    await expect(main(page).getByTestId("availability-note")).toHaveText(/\d{2}:\d{2}/);

    await hold.release();
    hold = undefined;
    await page.reload();
    await expect(main(page).getByRole("button", { name: "أضف إلى السلة" })).toBeEnabled();
  });
});

test.describe("a price raised after Add to Cart (issue 24)", () => {
  test("is shown old → new in the cart and on /checkout, and payment waits until the shopper confirms it", async ({
    page,
  }) => {
    await page.goto(`/watch/${aquanaut.slug}`);
    await main(page).getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added to Cart", { exact: true })).toBeVisible();
    const restore = await setPrice(aquanaut.ref, 59_500_00);
    try {
      await page.goto("/cart");
      const changes = main(page).getByTestId("price-changes");
      await expect(
        changes.getByRole("heading", { name: "Prices changed since you added these watches" }),
      ).toBeVisible();
      const change = changes.getByTestId("price-change");
      await expect(change).toContainText(aquanaut.title);
      await expect(change.getByTestId("price-was")).toHaveText("$58,500.00");
      await expect(change.getByTestId("price-now")).toHaveText("$59,500.00");
      await expect(main(page).getByTestId("cart-total")).toHaveText("$59,500.00");

      await main(page).getByLabel("Email Address", { exact: true }).fill("raised.price@example.com");
      await main(page).getByRole("button", { name: "Proceed to Checkout" }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(main(page).getByTestId("price-change").getByTestId("price-was")).toHaveText("$58,500.00");
      for (const [label, value] of Object.entries({
        "Full Name": "Noura Al-Fahad",
        Phone: "+965 5555 1234",
        City: "Kuwait City",
        Area: "Salmiya",
        Block: "10",
        Street: "Salem Al-Mubarak",
        "House / Building": "12",
      }))
        await main(page).getByLabel(label, { exact: true }).fill(value);
      await main(page).getByRole("button", { name: "Pay $59,500.00" }).click();
      await expect(main(page).getByTestId("checkout-notice")).toContainText(
        "Please confirm the new prices above before you pay.",
      );
      await expect(page).toHaveURL(/\/checkout$/);

      await main(page).getByRole("button", { name: "Confirm New Prices" }).click();
      await expect(page.getByText("New prices confirmed")).toBeVisible();
      await expect(main(page).getByTestId("price-changes")).toHaveCount(0);
      await main(page).getByRole("button", { name: "Pay $59,500.00" }).click();
      await expect(page).toHaveURL(/\/pay\/test\/[\w-]+/);
      await page.getByRole("button", { name: "Cancel" }).click();
      await expect(page).toHaveURL(/\/payment-canceled$/);
    } finally {
      await restore();
    }
  });

  test("is shown to an Arabic shopper in the cart with both prices, and confirmed there", async ({
    page,
  }) => {
    await page.goto(`/watch/${offshore.slug}?lang=ar`);
    await main(page).getByRole("button", { name: "أضف إلى السلة" }).click();
    await expect(page.getByText("أُضيفت إلى السلة", { exact: true })).toBeVisible();
    const restore = await setPrice(offshore.ref, 24_900_00);
    try {
      await page.goto("/cart");
      const changes = main(page).getByTestId("price-changes");
      await expect(
        changes.getByRole("heading", { name: "تغيّرت الأسعار منذ أضفت هذه الساعات" }),
      ).toBeVisible();
      await expect(changes.getByTestId("price-was")).toHaveText("$23,900.00");
      await expect(changes.getByTestId("price-now")).toHaveText("$24,900.00");
      await changes.getByRole("button", { name: "تأكيد الأسعار الجديدة" }).click();
      await expect(page.getByText("تم تأكيد الأسعار الجديدة")).toBeVisible();
      await expect(main(page).getByTestId("price-changes")).toHaveCount(0);
      await page.goto("/checkout");
      await expect(main(page).getByRole("heading", { level: 1 })).toBeVisible();
      await expect(main(page).getByTestId("price-changes")).toHaveCount(0);
    } finally {
      await restore();
    }
  });
});
