import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCategory, createListing } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createCategory(t.db, { name: "Sport Seo", slug: "sport-seo" });
  await createCategory(t.db, { name: "Retired Seo", slug: "retired-seo", isActive: false });
  await createListing(t.db, {
    slug: "rolex-seo",
    updatedAt: new Date("2026-03-01T10:00:00.000Z"),
  });
  await createListing(t.db, { slug: "hidden-seo", isActive: false });
});
afterAll(() => t.close());

describe("sitemap.xml", () => {
  it("lists home, the collection, active categories and active watches with their last change", async () => {
    const response = await t.client().get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(
      expect.arrayContaining([
        "http://localhost:3000/",
        "http://localhost:3000/watches",
        "http://localhost:3000/watches?category=sport-seo",
        "http://localhost:3000/watch/rolex-seo",
        "http://localhost:3000/contact",
        "http://localhost:3000/shipping-returns",
        "http://localhost:3000/privacy",
      ]),
    );
    expect(locations).not.toContain("http://localhost:3000/watch/hidden-seo");
    expect(locations).not.toContain("http://localhost:3000/watches?category=retired-seo");
    expect(xml).toContain(
      "<loc>http://localhost:3000/watch/rolex-seo</loc>\n    <lastmod>2026-03-01T10:00:00.000Z</lastmod>",
    );
  });
});

describe("robots.txt", () => {
  it("allows the shop, keeps private areas out and points to the sitemap", async () => {
    const response = await t.client().get("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin",
        "Disallow: /account",
        "Disallow: /cart",
        "Disallow: /checkout",
        "Disallow: /api/",
        "Sitemap: http://localhost:3000/sitemap.xml",
      ]),
    );
  });
});
