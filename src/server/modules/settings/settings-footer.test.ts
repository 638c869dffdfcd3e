import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultStoreContact } from "../../../shared/store-settings";
import { createTestApp, type TestApp } from "../../test/test-app";

/** The real browser and server bundles, built once for this file (a few seconds). */
const outRoot = mkdtempSync(join(tmpdir(), "mizan-settings-ssr-"));
let t: TestApp;

beforeAll(async () => {
  const configFile = resolve("vite.config.ts");
  // Built as `npm run build` builds them: vitest's NODE_ENV=test would select React's dev JSX.
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ configFile, logLevel: "silent", build: { outDir: join(outRoot, "web") } });
    await build({
      configFile,
      logLevel: "silent",
      build: { ssr: "entry-server.tsx", outDir: join(outRoot, "ssr") },
    });
  } finally {
    process.env.NODE_ENV = testEnv;
  }
  t = await createTestApp({}, { webRoot: join(outRoot, "web") });
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(outRoot, { recursive: true, force: true });
});

/** The server-rendered markup of a page, without the query state that follows it. */
async function footerOf(path: string): Promise<string> {
  const html = await (await t.client().get(path)).text();
  return html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
}

async function mainOf(path: string): Promise<string> {
  const html = await (await t.client().get(path)).text();
  return html.slice(html.indexOf("<main"), html.indexOf("<footer"));
}

describe("the storefront's footer follows the settings (issue 10)", () => {
  it("shows the saved contact details on the contact page and only the profiles that are set, in the first HTML", async () => {
    const before = await footerOf("/watches");
    expect(before).toContain('href="/contact"');
    expect(before).toContain(`href="${defaultStoreContact.social.youtube}"`);
    const contact = await mainOf("/contact");
    expect(contact).toContain(`href="mailto:${defaultStoreContact.contactEmail}"`);
    // Issue 13: a number that was never set is not shown.
    expect(contact).not.toContain('href="tel:');
    expect(contact).not.toContain("wa.me");

    const { agent } = await t.signedInClient({ role: "owner" });
    const saved = await agent.call("/api/admin/settings", {
      method: "PUT",
      json: {
        usdToKwd: "0.31",
        shippingFee: "0",
        shipTo: "all",
        contactEmail: "concierge@mizan.example",
        contactPhone: "+965 2222 3333",
        whatsapp: "+965 5555-1234",
        social: { instagram: "https://www.instagram.com/mizan.new", x: null, facebook: null, youtube: null },
      },
    });
    expect(saved.status).toBe(200);

    for (const path of ["/contact", "/contact?lang=ar"]) {
      const contact = await mainOf(path);
      expect(contact).toContain('href="mailto:concierge@mizan.example"');
      expect(contact).toContain('href="tel:+96522223333"');
      expect(contact).toContain("+965 2222 3333");
      expect(contact).toContain('href="https://wa.me/96555551234"');
    }
    for (const path of ["/", "/watches?lang=ar"]) {
      const footer = await footerOf(path);
      expect(footer).toContain('href="https://www.instagram.com/mizan.new"');
      expect(footer).not.toContain(defaultStoreContact.social.youtube as string);
      expect(footer).not.toContain(defaultStoreContact.social.x as string);
    }
  });

  it("promises free shipping only while the fee is nil, in the header and the home page's promise", async () => {
    const page = async (path: string) => (await t.client().get(path)).text();
    expect(await page("/")).toContain("Free worldwide shipping");
    const { agent } = await t.signedInClient({ role: "owner" });
    const saved = await agent.call("/api/admin/settings", {
      method: "PUT",
      json: {
        usdToKwd: "0.31",
        shippingFee: "25",
        shipTo: "all",
        contactEmail: "concierge@mizan.example",
        social: { instagram: null, x: null, facebook: null, youtube: null },
      },
    });
    expect(saved.status).toBe(200);
    const english = await page("/");
    expect(english).toContain("Insured worldwide shipping");
    expect(english).toContain("Insured Shipping");
    expect(english).not.toMatch(/Free (worldwide )?shipping/i);
    const arabic = await page("/?lang=ar");
    expect(arabic).toContain("شحن مؤمَّن إلى جميع أنحاء العالم");
    expect(arabic).not.toContain("شحن مجاني");
    // Issue 13: the shop's pages keep the same promise as the header.
    const shipping = await mainOf("/shipping-returns");
    expect(shipping).toContain("<strong>Insured.</strong>");
    expect(shipping).not.toMatch(/free of charge|Free insured/i);
    expect(await mainOf("/about?lang=ar")).not.toContain("مجاني");
  });

  it("promises free shipping on the shop's pages while the fee is nil (issue 13)", async () => {
    const { agent } = await t.signedInClient({ role: "owner" });
    await agent.call("/api/admin/settings", {
      method: "PUT",
      json: {
        usdToKwd: "0.31",
        shippingFee: "0",
        shipTo: "all",
        contactEmail: "concierge@mizan.example",
        social: { instagram: null, x: null, facebook: null, youtube: null },
      },
    });
    const shipping = await mainOf("/shipping-returns");
    expect(shipping).toContain("<strong>Free and insured.</strong>");
    expect(shipping).toContain("30 days of delivery");
    expect(await mainOf("/about?lang=ar")).toContain("شحن مجاني ومؤمَّن");
  });
});
