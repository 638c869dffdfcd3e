import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { startFakeWhatsApp } from "../src/server/test/fake-whatsapp";
import { expect, expectAccessible, newShopper, photo, signUpAndConfirm, test } from "./support";

// Issue 30, done when: a new shopper in Arabic at 375 px confirms a WhatsApp number, saves a search
// for "Rolex GMT" to hear of by e-mail and WhatsApp, and receives the alert on the (fake) WhatsApp
// when an admin lists one; a STOP reply ends the messages. The shop of the other specs sends no
// WhatsApp, so this one runs the build `npm start` made on a data folder of its own, with the
// Cloud API's local fake on 127.0.0.1.

const phone = { width: 375, height: 812 };
const number = "96550001234";

let fake: Awaited<ReturnType<typeof startFakeWhatsApp>>;
let server: ChildProcess;
let dataDir = "";
let base = "";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = await startFakeWhatsApp();
  dataDir = mkdtempSync(join(tmpdir(), "mizan-e2e-whatsapp-"));
  const port = await freePort();
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, ["--max-semi-space-size=64", "dist/server/main.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      WHATSAPP_TOKEN: fake.token,
      WHATSAPP_PHONE_NUMBER_ID: fake.phoneNumberId,
      WHATSAPP_APP_SECRET: fake.appSecret,
      WHATSAPP_VERIFY_TOKEN: "e2e-whatsapp-verify-token",
      WHATSAPP_API_BASE: fake.url,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await expect(async () => {
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  }).toPass({ timeout: 150_000, intervals: [500] });
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await fake?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** This shop's demo admin, signed in through its API as a browser would. */
async function adminApi(): Promise<APIRequestContext> {
  const { admin } = JSON.parse(readFileSync(join(dataDir, "demo-credentials.json"), "utf8"));
  const api = await playwrightRequest.newContext({ baseURL: base, extraHTTPHeaders: { origin: base } });
  expect((await api.post("/api/auth/sign-in/email", { data: admin })).status()).toBe(200);
  return api;
}

const sentTo = (template: string) => fake.sent.filter((m) => m.to === number && m.template === template);

test("a shopper in Arabic on a phone confirms a WhatsApp number, hears of a new Rolex GMT there, and stops it", async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: base, viewport: phone });
  const page = await context.newPage();
  const api = await adminApi();
  await signUpAndConfirm(page, newShopper(), api);

  // The number, then the code the shop sent to it on WhatsApp, typed back.
  await page.goto("/account/alerts?lang=ar");
  const card = page.getByTestId("whatsapp-number");
  await card.getByLabel("رقم واتساب الخاص بك").fill(`+${number}`);
  await card.getByRole("button", { name: "أرسل الرمز" }).click();
  await expect.poll(() => sentTo("number_confirmation").length).toBe(1);
  const [confirmation] = sentTo("number_confirmation");
  expect(confirmation?.language).toBe("ar");
  await card.getByLabel("الرمز").fill(confirmation?.values[0] ?? "");
  await card.getByRole("button", { name: "أكّد الرقم" }).click();
  await expect(card.getByText("تم التأكيد. تصل رسائل واتساب إلى")).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath("whatsapp-confirmed-ar-phone.png"), fullPage: true });

  // A search saved for e-mail and WhatsApp.
  await page.goto("/watches?lang=ar");
  await page.getByRole("searchbox").fill("Rolex GMT");
  await expect(page).toHaveURL(/q=Rolex/);
  await page.getByRole("button", { name: "احفظ البحث" }).click();
  const dialog = page.getByRole("dialog", { name: "احفظ هذا البحث" });
  await expect(dialog).toHaveAccessibleDescription(
    "سنراسلك بالبريد الإلكتروني عندما تصل ساعات جديدة تطابقه.",
  );
  await dialog.getByRole("radio", { name: "بالبريد الإلكتروني وواتساب" }).check();
  // The lead sentence follows the channels chosen (it said e-mail alone before).
  await expect(dialog).toHaveAccessibleDescription(
    "سنراسلك بالبريد الإلكتروني وعبر واتساب عندما تصل ساعات جديدة تطابقه.",
  );
  await page.screenshot({ path: testInfo.outputPath("whatsapp-save-dialog-ar-phone.png") });
  await dialog.getByRole("button", { name: "احفظ ونبّهني" }).click();
  await expect(page.getByText("حُفظ البحث", { exact: true })).toBeVisible();

  // The admin lists a Rolex GMT: the alert reaches the number, in Arabic, with the watch's link.
  const reference = `126710BLRO-${crypto.randomUUID().slice(0, 6)}`;
  const upload = await api.post("/api/admin/media", { multipart: { file: await photo() } });
  const { id: imageId } = (await upload.json()) as { id: string };
  const made = await api.post("/api/admin/listings", {
    data: {
      brand: "Rolex",
      model: "GMT-Master II",
      reference,
      price: "21500",
      specifications: { condition: "excellent" },
      imageIds: [imageId],
    },
  });
  expect(made.status()).toBe(201);
  const { slug } = (await made.json()) as { slug: string };
  await expect.poll(() => sentTo("search_alert").length, { timeout: 20_000 }).toBe(1);
  const [alert] = sentTo("search_alert");
  expect(alert?.language).toBe("ar");
  expect(alert?.values.join(" ")).toContain(reference);
  expect(alert?.values.at(-1)).toContain(`${slug}?lang=ar`);

  // "إيقاف" sent back: the webhook (signed as Meta signs) ends the messages, and the page says so.
  const stop = fake.replyDelivery(number, "إيقاف");
  const delivered = await fetch(`${base}/api/whatsapp/webhook`, {
    method: "POST",
    headers: stop.headers,
    body: stop.body,
  });
  expect(delivered.status).toBe(200);
  await page.goto("/account/alerts?lang=ar");
  await expect(page.getByTestId("whatsapp-number").getByText("رددت بكلمة STOP")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("whatsapp-stopped-ar-phone.png"), fullPage: true });
  await api.dispose();
  await context.close();
});
