import { inflateSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { expect, newShopper, outboxMessages, signUpAndConfirm, test } from "./support";

/**
 * Issue 31, "a bought watch's confirmation carries a certificate whose QR opens the verify page":
 * staff record the inspection of a demo watch in the back office, a new shopper buys it through the
 * test provider, the order page and the confirmation e-mail carry the certificate, and the address
 * its QR encodes says the signature is valid, with the watch's reference, in English and Arabic.
 * It sells a demo watch no other spec uses; with the settings specs, after the storefront specs have
 * counted the collection.
 */
const zenith = {
  slug: "zenith-chronomaster-sport-03-3100-3600-69-m3100",
  title: "Zenith Chronomaster Sport 03.3100.3600/69.M3100",
  reference: "03.3100.3600/69.M3100",
};

const main = (page: Page) => page.getByRole("main");

/** The PDF's objects with its compressed streams opened, as text: enough to find what it links to. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const parts = [raw];
  for (const match of raw.matchAll(/(?<!end)stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    try {
      parts.push(inflateSync(pdf.subarray(start, end)).toString("latin1"));
    } catch {
      // An image, or a stream kept uncompressed: its text is already in `raw`.
    }
  }
  return parts.join("\n");
}

test("staff inspect a watch, a shopper buys it, and its certificate verifies from the QR's address", async ({
  page,
  adminPage,
}) => {
  // A sign-up confirmed by e-mail, a checkout and the certificate's PDF drawn in its worker.
  test.slow();

  // Staff record the inspection in the watch's authenticity record.
  await adminPage.goto("/admin/listings");
  await adminPage.getByLabel("Search listings").fill("Chronomaster");
  const row = adminPage.getByTestId("listing-row").filter({ hasText: zenith.reference });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: `Authenticity record of ${zenith.title}` }).click();
  const record = adminPage.getByRole("dialog");
  await expect(record.getByRole("heading", { name: "Authenticity record" })).toBeVisible();
  await record.getByLabel("Serial number").fill("ZN 4417 2298");
  for (const check of [
    "Serial and reference checked",
    "Movement timed",
    "Water resistance tested",
    "Box and papers matched",
    "Service history checked",
  ])
    await record.getByLabel(check, { exact: true }).check();
  await record.getByLabel("Rate (s/day)").fill("1.5");
  await record.getByRole("button", { name: "Save inspection" }).click();
  await expect(adminPage.getByText("Inspection saved")).toBeVisible();
  await expect(record).toBeHidden();

  // A new shopper, signed in, buys the watch through the test provider.
  const shopper = newShopper();
  await signUpAndConfirm(page, shopper);
  await page.goto(`/watch/${zenith.slug}`);
  await main(page).getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to Cart", { exact: true })).toBeVisible();
  await page.goto("/cart");
  await main(page).getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
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
  await main(page)
    .getByRole("button", { name: /^Pay \$/ })
    .click();
  await expect(page).toHaveURL(/\/pay\/test\/[\w-]+/);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?session_id=/);
  await expect(main(page).getByTestId("order-status")).toHaveText("Confirmed");
  const orderNumber = (await main(page).getByTestId("order-number").textContent())?.trim() ?? "";
  expect(orderNumber).toMatch(/^MZ-\d{6,}$/);

  // The order page carries the certificate: its PDF and its public check.
  await page.goto(`/account/orders/${orderNumber}`);
  const certificates = main(page).getByTestId("order-certificates");
  await expect(
    certificates.getByRole("link", { name: `Download the certificate of ${zenith.title} (PDF)` }),
  ).toBeVisible();
  const verifyLink = certificates.getByRole("link", { name: /^Verify online · / });
  const code = ((await verifyLink.textContent()) ?? "").replace(/^Verify online · /, "").trim();
  expect(code).toMatch(/^[0-9A-Z]{12}$/);
  await expect(verifyLink).toHaveAttribute("href", `/verify/${code}`);

  // So does the confirmation e-mail, whose PDF's QR (and printed link) encodes the verify address.
  const confirmation = (await outboxMessages(shopper.email)).find(
    (mail) => mail.kind === "order-confirmation",
  );
  expect(confirmation?.text).toContain(`/certificates/${code}.pdf`);
  const pdf = await page.request.get(`/certificates/${code}.pdf`, { timeout: 60_000 });
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const qrAddress = pdfText(await pdf.body()).match(/\((https?:\/\/[^()\s]+\/verify\/[0-9A-Z]{12})\)/)?.[1];
  expect(qrAddress).toBeTruthy();
  expect(new URL(qrAddress as string).pathname).toBe(`/verify/${code}`);

  // The verify page is plain HTML with no app in it: opened as a person scanning the QR would.
  const scanned = await page.context().newPage();
  const opened = await scanned.goto(qrAddress as string);
  expect(opened?.status()).toBe(200);
  await expect(scanned.getByRole("status")).toHaveText(
    /^The signature is valid: this is what Mizan certified on \d{1,2} \w+ \d{4}\.$/,
  );
  const facts = scanned.getByRole("main");
  await expect(facts.getByRole("heading", { level: 1 })).toContainText(code);
  await expect(facts.locator(".row").filter({ hasText: /^Reference/ })).toContainText(zenith.reference);
  await expect(facts.locator(".row").filter({ hasText: /^Serial, last 4 characters/ })).toContainText("2298");
  await expect(facts).not.toContainText("4417");
  await expect(facts.locator(".row").filter({ hasText: /^Movement timed/ })).toContainText("+1.5");

  // In Arabic, right to left, the shop named in Arabic.
  await scanned.getByRole("link", { name: "العربية" }).click();
  await expect(scanned.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(scanned.getByRole("status")).toContainText("التوقيع صحيح: هذا ما شهد به ميزان بتاريخ");
  await expect(scanned.getByRole("main")).toContainText(zenith.reference);
  await scanned.close();

  // The order page's own link opens the same page.
  await verifyLink.click();
  await expect(page).toHaveURL(new RegExp(`/verify/${code}$`));
  await expect(page.getByRole("status")).toContainText("The signature is valid");
});
