import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  request as playwrightRequest,
} from "@playwright/test";
import sharp from "sharp";
import { baseURL, e2eDataDir } from "../playwright.config";

export { expect };

/**
 * The page's `goto` and `reload` resolve once the app is live (`<html data-live>`): a
 * server-rendered page shows before its JavaScript has arrived, and a person does not act in the
 * very millisecond it appears.
 */
function resolveWhenLive(page: Page): Page {
  const untilLive =
    <Args extends unknown[], Result>(navigate: (...args: Args) => Promise<Result>) =>
    async (...args: Args) => {
      const response = await navigate(...args);
      await page.locator("html[data-live]").waitFor({ state: "attached" });
      return response;
    };
  page.goto = untilLive(page.goto.bind(page));
  page.reload = untilLive(page.reload.bind(page));
  return page;
}

/**
 * Issue 28: what a browser wrote to its console as an error, and the page's uncaught errors (React's
 * hydration mismatches among them). The browser's own line for an answer that is not 2xx is left
 * out: tests provoke refusals on purpose, and the page's handling of them is what they assert. So is
 * a script refused inside a sandboxed `srcdoc` frame (the outbox's e-mail preview): refusing it is
 * the sandbox's job, and the script is Playwright's own trace recorder reaching into the frame,
 * which it does only when a snapshot falls on the frame's first moment (seen in a full CI run).
 */
function consoleErrorsOf(context: BrowserContext, allowed: readonly RegExp[]): string[] {
  const errors: string[] = [];
  const keep = (text: string) => {
    if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
  };
  context.on("console", (message) => {
    if (message.type() !== "error" || message.text().startsWith("Failed to load resource")) return;
    const sandboxed = message.location().url === "about:srcdoc";
    if (sandboxed && message.text().startsWith("Blocked script execution in 'about:srcdoc'")) return;
    keep(message.text());
  });
  context.on("weberror", (error) => keep(error.error().message));
  return errors;
}

/** A test fails on a console error it did not expect, once its pages are closed. */
async function withoutConsoleErrors(
  context: BrowserContext,
  allowed: readonly RegExp[],
  use: () => Promise<void>,
) {
  const errors = consoleErrorsOf(context, allowed);
  await use();
  expect(errors, "errors written to the browser's console").toEqual([]);
}

/**
 * Playwright's `test` with pages that wait for the app, and pages signed in as the demo admin or
 * the demo customer beside the shopper's; every one of them fails the test on an unexpected
 * console error (`allowedConsoleErrors` names the ones a test provokes).
 */
/** A private address of the test's own, the same on its retry. */
function addressOf(testId: string): string {
  const [a = 0, b = 0, c = 0] = createHash("sha256").update(testId).digest();
  return `10.${a}.${b}.${c}`;
}

export const test = base.extend<{ adminPage: Page; customerPage: Page; allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  /**
   * Each test's shopper comes from an address of their own, as shoppers do, through the loopback
   * proxy the server trusts (playwright.config.ts): sign-up is limited to 20 an hour per address,
   * and the suite signs up more shoppers than that from one machine.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": addressOf(testInfo.testId) });
  },
  context: async ({ context, allowedConsoleErrors }, use) => {
    await withoutConsoleErrors(context, allowedConsoleErrors, () => use(context));
  },
  page: async ({ page }, use) => {
    await use(resolveWhenLive(page));
  },
  /** A second browser, signed in as the demo admin (once per worker, see signInOnce). */
  adminPage: async ({ browser, allowedConsoleErrors }, use) => {
    const context = await browser.newContext({ baseURL, storageState: await signInOnce("admin") });
    await withoutConsoleErrors(context, allowedConsoleErrors, async () =>
      use(resolveWhenLive(await context.newPage())),
    );
    await context.close();
  },
  /**
   * A browser signed in as the demo customer, for a test that reads the tools and writes nothing of
   * its own: sign-up is limited per address (20 an hour), and every test signing up spends it.
   */
  customerPage: async ({ browser, allowedConsoleErrors }, use) => {
    const context = await browser.newContext({ baseURL, storageState: await signInOnce("customer") });
    await withoutConsoleErrors(context, allowedConsoleErrors, async () =>
      use(resolveWhenLive(await context.newPage())),
    );
    await context.close();
  },
});

interface Credentials {
  email: string;
  password: string;
}

/** The demo accounts the server's first start seeded into its data directory. */
export function demoCredentials(): { admin: Credentials; customer: Credentials } {
  return JSON.parse(readFileSync(join(e2eDataDir, "demo-credentials.json"), "utf8"));
}

/** A unique shopper for one test, so specs can run in parallel. */
export function newShopper() {
  const id = crypto.randomUUID().slice(0, 8);
  return {
    firstName: "Noura",
    lastName: "Al-Fahad",
    email: `noura.${id}@example.com`,
    password: `Watch-${id}`,
  };
}

type StorageState = Awaited<ReturnType<APIRequestContext["storageState"]>>;
const sessions = new Map<"admin" | "customer", Promise<StorageState>>();

/** Each demo account signs in once per worker: sign-in is rate-limited per e-mail, as for anyone. */
function signInOnce(who: "admin" | "customer"): Promise<StorageState> {
  const known = sessions.get(who);
  if (known) return known;
  const session = (async () => {
    const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
    const response = await api.post("/api/auth/sign-in/email", { data: demoCredentials()[who] });
    expect(response.status()).toBe(200);
    const state = await api.storageState();
    await api.dispose();
    return state;
  })().catch((error: unknown) => {
    sessions.delete(who);
    throw error;
  });
  sessions.set(who, session);
  return session;
}

/** An API client signed in as the demo admin, sending our own origin as a browser would. */
export async function adminApi(): Promise<APIRequestContext> {
  const storageState = await signInOnce("admin");
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL }, storageState });
}

/** The e-mails the shop sent (or, offline, kept) to `email`, read from the outbox as an admin. */
export async function outboxMessages(
  email: string,
): Promise<{ kind: string; subject: string; text: string }[]> {
  const api = await adminApi();
  const response = await api.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as {
    messages: { kind: string; subject: string; text: string }[];
  };
  await api.dispose();
  return messages;
}

/**
 * Opens the confirmation link the shop e-mailed (read from the outbox as an admin: `admin`, else
 * the shared shop's).
 */
export async function confirmEmail(page: Page, email: string, admin?: APIRequestContext): Promise<void> {
  const api = admin ?? (await adminApi());
  let link: string | undefined;
  await expect(async () => {
    const response = await api.get(`/api/admin/outbox?to=${encodeURIComponent(email)}`);
    const { messages } = (await response.json()) as { messages: { kind: string; text: string }[] };
    link = messages.find((m) => m.kind === "verify-email")?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  if (!admin) await api.dispose();
  await page.goto(link as string);
}

/** Signs up on /register and opens the confirmation link the shop e-mailed; lands on /account. */
export async function signUpAndConfirm(
  page: Page,
  shopper: ReturnType<typeof newShopper>,
  admin?: APIRequestContext,
): Promise<void> {
  await page.goto("/register");
  const form = page.getByRole("tabpanel");
  await form.getByLabel("First Name").fill(shopper.firstName);
  await form.getByLabel("Last Name").fill(shopper.lastName);
  await form.getByLabel("Email").fill(shopper.email);
  await form.getByLabel("Password", { exact: true }).fill(shopper.password);
  await form.getByLabel("Confirm Password").fill(shopper.password);
  await form.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page.getByText("Account created!")).toBeVisible();
  await confirmEmail(page, shopper.email, admin);
  await expect(page).toHaveURL(/\/account/);
}

/** No serious or critical accessibility violation on the page as it stands. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/** A form dialog or a confirmation (role alertdialog). */
export const dialog = (page: Page) => page.getByRole("dialog").or(page.getByRole("alertdialog"));

/**
 * Toasts sit bottom-right, over a wide table's row actions: a person closes them (or waits for
 * them to go) to reach those. A toast may leave while it is being clicked, so each try is short.
 */
export async function dismissToasts(page: Page) {
  const close = page.getByRole("button", { name: "Close toast" });
  await expect(async () => {
    if ((await close.count()) > 0)
      await close
        .first()
        .click({ timeout: 1_000 })
        .catch(() => undefined);
    expect(await close.count()).toBe(0);
  }).toPass({ timeout: 20_000 });
}

/** A photo of a watch to upload, as a file chooser takes it. */
export async function photo() {
  const buffer = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#30405a" } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name: "stock-photo.jpg", mimeType: "image/jpeg", buffer };
}

/** A listing of the shop's, made through the admin API with one photo; answers its slug. */
export async function createListing(fields: {
  brand: string;
  model: string;
  reference: string;
  price: string;
}) {
  const api = await adminApi();
  const upload = await api.post("/api/admin/media", { multipart: { file: await photo() } });
  const { id: imageId } = (await upload.json()) as { id: string };
  const made = await api.post("/api/admin/listings", {
    data: { ...fields, specifications: { condition: "excellent" }, imageIds: [imageId] },
  });
  expect(made.status()).toBe(201);
  const { slug, id } = (await made.json()) as { slug: string; id: string };
  await api.dispose();
  createdListings.set(slug, id);
  return slug;
}

/** The listings this worker's specs made, by slug, to take them away again (removeListing). */
const createdListings = new Map<string, string>();

/**
 * Takes a listing a spec made out of the shop again (deleted, or withdrawn once in an order), so
 * the collection the other specs count is the demo shop's.
 */
export async function removeListing(slug: string) {
  const id = createdListings.get(slug);
  if (!id) throw new Error(`no listing ${slug} was made by this worker`);
  const api = await adminApi();
  expect((await api.delete(`/api/admin/listings/${id}`)).ok()).toBe(true);
  await api.dispose();
  createdListings.delete(slug);
}

/**
 * A guest buys the watch at `slug` through the TEST checkout, delivered in Kuwait; answers the
 * order number the success page shows.
 */
export async function buyAsGuest(page: Page, slug: string, email: string): Promise<string> {
  const main = page.getByRole("main");
  await page.goto(`/watch/${slug}`);
  await main.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText("Added to Cart", { exact: true })).toBeVisible();
  await page.goto("/cart");
  await main.getByLabel("Email Address", { exact: true }).fill(email);
  await main.getByRole("button", { name: "Proceed to Checkout" }).click();
  const address = {
    "Full Name": "Yousef Al-Sabah",
    Phone: "+965 5555 9876",
    City: "Kuwait City",
    Area: "Salmiya",
    Block: "4",
    Street: "Baghdad Street",
    "House / Building": "7",
  };
  for (const [label, value] of Object.entries(address))
    await main.getByLabel(label, { exact: true }).fill(value);
  await main.getByRole("button", { name: /^Pay \$/ }).click();
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(main.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  return (await main.getByTestId("order-number").textContent())?.trim() ?? "";
}
