import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaDto } from "../../../shared/media";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * Issue 25: a reseller's inventory and portfolio photos are theirs alone. Anyone else, signed in
 * or not, gets exactly the answer for a photo that does not exist; the shop's listing photos stay
 * public and cached for good.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Agent = ReturnType<TestApp["client"]>;

async function upload(
  agent: Agent,
  path: "/api/me/media" | "/api/me/analysis/photos" | "/api/admin/media",
): Promise<MediaDto> {
  const bytes = await sharp({
    create: { width: 700, height: 500, channels: 3, background: { r: 120, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "watch.jpg");
  const response = await agent.call(path, { method: "POST", body: form });
  expect(response.status).toBe(201);
  return (await response.json()) as MediaDto;
}

/** What a caller is answered for a URL: status, cache headers and the body as text. */
async function fetchAs(agent: Agent, url: string, headers: Record<string, string> = {}) {
  const response = await agent.call(url, { headers });
  return {
    status: response.status,
    cacheControl: response.headers.get("cache-control"),
    vary: response.headers.get("vary"),
    etag: response.headers.get("etag"),
    body: await response.text(),
  };
}

const urlsOf = (image: MediaDto) => image.variants.map((variant) => variant.url);

describe("a reseller's own photos (POST /api/me/media)", () => {
  it("are served to their owner only, privately, and never from a shared cache", async () => {
    const owner = await t.signedInClient();
    const image = await upload(owner.agent, "/api/me/media");
    expect(urlsOf(image)).toHaveLength(3);
    for (const url of urlsOf(image)) {
      const seen = await fetchAs(owner.agent, url);
      expect(seen.status).toBe(200);
      expect(seen.cacheControl).toMatch(/^private\b/);
      expect(seen.cacheControl).not.toMatch(/public|immutable/);
      expect(seen.vary).toMatch(/cookie/i);
      // The owner's browser revalidates rather than keeping it past a sign-out.
      const again = await fetchAs(owner.agent, url, { "If-None-Match": seen.etag ?? "" });
      expect(again).toMatchObject({ status: 304, cacheControl: seen.cacheControl });
    }
  });

  it.each([
    ["an inventory or portfolio photo", "/api/me/media"],
    ["a photo to analyse", "/api/me/analysis/photos"],
  ] as const)(
    "read as missing to another reseller, a customer and a visitor: 404, never 403 (%s)",
    async (_name, path) => {
      const owner = await t.signedInClient();
      const image = await upload(owner.agent, path);
      const nowhere = `/media/${crypto.randomUUID()}/320.webp`;
      const others: Agent[] = [(await t.signedInClient()).agent, t.client()];
      const missing = await fetchAs(t.client(), nowhere);
      expect(missing.status).toBe(404);
      for (const agent of others) {
        for (const url of urlsOf(image)) {
          const seen = await fetchAs(agent, url);
          // Word for word the answer for a photo that does not exist, and kept by no cache, so the
          // owner behind the same proxy is not answered with it.
          expect(seen).toEqual({ ...missing, cacheControl: "no-store" });
          // Knowing the ETag (a shared computer's cache) is no way in either.
          const owned = await fetchAs(owner.agent, url);
          expect((await fetchAs(agent, url, { "If-None-Match": owned.etag ?? "" })).status).toBe(404);
        }
      }
    },
  );

  it("stay private once attached to an inventory item and a portfolio watch", async () => {
    const owner = await t.signedInClient();
    const forInventory = await upload(owner.agent, "/api/me/media");
    const forPortfolio = await upload(owner.agent, "/api/me/media");
    const item = await owner.agent.post("/api/me/inventory", {
      make: "Rolex",
      model: "Datejust",
      buyingPrice: "3,100.500",
      imageMediaId: forInventory.id,
    });
    expect(item.status, await item.clone().text()).toBe(201);
    const watch = await owner.agent.post("/api/me/portfolio", {
      brand: "Omega",
      model: "Seamaster",
      source: "manual_entry",
      imageMediaId: forPortfolio.id,
    });
    expect(watch.status, await watch.clone().text()).toBe(201);
    for (const url of [forInventory.url, forPortfolio.url]) {
      expect((await fetchAs(owner.agent, url)).status).toBe(200);
      expect((await fetchAs(t.client(), url)).status).toBe(404);
    }
  });

  it("cannot be made public by staff naming one on a listing", async () => {
    const owner = await t.signedInClient();
    const image = await upload(owner.agent, "/api/me/media");
    const { agent: admin } = await t.signedInClient({ role: "owner" });
    const response = await admin.post("/api/admin/listings", {
      brand: "Rolex",
      model: "Datejust",
      reference: "126334",
      price: "12000.00",
      specifications: { condition: "excellent" },
      imageIds: [image.id],
    });
    expect(response.status, await response.clone().text()).toBe(400);
    expect((await fetchAs(t.client(), image.url)).status).toBe(404);
  });
});

describe("the shop's photos (POST /api/admin/media)", () => {
  it("stay public and immutable for everyone", async () => {
    const { agent: admin } = await t.signedInClient({ role: "owner" });
    const image = await upload(admin, "/api/admin/media");
    for (const url of urlsOf(image)) {
      const seen = await fetchAs(t.client(), url);
      expect(seen.status).toBe(200);
      expect(seen.cacheControl).toBe("public, max-age=31536000, immutable");
    }
  });
});
