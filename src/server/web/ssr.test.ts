import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { eq } from "drizzle-orm";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { firstTapScript } from "../../shared/first-tap";
import { formatMonthRange } from "../../shared/month-range";
import { listings, settings } from "../db/schema";
import { createCatalogReader } from "../modules/catalog/catalog-reader";
import { recordObservations } from "../modules/market/market-observations.service";
import { createMarketPositions } from "../modules/market/market-position.service";
import { createContentPages } from "../modules/pages/content-pages.service";
import { readStoreInfo } from "../modules/site/store-info";
import { addListingImage, createCategory, createListing } from "../test/factories";
import { createTestApp, type TestApp } from "../test/test-app";
import { spaRoutes } from "./spa";
import { lazyRenderer } from "./ssr";

/** The real browser and server bundles, built once for this file (a few seconds). */
const outRoot = mkdtempSync(join(tmpdir(), "mizan-ssr-"));
const webRoot = join(outRoot, "web");
let t: TestApp;
const slugs = {
  sub: "rolex-submariner-ssr",
  hidden: "rolex-hidden-ssr",
  tricky: "tricky-ssr",
  dress: "cartier-ssr",
  reserved: "omega-reserved-ssr",
  speedmaster: "omega-speedmaster-ssr",
};
/** When the checkout holding the reserved watch lets go: 21:35 on 27 November in Kuwait. */
const reservedUntil = new Date("2026-11-27T18:35:00Z");

beforeAll(async () => {
  const configFile = resolve("vite.config.ts");
  // Built as `npm run build` builds them: vitest's NODE_ENV=test would select React's dev JSX.
  const testEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ configFile, logLevel: "silent", build: { outDir: webRoot } });
    await build({
      configFile,
      logLevel: "silent",
      build: { ssr: "entry-server.tsx", outDir: join(outRoot, "ssr") },
    });
  } finally {
    process.env.NODE_ENV = testEnv;
  }
  t = await createTestApp({}, { webRoot });
  const sport = await createCategory(t.db, { name: "Sport SSR", slug: "sport-ssr" });
  const dress = await createCategory(t.db, { name: "Dress SSR", slug: "dress-ssr" });
  const sub = await createListing(t.db, {
    title: "Rolex Submariner Date SSR",
    slug: slugs.sub,
    brand: "Rolex",
    model: "Submariner Date",
    reference: "126610LN",
    priceCents: 14_500_00,
    categoryId: sport.id,
    isFeatured: true,
    description: "<h2>Rolex</h2><p>Box &amp; papers, serviced.</p>",
    specifications: { condition: "excellent" },
  });
  await addListingImage(t.db, sub.id, 0);
  await createListing(t.db, {
    title: "Cartier Tank SSR",
    slug: slugs.dress,
    brand: "Cartier",
    priceCents: 3_000_00,
    categoryId: dress.id,
  });
  await createListing(t.db, {
    title: "Omega Speedmaster SSR",
    slug: slugs.speedmaster,
    brand: "Omega",
    priceCents: 6_200_00,
    specifications: {
      condition: "excellent",
      bezelType: "Fixed, black aluminium with tachymeter scale",
      warranty: "Omega warranty until 2027",
      dialColor: "Black, stepped",
      movement: "Automatic",
      caseBack: "Hesalite sandwich",
    },
    specificationsAr: { bezelType: "ثابت، من الألمنيوم الأسود بمقياس سرعة", warranty: "ضمان Omega حتى 2027" },
  });
  await createListing(t.db, { title: "Rolex Hidden SSR", slug: slugs.hidden, isActive: false });
  await createListing(t.db, {
    title: "Omega Speedmaster Reserved SSR",
    slug: slugs.reserved,
    brand: "Omega",
    priceCents: 7_000_00,
    categoryId: dress.id,
    stock: 0,
    reservedUntil,
  });
  await createListing(t.db, {
    title: "Tricky </script><script>alert(1)</script> SSR",
    slug: slugs.tricky,
    brand: "Tricky",
    priceCents: 2_000_00,
    categoryId: dress.id,
  });
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(outRoot, { recursive: true, force: true });
});

function headOf(html: string): string {
  return html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
}

function rootOf(html: string): string {
  return html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
}

function jsonScripts(html: string, type: string): unknown[] {
  const pattern = new RegExp(`<script type="${type}"[^>]*>([\\s\\S]*?)</script>`, "g");
  return [...html.matchAll(pattern)].map((match) => JSON.parse(match[1] ?? ""));
}

describe("server-rendered storefront", () => {
  it("shows a watch's Arabic specification values on the Arabic page, and the English only where none exists, isolated", async () => {
    // React separates adjacent text with comments; the reader sees none.
    const text = async (url: string) =>
      rootOf(await (await t.client().get(url)).text()).replaceAll("<!-- -->", "");
    const arabic = await text(`/watch/${slugs.speedmaster}?lang=ar`);
    expect(arabic).toContain("ثابت، من الألمنيوم الأسود بمقياس سرعة");
    expect(arabic).toContain("ضمان <bdi>Omega</bdi> حتى <bdi>2027</bdi>");
    expect(arabic).not.toMatch(/tachymeter|Omega warranty/);
    // No Arabic for it: the dictionary's words, and the rest as written, isolated.
    expect(arabic).toContain("أسود، <bdi>stepped</bdi>");
    expect(arabic).toContain("أوتوماتيكية");
    expect(arabic).toContain("<bdi>Hesalite sandwich</bdi>");

    const english = await text(`/watch/${slugs.speedmaster}?lang=en`);
    expect(english).toContain("Fixed, black aluminium with tachymeter scale");
    expect(english).toContain("Omega warranty until 2027");
    expect(english).not.toContain("الألمنيوم");
  });

  it("renders a watch page with its content, head tags and structured data in the first HTML", async () => {
    const response = await t.client().get(`/watch/${slugs.sub}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    const head = headOf(html);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(rootOf(html)).toContain("Rolex Submariner Date SSR");
    expect(rootOf(html)).toContain("$14,500.00");

    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain("<title>Rolex Submariner Date SSR");
    expect(head).toContain(`<link rel="canonical" href="http://localhost:3000/watch/${slugs.sub}"`);
    expect(head).toContain(`hreflang="ar" href="http://localhost:3000/watch/${slugs.sub}?lang=ar"`);
    expect(head).toContain(`hreflang="en" href="http://localhost:3000/watch/${slugs.sub}?lang=en"`);
    expect(head).toContain(`hreflang="x-default" href="http://localhost:3000/watch/${slugs.sub}"`);
    expect(head).toContain('<meta property="og:type" content="product"');
    expect(head).toContain('<meta property="og:locale" content="en_US"');
    expect(head).toContain('<meta property="og:locale:alternate" content="ar_KW"');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(head).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/media\/[^"]+\.webp"/);
    expect(head).toMatch(/<meta property="og:title" content="Rolex Submariner Date SSR/);
    // React preloads the gallery's first image, so it starts before any script runs.
    expect(head).toMatch(/<link rel="preload" as="image" imageSrcSet="\/media\//);

    const [product, breadcrumbs] = jsonScripts(head, "application/ld\\+json");
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Rolex Submariner Date SSR",
      brand: { "@type": "Brand", name: "Rolex" },
      sku: "126610LN",
      description: "Rolex Box & papers, serviced.",
      offers: {
        "@type": "Offer",
        price: "14500.00",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/UsedCondition",
        url: `http://localhost:3000/watch/${slugs.sub}`,
        // issue 13: the free shipping and 30-day returns the page claims, as Google reads them.
        shippingDetails: {
          "@type": "OfferShippingDetails",
          shippingRate: { "@type": "MonetaryAmount", value: "0.00", currency: "USD" },
          shippingDestination: [{ "@type": "DefinedRegion", addressCountry: "KW" }],
          deliveryTime: {
            "@type": "ShippingDeliveryTime",
            handlingTime: { "@type": "QuantitativeValue", minValue: 2, maxValue: 3, unitCode: "DAY" },
            transitTime: { "@type": "QuantitativeValue", minValue: 1, maxValue: 4, unitCode: "DAY" },
          },
        },
        hasMerchantReturnPolicy: {
          "@type": "MerchantReturnPolicy",
          applicableCountry: ["KW"],
          returnPolicyCountry: "KW",
          returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
          merchantReturnDays: 30,
          returnMethod: "https://schema.org/ReturnByMail",
          returnFees: "https://schema.org/FreeReturn",
        },
      },
    });
    expect((product as { image: string[] }).image[0]).toMatch(/^http:\/\/localhost:3000\/media\//);
    expect(breadcrumbs).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "http://localhost:3000/" },
        { "@type": "ListItem", position: 2, name: "Watch Collection", item: "http://localhost:3000/watches" },
        {
          "@type": "ListItem",
          position: 3,
          name: "Sport SSR",
          item: "http://localhost:3000/watches?category=sport-ssr",
        },
        {
          "@type": "ListItem",
          position: 4,
          name: "Rolex Submariner Date SSR",
          item: `http://localhost:3000/watch/${slugs.sub}`,
        },
      ],
    });
  });

  it("offers a watch with the settings' shipping fee to the countries the shop ships to", async () => {
    await t.db.insert(settings).values([
      { key: "shipping_fee_cents", value: 25_00 },
      { key: "ship_to_countries", value: ["KW", "SA"] },
    ]);
    try {
      const html = await (await t.client().get(`/watch/${slugs.sub}?lang=ar`)).text();
      const [product, breadcrumbs] = jsonScripts(headOf(html), "application/ld\\+json") as {
        offers: { shippingDetails: object; hasMerchantReturnPolicy: object };
        itemListElement: { name: string }[];
      }[];
      expect(product?.offers.shippingDetails).toMatchObject({
        shippingRate: { value: "25.00", currency: "USD" },
        shippingDestination: [
          { "@type": "DefinedRegion", addressCountry: "KW" },
          { "@type": "DefinedRegion", addressCountry: "SA" },
        ],
      });
      expect(product?.offers.hasMerchantReturnPolicy).toMatchObject({ applicableCountry: ["KW", "SA"] });
      // The trail is in the page's language.
      expect(breadcrumbs?.itemListElement.map((step) => step.name).slice(0, 2)).toEqual([
        "الرئيسية",
        "مجموعة الساعات",
      ]);
    } finally {
      await t.db.delete(settings);
    }
  });

  it("hands the query cache to the browser in a JSON script, never an executable one", async () => {
    const response = await t.client().get(`/watch/${slugs.sub}`);
    const html = await response.text();
    const [state] = jsonScripts(html, "application/json") as {
      queries: { queryKey: unknown[]; state: { data: unknown; status: string } }[];
    }[];
    const detail = state?.queries.find(
      (query) => JSON.stringify(query.queryKey) === `["listings","detail","${slugs.sub}"]`,
    );
    expect(detail?.state).toMatchObject({
      status: "success",
      data: { slug: slugs.sub, priceCents: 14_500_00 },
    });
    // The built module script and JSON data, and one inline script: the first-tap keeper
    // (decision 014), which the CSP allows by its hash and nothing else.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    const inline = scripts.filter(([, attributes]) => attributes === "").map(([, , text]) => text);
    expect(inline).toEqual([firstTapScript]);
    for (const [, attributes] of scripts.filter(([, attributes]) => attributes !== ""))
      expect(attributes).toMatch(/type="(module|application\/json|application\/ld\+json)"/);
    const hash = createHash("sha256").update(firstTapScript).digest("base64");
    expect(response.headers.get("content-security-policy")).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  it("keeps a title that contains </script> inside its JSON", async () => {
    const html = await (await t.client().get(`/watch/${slugs.tricky}`)).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    const [product] = jsonScripts(headOf(html), "application/ld\\+json");
    expect(product).toMatchObject({ name: "Tricky </script><script>alert(1)</script> SSR" });
    const [state] = jsonScripts(html, "application/json");
    expect(JSON.stringify(state)).toContain("Tricky </script><script>alert(1)</script> SSR");
  });

  it("renders in the shopper's language: ?lang, then the cookie, then Accept-Language", async () => {
    const byQuery = await t.client().get(`/watch/${slugs.sub}?lang=ar`);
    const html = await byQuery.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(headOf(html)).toContain('<meta property="og:locale" content="ar_KW"');
    expect(headOf(html)).toContain(
      `<link rel="canonical" href="http://localhost:3000/watch/${slugs.sub}?lang=ar"`,
    );
    expect(headOf(html)).toContain("<title>Rolex Submariner Date SSR · ميزان</title>");
    expect(byQuery.headers.get("set-cookie")).toContain("lang=ar");

    const byCookie = await t.client().call("/watches", { headers: { cookie: "lang=ar" } });
    expect(await byCookie.text()).toContain('<html lang="ar" dir="rtl">');
    const byHeader = await t
      .client()
      .call("/", { headers: { "accept-language": "ar-KW,ar;q=0.9,en;q=0.5" } });
    expect(await byHeader.text()).toContain('<html lang="ar" dir="rtl">');
    const cookieBeatsHeader = await t.client().call("/", {
      headers: { cookie: "lang=en", "accept-language": "ar" },
    });
    expect(await cookieBeatsHeader.text()).toContain('<html lang="en" dir="ltr">');
  });

  it("renders prices in the shopper's currency: the cookie's choice, else the browser's region; structured data keeps USD (issue 30)", async () => {
    // $14,500.00 × 3.75 = 54,375.00 riyals; × 0.376 = 5,452.000 Bahraini dinars.
    const chosen = await t.client().call(`/watch/${slugs.sub}?lang=ar`, {
      headers: { cookie: "currency=SAR", "accept-language": "ar-BH" },
    });
    const html = await chosen.text();
    expect(rootOf(html)).toContain("54,375.00 ر.س");
    expect(rootOf(html)).not.toContain("$14,500.00");
    expect(html).toContain('<body data-currency="SAR" data-currency-guess="BHD">');
    const [product] = jsonScripts(headOf(html), "application/ld\\+json") as { offers: object }[];
    expect(product?.offers).toMatchObject({ price: "14500.00", priceCurrency: "USD" });
    expect(headOf(html)).toMatch(/<meta name="description" content="[^"]*\$14,500\.00/);

    const guessed = await (
      await t.client().call(`/watch/${slugs.sub}`, { headers: { "accept-language": "ar-BH,ar;q=0.9" } })
    ).text();
    // An Arabic browser reads the page in Arabic, its dinar written د.ب, still in Latin digits.
    expect(rootOf(guessed)).toContain("5,452.000 د.ب");
    expect(guessed).toContain('<body data-currency="" data-currency-guess="BHD">');

    // A currency without a current rate (no euro before the first fetch) shows dollars.
    const euro = await (
      await t.client().call(`/watch/${slugs.sub}`, { headers: { cookie: "currency=EUR" } })
    ).text();
    expect(rootOf(euro)).toContain("$14,500.00");
    const plain = await (await t.client().get(`/watch/${slugs.sub}`)).text();
    expect(plain).toContain('<body data-currency="" data-currency-guess="">');
  });

  it("never mixes languages between renders running at the same time", async () => {
    const languages = Array.from({ length: 12 }, (_, index) => (index % 2 === 0 ? "en" : "ar"));
    const pages = await Promise.all(
      languages.map(async (language) => (await t.client().get(`/watches?lang=${language}`)).text()),
    );
    for (const [index, html] of pages.entries()) {
      const language = languages[index];
      expect(html).toContain(`<html lang="${language}" dir="${language === "ar" ? "rtl" : "ltr"}">`);
      expect(headOf(html)).toContain(language === "ar" ? "مجموعة الساعات" : "Watch Collection");
      expect(rootOf(html)).toContain(language === "ar" ? "مجموعة الساعات" : "Watch Collection");
    }
  });

  it("renders the filtered collection with only active watches and a canonical URL of its category", async () => {
    const html = await (await t.client().get("/watches?category=dress-ssr&sort=price-high&lang=en")).text();
    const root = rootOf(html);
    expect(root).toContain(`href="/watch/${slugs.dress}"`);
    expect(root).not.toContain(`href="/watch/${slugs.sub}"`);
    expect(root).not.toContain(`href="/watch/${slugs.hidden}"`);
    expect(headOf(html)).toContain(
      '<link rel="canonical" href="http://localhost:3000/watches?category=dress-ssr&amp;lang=en"',
    );
    const all = rootOf(await (await t.client().get("/watches")).text());
    expect(all).toContain(`href="/watch/${slugs.sub}"`);
    expect(all).not.toContain(`href="/watch/${slugs.hidden}"`);
  });

  it("renders the facets and the results of the URL's facet choices (issue 13)", async () => {
    const html = await (await t.client().get("/watches?brand=cartier,omega&lang=en")).text();
    const root = rootOf(html);
    expect(root).toContain(`href="/watch/${slugs.dress}"`);
    expect(root).not.toContain(`href="/watch/${slugs.sub}"`);
    expect(root).toMatch(/<legend[^>]*>Brand<\/legend>/);
    // Rolex is offered beside the chosen Cartier, ticked; Rolex is not.
    expect(root).toMatch(/<input type="checkbox"[^>]*checked=""[^>]*\/>\s*<span[^>]*><bdi>Cartier<\/bdi>/);
    expect(root).toMatch(/<input type="checkbox"[^>]*\/><span[^>]*><bdi>Rolex<\/bdi>/);
    expect(headOf(html)).toContain('<link rel="canonical" href="http://localhost:3000/watches?lang=en"');
  });

  it("renders the home page with the featured watches", async () => {
    const html = await (await t.client().get("/")).text();
    expect(rootOf(html)).toContain(`href="/watch/${slugs.sub}"`);
    expect(headOf(html)).toContain('<link rel="canonical" href="http://localhost:3000/"');
    expect(headOf(html)).toMatch(/<title>[^<]+<\/title>/);
  });

  it("describes the shop and its search on the home page (Organization, WebSite with a SearchAction)", async () => {
    const data = jsonScripts(headOf(await (await t.client().get("/")).text()), "application/ld\\+json");
    const organization = data.find((item) => (item as { "@type": string })["@type"] === "Organization");
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@id": "http://localhost:3000/#organization",
      name: "Mizan",
      url: "http://localhost:3000/",
      logo: "http://localhost:3000/favicon.svg",
      email: "support@mizan.com.kw",
      sameAs: expect.arrayContaining(["https://www.instagram.com/mizan.watches"]),
      hasMerchantReturnPolicy: { "@type": "MerchantReturnPolicy", merchantReturnDays: 30 },
    });
    const website = data.find((item) => (item as { "@type": string })["@type"] === "WebSite");
    expect(website).toMatchObject({
      "@context": "https://schema.org",
      name: "Mizan",
      url: "http://localhost:3000/",
      publisher: { "@id": "http://localhost:3000/#organization" },
      potentialAction: {
        "@type": "SearchAction",
        target: {
          "@type": "EntryPoint",
          urlTemplate: "http://localhost:3000/watches?q={search_term_string}",
        },
        "query-input": "required name=search_term_string",
      },
    });
    // The search action's address is the collection's own search: it finds the watch.
    expect(rootOf(await (await t.client().get("/watches?q=Submariner")).text())).toContain(
      `href="/watch/${slugs.sub}"`,
    );
  });

  it("gives the collection and a category's collection their breadcrumb trail", async () => {
    const trail = async (path: string) => {
      const [data] = jsonScripts(
        headOf(await (await t.client().get(path)).text()),
        "application/ld\\+json",
      ) as {
        "@type": string;
        itemListElement: { position: number; name: string; item: string }[];
      }[];
      expect(data?.["@type"]).toBe("BreadcrumbList");
      return data?.itemListElement.map(({ position, name, item }) => `${position} ${name} ${item}`);
    };
    expect(await trail("/watches")).toEqual([
      "1 Home http://localhost:3000/",
      "2 Watch Collection http://localhost:3000/watches",
    ]);
    expect(await trail("/watches?category=dress-ssr&sort=price-high")).toEqual([
      "1 Home http://localhost:3000/",
      "2 Watch Collection http://localhost:3000/watches",
      "3 Dress SSR http://localhost:3000/watches?category=dress-ssr",
    ]);
  });

  it("shows a watch in someone's checkout as reserved until a stated time, in both languages and its structured data (issue 24)", async () => {
    const english = await (await t.client().get(`/watch/${slugs.reserved}?lang=en`)).text();
    const [product] = jsonScripts(headOf(english), "application/ld\\+json");
    expect(product).toMatchObject({ offers: { availability: "https://schema.org/Reserved" } });
    const root = rootOf(english);
    expect(root).toContain("Reserved");
    expect(root).not.toContain("found a new owner");
    expect(root).toContain("reserved for another shopper");
    expect(root).toContain("may be available again after \u206827 Nov, 21:35\u2069 (Kuwait time)");

    const arabic = rootOf(await (await t.client().get(`/watch/${slugs.reserved}?lang=ar`)).text());
    expect(arabic).toContain("محجوزة");
    expect(arabic).not.toContain("وجدت هذه الساعة مالكًا جديدًا");
    expect(arabic).toContain("قد تتوفر مجددًا بعد \u2068");
    expect(arabic).toContain("21:35\u2069 (بتوقيت الكويت)");

    // It stays in the collection, marked reserved.
    const collection = rootOf(await (await t.client().get("/watches?category=dress-ssr&lang=en")).text());
    expect(collection).toContain(`href="/watch/${slugs.reserved}"`);
    expect(collection).toMatch(/data-testid="availability-badge"[^>]*>Reserved</);
  });

  it("answers 404 for an unknown or inactive watch, still as the shop's page", async () => {
    for (const slug of ["no-such-watch", slugs.hidden]) {
      const response = await t.client().get(`/watch/${slug}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(await response.text()).toContain('<div id="root"><');
    }
  });

  it("answers 404 at once for a slug that cannot be one, reading the catalogue once (issue 25)", async () => {
    // The real catalogue, watched: a malformed slug was read four times (three retries, 7 s).
    const catalog = createCatalogReader(t.db, t.changes);
    const related = vi.spyOn(catalog, "relatedListings");
    const viewed = vi.spyOn(catalog, "viewListing");
    const app = spaRoutes(webRoot, [], {
      loadRenderer: lazyRenderer(join(outRoot, "ssr", "entry-server.mjs")),
      catalog,
      contentPages: createContentPages({ db: t.db }),
      marketPositions: createMarketPositions({ db: t.db, changes: t.changes, market: undefined }),
      storeInfo: () =>
        readStoreInfo({ db: t.db, payments: { offered: ["test"] }, publicUrl: "http://localhost:3000" }),
      publicUrl: t.config.publicUrl,
      secureCookies: false,
      isBusy: () => false,
    });
    for (const slug of ["-1", "%ZZ", "%00", "Rolex-UPPER", "a--b", "x".repeat(161)]) {
      related.mockClear();
      viewed.mockClear();
      const answer = await app.request(`/watch/${slug}`);
      expect(answer.status, slug).toBe(404);
      expect(rootOf(await answer.text()), slug).toContain('<div id="root"><');
      expect(related.mock.calls.length, slug).toBeLessThanOrEqual(1);
      expect(viewed.mock.calls.length, slug).toBeLessThanOrEqual(1);
    }
  });

  it("answers 404 for an address no page has, with the shop's translated 404 page, not to be indexed", async () => {
    for (const [path, heading] of [
      ["/no-such-page", "Page Not Found"],
      ["/careers", "Page Not Found"],
      ["/no-such-page?lang=ar", "الصفحة غير موجودة"],
    ] as const) {
      const response = await t.client().get(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(rootOf(html)).toContain(heading);
      expect(headOf(html)).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it("counts a server-rendered watch view once per visitor a day", async () => {
    const [before] = await t.db.select().from(listings).where(eq(listings.slug, slugs.dress));
    const { agent } = await t.signedInClient();
    await agent.get(`/watch/${slugs.dress}`);
    expect(agent.cookies.get("mizan_vid")).toMatch(/^[0-9a-f-]{36}$/);
    await agent.get(`/watch/${slugs.dress}`);
    await t.client().get(`/watch/${slugs.dress}`);
    const [after] = await t.db.select().from(listings).where(eq(listings.slug, slugs.dress));
    expect((after?.viewsCount ?? 0) - (before?.viewsCount ?? 0)).toBe(2);
  });

  it("does not render while the database is full: the shell, 503 and Retry-After (issue 15)", async () => {
    const busy = spaRoutes(webRoot, [], {
      loadRenderer: lazyRenderer(join(outRoot, "ssr", "entry-server.mjs")),
      catalog: createCatalogReader(t.db, t.changes),
      contentPages: createContentPages({ db: t.db }),
      marketPositions: createMarketPositions({ db: t.db, changes: t.changes, market: undefined }),
      storeInfo: () =>
        readStoreInfo({ db: t.db, payments: { offered: ["test"] }, publicUrl: "http://localhost:3000" }),
      publicUrl: t.config.publicUrl,
      secureCookies: false,
      isBusy: () => true,
    });
    const answer = await busy.request(`/watch/${slugs.sub}`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("1");
    const html = await answer.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("Rolex Submariner Date SSR");
  });

  it("leaves other pages to the browser", async () => {
    const html = await (await t.client().get("/cart")).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("__MIZAN_STATE__");
  });
});

describe("the watch page's market position (issue 31)", () => {
  const day = 24 * 60 * 60 * 1000;
  const seen = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
  const priced = { placed: "tudor-pelagos-market-ssr", thin: "tudor-ranger-market-ssr" };
  const sold = [10_000, 10_200, 10_400, 10_600, 10_800].map((dollars, index) => ({
    dollars,
    at: seen(20 + index * 30),
  }));
  const observation = (reference: string, kind: "sold" | "asking", dollars: number, at: Date) => ({
    brand: "Tudor",
    model: "Pelagos",
    reference,
    source: "manual",
    sourceItemId: null,
    title: null,
    whereSeen: "Dealer window, Dubai",
    priceMinor: dollars * 100,
    currency: "USD" as const,
    condition: null,
    url: null,
    kind,
    observedAt: at,
  });
  beforeAll(async () => {
    await createListing(t.db, {
      title: "Tudor Pelagos Market SSR",
      slug: priced.placed,
      brand: "Tudor",
      model: "Pelagos",
      reference: "SSRMP1",
      priceCents: 10_000_00,
    });
    await createListing(t.db, {
      title: "Tudor Ranger Market SSR",
      slug: priced.thin,
      brand: "Tudor",
      model: "Pelagos",
      reference: "SSRMP2",
      priceCents: 2_500_00,
    });
    await recordObservations(t.db, [
      ...sold.map(({ dollars, at }) => observation("SSRMP1", "sold", dollars, at)),
      observation("SSRMP2", "sold", 2_600, seen(10)),
      observation("SSRMP2", "sold", 2_700, seen(40)),
      observation("SSRMP2", "asking", 2_900, seen(5)),
    ]);
  });

  it("says in English and Arabic where the price sits, against how many sold prices, from which source, when", async () => {
    // Sold 10,000 to 10,800 dollars: the median is 10,400; (10,000 − 10,400) / 10,400 = −3.85% → 4%.
    const oldest = sold.at(-1)?.at.toISOString() ?? "";
    const newest = sold[0]?.at.toISOString() ?? "";
    const english = rootOf(await (await t.client().get(`/watch/${priced.placed}?lang=en`)).text());
    expect(english).toContain(
      `Priced 4% below the median of 5 sold prices, ${formatMonthRange(oldest, newest, "en")}`,
    );
    expect(english).toContain("prices recorded by the shop (5)");
    expect(english).toContain('data-testid="market-chart"');
    expect(english).toContain('role="img"');
    expect(english).toContain("Prices by month");

    // The band follows the shopper's currency as the price does: 10,400 dollars × 3.75 riyals.
    const arabic = rootOf(
      await (
        await t.client().call(`/watch/${priced.placed}?lang=ar`, { headers: { cookie: "currency=SAR" } })
      ).text(),
    );
    expect(arabic).toContain(
      `السعر أقل بنسبة 4% من وسيط 5 أسعار بيع، ${formatMonthRange(oldest, newest, "ar")}`,
    );
    expect(arabic).toContain("أسعار سجّلها المتجر (5)");
    expect(arabic).toContain("39,000.00 ر.س");
    expect(arabic).not.toContain("$10,400.00");
  });

  it("says there is not enough data, and how many prices there are, in English and Arabic", async () => {
    const english = rootOf(await (await t.client().get(`/watch/${priced.thin}?lang=en`)).text());
    expect(english).toContain("Not enough data");
    expect(english).toContain("This reference has 2 sold prices and 1 asking price.");
    expect(english).not.toContain("Priced ");
    const arabic = rootOf(await (await t.client().get(`/watch/${priced.thin}?lang=ar`)).text());
    expect(arabic).toContain("لا تتوفر بيانات كافية");
    expect(arabic).toContain("لدى هذا المرجع سعرا بيع وسعر عرض واحد.");
  });
});

/** Issue 13, dead pages: each page's title as its Markdown (or the contact page's words) gives it. */
const sitePageTitles: Record<string, { en: string; ar: string }> = {
  about: { en: "About Us", ar: "من نحن" },
  help: { en: "Help &amp; FAQ", ar: "المساعدة والأسئلة الشائعة" },
  "shipping-returns": { en: "Shipping &amp; Returns", ar: "الشحن والإرجاع" },
  privacy: { en: "Privacy Policy", ar: "سياسة الخصوصية" },
  terms: { en: "Terms of Service", ar: "الشروط والأحكام" },
  cookies: { en: "Cookie Policy", ar: "سياسة ملفات تعريف الارتباط" },
  security: { en: "Security", ar: "الأمان" },
  contact: { en: "Contact Us", ar: "تواصل معنا" },
};

describe("the shop's information pages (issue 13)", () => {
  for (const [slug, titles] of Object.entries(sitePageTitles)) {
    for (const language of ["en", "ar"] as const) {
      it(`renders /${slug} in ${language === "en" ? "English" : "Arabic"} with its own title and description`, async () => {
        const response = await t.client().get(`/${slug}?lang=${language}`);
        expect(response.status).toBe(200);
        const html = await response.text();
        const head = headOf(html);
        expect(html).toContain(
          language === "ar" ? '<html lang="ar" dir="rtl">' : '<html lang="en" dir="ltr">',
        );
        expect(head.match(/<title>/g)).toHaveLength(1);
        expect(head).toContain(
          `<title>${titles[language]} · ${language === "ar" ? "ميزان" : "Mizan"}</title>`,
        );
        expect(head.match(/<meta name="description"/g)).toHaveLength(1);
        expect(head).not.toContain("Pre-owned luxury watches from the great houses");
        expect(head).toContain(`<link rel="canonical" href="http://localhost:3000/${slug}?lang=${language}"`);
        expect(head).not.toContain("noindex");
        expect(rootOf(html)).toContain(`>${titles[language]}</h1>`);
      });
    }
  }

  it("renders the Markdown as allow-listed HTML: headings, lists and links, Latin names isolated in Arabic", async () => {
    const html = rootOf(await (await t.client().get("/about?lang=ar")).text());
    expect(html).toContain("<h2>من نحن</h2>");
    expect(html).toContain('<a href="/shipping-returns">الشحن والإرجاع</a>');
    expect(html).toContain("<bdi>Rolex</bdi>");
    expect(html).toMatch(/<ul>\s*<li>/);
  });

  it("links from the footer to real pages only, and no longer to the pages the shop does not have", async () => {
    const html = rootOf(await (await t.client().get("/about")).text());
    const footer = html.slice(html.indexOf("<footer"));
    const paths = [...footer.matchAll(/href="(\/[^"#?]*)/g)].map((match) => match[1] ?? "");
    for (const slug of Object.keys(sitePageTitles)) expect(paths).toContain(`/${slug}`);
    for (const dead of ["/blog", "/careers", "/docs", "/api", "/status"]) expect(paths).not.toContain(dead);
    for (const path of new Set(paths)) {
      expect([path, (await t.client().get(path)).status]).toEqual([path, 200]);
    }
  });

  it("answers the pages' API in the language asked, English otherwise, and 404 for a page it does not have", async () => {
    const arabic = await t.client().get("/api/pages/terms?lang=ar");
    expect(await arabic.json()).toMatchObject({ slug: "terms", language: "ar", title: "الشروط والأحكام" });
    const other = await t.client().get("/api/pages/terms?lang=fr");
    expect(await other.json()).toMatchObject({ language: "en", title: "Terms of Service" });
    expect((await t.client().get("/api/pages/blog")).status).toBe(404);
    expect((await t.client().get("/api/pages/..%2F..%2Fpackage")).status).toBe(404);
    expect((await t.client().get("/blog")).status).toBe(404);
  });
});

describe("when server rendering fails", () => {
  let broken: TestApp;
  const brokenRoot = mkdtempSync(join(tmpdir(), "mizan-ssr-broken-"));
  beforeAll(async () => {
    // The one stub here: a server bundle whose render throws, as a bug in a page would.
    mkdirSync(join(brokenRoot, "web"));
    mkdirSync(join(brokenRoot, "ssr"));
    writeFileSync(
      join(brokenRoot, "web", "index.html"),
      '<!doctype html>\n<html lang="en" dir="ltr"><head><title>Mizan</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(
      join(brokenRoot, "ssr", "entry-server.mjs"),
      'export async function render() { throw new Error("a page threw"); }\n',
    );
    broken = await createTestApp({}, { webRoot: join(brokenRoot, "web") });
  });
  afterAll(async () => {
    await broken.close();
    rmSync(brokenRoot, { recursive: true, force: true });
  });

  it("serves the browser-rendered shell instead of an error page", async () => {
    const response = await broken.client().get("/watches?lang=ar");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<div id="root"></div>');
  });
});
