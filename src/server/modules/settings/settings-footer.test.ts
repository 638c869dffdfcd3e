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

describe("the storefront's footer follows the settings (issue 10)", () => {
  it("shows the saved contact address and only the profiles that are set, in the first HTML", async () => {
    const before = await footerOf("/watches");
    expect(before).toContain(`href="mailto:${defaultStoreContact.contactEmail}"`);
    expect(before).toContain(`href="${defaultStoreContact.social.youtube}"`);

    const { agent } = await t.signedInClient({ role: "admin" });
    const saved = await agent.call("/api/admin/settings", {
      method: "PUT",
      json: {
        usdToKwd: "0.31",
        shippingFee: "0",
        shipTo: "all",
        contactEmail: "concierge@mizan.example",
        social: { instagram: "https://www.instagram.com/mizan.new", x: null, facebook: null, youtube: null },
      },
    });
    expect(saved.status).toBe(200);

    for (const path of ["/", "/watches?lang=ar"]) {
      const footer = await footerOf(path);
      expect(footer).toContain('href="mailto:concierge@mizan.example"');
      expect(footer).toContain('href="https://www.instagram.com/mizan.new"');
      expect(footer).not.toContain(defaultStoreContact.social.youtube as string);
      expect(footer).not.toContain(defaultStoreContact.social.x as string);
    }
  });

  it("promises free shipping only while the fee is nil, in the header and the home page's promise", async () => {
    const page = async (path: string) => (await t.client().get(path)).text();
    expect(await page("/")).toContain("Free worldwide shipping");
    const { agent } = await t.signedInClient({ role: "admin" });
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
  });
});
