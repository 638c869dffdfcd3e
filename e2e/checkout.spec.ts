import type { Page } from "@playwright/test";
import { expect, expectAccessible, newShopper, outboxMessages, signUpAndConfirm, test } from "./support";

// Each journey buys its own watch (the demo's unique pieces), none of them used by another spec.
const pelagos = {
  slug: "tudor-pelagos-39-m25407n-0001",
  title: "Tudor Pelagos 39 M25407N-0001",
  ref: "M25407N",
};
const heritage = {
  slug: "grand-seiko-heritage-collection-sbgw231",
  title: "Grand Seiko Heritage Collection SBGW231",
};
const aquaracer = { slug: "tag-heuer-aquaracer-professional-300-wbp201a-ba0632" };
const ballonBleu = { slug: "cartier-ballon-bleu-de-cartier-42mm-w69012z4" };
const navitimer = { slug: "breitling-navitimer-b01-chronograph-43-ab0138211b1a1" };
const blackBayGmt = { slug: "tudor-black-bay-gmt-m79830rb-0001", title: "Tudor Black Bay GMT M79830RB-0001" };

const main = (page: Page) => page.getByRole("main");
const headerCart = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Cart,/ });

async function addToCart(page: Page, slug: string, words = { add: "Add to Cart", added: "Added to Cart" }) {
  await page.goto(`/watch/${slug}`);
  await main(page).getByRole("button", { name: words.add }).click();
  await expect(page.getByText(words.added, { exact: true })).toBeVisible();
}

/** From the cart to /checkout, as a guest with an e-mail or as a signed-in shopper. */
async function proceedToCheckout(page: Page, email?: string) {
  await page.goto("/cart");
  if (email) await main(page).getByLabel("Email Address", { exact: true }).fill(email);
  await main(page).getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

const kuwaitiAddress = {
  "Full Name": "Noura Al-Fahad",
  Phone: "+965 5555 1234",
  City: "Kuwait City",
  Area: "Salmiya",
  Block: "10",
  Street: "Salem Al-Mubarak",
  "House / Building": "12",
};

async function fillAddress(page: Page, address: Record<string, string>) {
  for (const [label, value] of Object.entries(address))
    await main(page).getByLabel(label, { exact: true }).fill(value);
}

/** Pay on /checkout, then on the TEST provider's hosted page choose `action` ("Pay" or "Cancel"). */
async function payOnTestPage(page: Page, action: "Pay" | "Cancel", pay: RegExp = /^Pay \$/) {
  await main(page).getByRole("button", { name: pay }).click();
  await expect(page).toHaveURL(/\/pay\/test\/[\w-]+/);
  await expect(page.getByText(/TEST MODE|وضع الاختبار/)).toBeVisible();
  const button =
    action === "Pay" ? page.getByRole("button", { name: pay }) : page.getByRole("button", { name: action });
  await button.click();
}

test("a guest pays for a watch through the test provider, it is sold, and the order joins their account", async ({
  page,
}) => {
  // A checkout, then a sign-up confirmed by e-mail: about 50 s beside a second worker on two cores.
  test.slow();
  const guest = newShopper();
  await addToCart(page, pelagos.slug);
  await proceedToCheckout(page, guest.email);
  await expect(main(page).getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
  await expect(main(page).getByTestId("checkout-line")).toContainText(pelagos.title);
  await expect(main(page).getByLabel("Email Address", { exact: true })).toHaveValue(guest.email);
  await expect(
    main(page).getByRole("link", { name: "Create an account / sign in for faster checkout" }),
  ).toBeVisible();
  await expect(main(page).getByLabel("Country")).toHaveValue("KW");
  // Only the test provider is on, so there is no choice of payment method.
  await expect(main(page).getByRole("radio")).toHaveCount(0);

  // Pay with nothing filled: each field says what is missing and the first one is focused.
  await main(page).getByLabel("Email Address", { exact: true }).fill("");
  await main(page)
    .getByRole("button", { name: /^Pay \$/ })
    .click();
  await expect(page.getByText("Email required")).toBeVisible();
  await expect(main(page).getByLabel("Email Address", { exact: true })).toBeFocused();
  await expect(main(page).getByLabel("Full Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(main(page).getByText("Please enter the block")).toBeVisible();
  await expectAccessible(page);

  await main(page).getByLabel("Email Address", { exact: true }).fill(guest.email);
  await fillAddress(page, kuwaitiAddress);
  await payOnTestPage(page, "Pay");

  await expect(page).toHaveURL(/\/payment-success\?session_id=/);
  await expect(main(page).getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  await expect(main(page).getByTestId("order-number")).toHaveText(/^MZ-\d{6,}$/);
  await expect(main(page).getByTestId("order-status")).toHaveText("Confirmed");
  await expect(main(page).getByText("Your watch will be shipped within 2-3 business days.")).toBeVisible();
  await expect(main(page).getByTestId("order-line")).toContainText(pelagos.title);
  await expect(headerCart(page)).toHaveAccessibleName("Cart, 0 items");
  await expectAccessible(page);

  const orderNumber = (await main(page).getByTestId("order-number").textContent())?.trim() ?? "";

  await page.goto(`/watch/${pelagos.slug}`);
  await expect(main(page).getByRole("button", { name: "Sold" })).toBeDisabled();
  await page.goto(`/watches?q=${pelagos.ref}`);
  await expect(page.getByText("No watches found")).toBeVisible();

  const confirmation = (await outboxMessages(guest.email)).find((mail) => mail.kind === "order-confirmation");
  expect(confirmation?.subject).toContain(orderNumber);
  expect(confirmation?.text).toContain(pelagos.title);

  // The guest signs up with the same e-mail; once it is confirmed, the order is in the account.
  await signUpAndConfirm(page, guest);
  await expect(main(page).getByTestId("order-row").filter({ hasText: orderNumber })).toBeVisible();
});

test("a guest who cancels on the payment page keeps the cart, and the watch stays for sale", async ({
  page,
}) => {
  await addToCart(page, heritage.slug);
  await proceedToCheckout(page, "guest.cancel@example.com");
  await fillAddress(page, kuwaitiAddress);
  await payOnTestPage(page, "Cancel");

  await expect(page).toHaveURL(/\/payment-canceled$/);
  await expect(main(page).getByRole("heading", { name: "Payment Canceled" })).toBeVisible();
  await expect(main(page).getByText("Your payment was canceled and no charge was made.")).toBeVisible();
  await expect(main(page).getByRole("link", { name: "support@mizan.com.kw" })).toHaveAttribute(
    "href",
    "mailto:support@mizan.com.kw",
  );
  await expect(main(page).getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/checkout");
  await expect(main(page).getByRole("link", { name: "Continue Shopping" })).toHaveAttribute(
    "href",
    "/watches",
  );
  await expectAccessible(page);

  await main(page).getByRole("link", { name: "Return to Cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByTestId("cart-line").filter({ hasText: heritage.title });
  await expect(line).toBeVisible();
  await expect(line.getByText("No longer available")).toHaveCount(0);

  await page.goto(`/watch/${heritage.slug}`);
  await expect(main(page).getByRole("button", { name: "Add to Cart" })).toBeEnabled();
});

test("a shopper who goes Back from the payment page can pay again", async ({ page }) => {
  await addToCart(page, blackBayGmt.slug);
  await proceedToCheckout(page, newShopper().email);
  await fillAddress(page, kuwaitiAddress);
  await main(page)
    .getByRole("button", { name: /^Pay \$/ })
    .click();
  await expect(page).toHaveURL(/\/pay\/test\/[\w-]+/);

  // The checkout left behind held the watch; back at /checkout it is given back to this cart.
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(main(page).getByTestId("checkout-line")).toContainText(blackBayGmt.title);
  await expect(main(page).getByText("No longer available")).toHaveCount(0);
  // Its own checkout holds it: never "reserved by another shopper" to the shopper who holds it.
  await expect(main(page).getByText(/another shopper/)).toHaveCount(0);
  await fillAddress(page, kuwaitiAddress);
  await payOnTestPage(page, "Cancel");
  await expect(page).toHaveURL(/\/payment-canceled$/);
});

test("an Arabic shopper checks out in Arabic", async ({ page }) => {
  await page.goto(`/watch/${aquaracer.slug}?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await main(page).getByRole("button", { name: "أضف إلى السلة" }).click();
  await expect(page.getByText("أُضيفت إلى السلة", { exact: true })).toBeVisible();
  await page.goto("/cart");
  await main(page).getByLabel("البريد الإلكتروني", { exact: true }).fill("guest.arabic@example.com");
  await main(page).getByRole("button", { name: "المتابعة إلى الدفع" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(main(page).getByRole("heading", { name: "إتمام الشراء", level: 1 })).toBeVisible();
  await expect(main(page).getByLabel("الدولة")).toHaveValue("KW");
  await expect(main(page).getByLabel("الدولة").locator("option:checked")).toHaveText("الكويت");

  // The shared schema's messages, in Arabic.
  await main(page).getByRole("button", { name: /^ادفع/ }).click();
  await expect(main(page).getByText("يُرجى إدخال رقم القطعة")).toBeVisible();

  await fillAddress(page, {
    "الاسم الكامل": "نورة الفهد",
    "رقم الهاتف": "+965 5555 1234",
    المدينة: "مدينة الكويت",
    المنطقة: "السالمية",
    القطعة: "10",
    الشارع: "سالم المبارك",
    "المنزل / المبنى": "12",
  });
  await payOnTestPage(page, "Pay", /^ادفع/);

  await expect(page).toHaveURL(/\/payment-success\?session_id=/);
  await expect(main(page).getByRole("heading", { name: "تم الدفع بنجاح" })).toBeVisible();
  await expect(main(page).getByTestId("order-number")).toHaveText(/^MZ-\d{6,}$/);
  await expect(main(page).getByTestId("order-status")).toHaveText("مؤكد");
  await expectAccessible(page);
});

test("a signed-in shopper pays, finds the order on /account, and the address is offered next time", async ({
  page,
}) => {
  // Two checkouts and a sign-up: 50 s beside a second worker on two cores (25 s alone).
  test.slow();
  const shopper = newShopper();
  await signUpAndConfirm(page, shopper);
  await expect(main(page).getByText("No orders yet")).toBeVisible();

  await addToCart(page, ballonBleu.slug);
  await proceedToCheckout(page);
  await expect(
    main(page).getByText(`Your order confirmation will be sent to ${shopper.email}`),
  ).toBeVisible();
  await expect(main(page).getByLabel("Email Address", { exact: true })).toHaveCount(0);
  await expect(main(page).getByLabel("Save this address for next time")).toBeChecked();
  await fillAddress(page, kuwaitiAddress);
  await payOnTestPage(page, "Pay");
  await expect(main(page).getByTestId("order-status")).toHaveText("Confirmed");
  const orderNumber = (await main(page).getByTestId("order-number").textContent())?.trim() ?? "";
  expect(orderNumber).toMatch(/^MZ-\d{6,}$/);

  await page.goto("/account");
  const row = main(page).getByTestId("order-row").filter({ hasText: orderNumber });
  await expect(row).toBeVisible();
  await expect(row.getByText("Paid")).toBeVisible();
  await expect(row.getByText("Cartier Ballon Bleu", { exact: false })).toBeVisible();
  await expectAccessible(page);
  await row.getByRole("link", { name: `View order ${orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderNumber}$`));
  await expect(main(page).getByRole("heading", { name: orderNumber, level: 1 })).toBeVisible();
  await expect(main(page).getByText("Salmiya")).toBeVisible();
  await expect(main(page).getByText("Payment received")).toBeVisible();
  await expectAccessible(page);

  // The next checkout starts from the address just used.
  await addToCart(page, navitimer.slug);
  await proceedToCheckout(page);
  await expect(main(page).getByLabel("Full Name", { exact: true })).toHaveValue("Noura Al-Fahad");
  await expect(main(page).getByLabel("Area", { exact: true })).toHaveValue("Salmiya");
});

test("a payment-success link without a known session shows no order", async ({ page }) => {
  await page.goto("/payment-success?session_id=cs_test_unknown_session_123");
  await expect(main(page).getByRole("heading", { name: "We couldn't find this order" })).toBeVisible();
  await expect(main(page).getByTestId("order-number")).toHaveCount(0);
  await page.goto("/payment-success");
  await expect(main(page).getByRole("heading", { name: "We couldn't find this order" })).toBeVisible();
  await expect(main(page).getByRole("link", { name: "Continue Shopping" })).toHaveAttribute(
    "href",
    "/watches",
  );
});

test("an empty cart at /checkout shows the cart's empty state", async ({ page }) => {
  await page.goto("/checkout");
  await expect(main(page).getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(main(page).getByRole("link", { name: "Browse Watches" })).toHaveAttribute("href", "/watches");
});
