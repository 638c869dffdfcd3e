import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingCardDto, ListingDetailDto, ListingPageDto } from "../../../shared/catalog-api";
import { listings } from "../../db/schema";
import { addListingImage, createCategory, createInventoryItem, createListing } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { sanitizeDescription } from "./sanitize-description";

let t: TestApp;
/** Listing ids by letter; A is the newest. */
const ids: Record<string, string> = {};
const daysAgo = (days: number) => new Date(Date.UTC(2026, 0, 31) - days * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  const sport = await createCategory(t.db, { name: "Sport", slug: "sport" });
  const dress = await createCategory(t.db, { name: "Dress", slug: "dress" });
  await createCategory(t.db, { name: "Vintage", slug: "vintage", isActive: false });
  const inventory = await createInventoryItem(t.db, {
    make: "Audemars Piguet",
    model: "Royal Oak",
    condition: "Very Good",
  });
  const known = [
    ["A", "Rolex Submariner Date", "Rolex", "Submariner", "126610LN", 14_500_00, sport.id],
    ["B", "Patek Philippe Nautilus", "Patek Philippe", "Nautilus", "5711/1A-010", 95_000_00, sport.id],
    ["C", "Fabergé Altruist", "Fabergé", "Altruist", "AL-01", 25_000_00, dress.id],
    ["D", "Omega Speedmaster", "Omega", "Speedmaster", "310.30.42", 4_999_99, sport.id],
    ["E", "Omega Seamaster", "Omega", "Seamaster", "210.30.42", 5_000_00, null],
    ["F", "Cartier Tank Must", "Cartier", "Tank", "WSTA0041", 999_99, dress.id],
    ["G", "Cartier Santos", "Cartier", "Santos", "WSSA0018", 1_000_00, dress.id],
    ["H", "Grand Seiko Spring Drive", "Grand Seiko", "Spring Drive", "SBGA211", 10_000_00, dress.id],
    ["I", "Rolex Daytona", "Rolex", "Daytona", "116500LN", 24_999_99, sport.id],
    ["J", "Royal Oak Jumbo", "", "", "15202ST", 60_000_00, null],
  ] as const;
  for (const [index, [letter, title, brand, model, reference, priceCents, categoryId]] of known.entries()) {
    const row = await createListing(t.db, {
      title,
      slug: title.toLowerCase().replace(/[^a-z]+/g, "-"),
      brand,
      model,
      reference,
      priceCents,
      categoryId,
      createdAt: daysAgo(index + 1),
      inventoryId: letter === "J" ? inventory.id : null,
      specifications: letter === "A" ? { condition: "excellent", caseSize: "41mm" } : {},
    });
    ids[letter] = row.id;
  }
  const hidden = [
    { title: "Rolex GMT Hidden", slug: "rolex-gmt-hidden", isActive: false, isFeatured: true },
    {
      title: "Rolex Explorer Sold",
      slug: "rolex-explorer-sold",
      isActive: false,
      stock: 0,
      soldAt: daysAgo(0),
    },
    { title: "Rolex Air King Out", slug: "rolex-air-king-out", stock: 0 },
  ];
  for (const values of hidden) {
    const row = await createListing(t.db, {
      brand: "Rolex",
      priceCents: 12_000_00,
      createdAt: daysAgo(0),
      ...values,
    });
    ids[values.slug] = row.id;
  }
  await addListingImage(t.db, ids.A as string, 0);
  await addListingImage(t.db, ids.A as string, 1);
});
afterAll(() => t.close());

async function page(query: string): Promise<ListingPageDto> {
  const response = await t.client().get(`/api/listings${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ListingPageDto;
}
const letters = (items: ListingCardDto[]) =>
  items.map((item) => Object.keys(ids).find((letter) => ids[letter] === item.id));

describe("GET /api/categories", () => {
  it("lists active categories by name", async () => {
    const body = (await (await t.client().get("/api/categories")).json()) as { items: { slug: string }[] };
    expect(body.items.map((c) => c.slug)).toEqual(["dress", "sport"]);
  });
});

describe("GET /api/listings", () => {
  it("lists only available listings, newest first, with the total", async () => {
    const body = await page("");
    expect(letters(body.items)).toEqual(["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]);
    expect(body.total).toBe(10);
    expect(body.nextCursor).toBeNull();
  });

  it("sorts by price both ways and by name", async () => {
    expect(letters((await page("?sort=price-low")).items)).toEqual([
      "F",
      "G",
      "D",
      "E",
      "H",
      "A",
      "I",
      "C",
      "J",
      "B",
    ]);
    expect(letters((await page("?sort=price-high")).items)).toEqual([
      "B",
      "J",
      "C",
      "I",
      "A",
      "H",
      "E",
      "D",
      "G",
      "F",
    ]);
    expect(letters((await page("?sort=name")).items)).toEqual([
      "G",
      "F",
      "C",
      "H",
      "E",
      "D",
      "B",
      "I",
      "A",
      "J",
    ]);
  });

  it("filters each price range with its boundaries", async () => {
    const expected: Record<string, string[]> = {
      "0-1000": ["F"],
      "1000-5000": ["D", "G"],
      "5000-10000": ["E"],
      "10000-25000": ["A", "H", "I"],
      "25000": ["B", "C", "J"],
    };
    for (const [range, wanted] of Object.entries(expected)) {
      const body = await page(`?price=${range}`);
      expect(letters(body.items).sort(), range).toEqual(wanted);
      expect(body.total).toBe(wanted.length);
    }
  });

  it("searches title words, brands and references, ignoring case and accents", async () => {
    const search = async (q: string) => letters((await page(`?q=${encodeURIComponent(q)}`)).items);
    expect(await search("submariner")).toEqual(["A"]);
    expect(await search("ROLEX")).toEqual(["A", "I"]);
    expect(await search("faberge")).toEqual(["C"]);
    expect(await search("Fabergé")).toEqual(["C"]);
    expect(await search("omega sea")).toEqual(["E"]);
    expect(await search("126610LN")).toEqual(["A"]);
    expect(await search("126610")).toEqual(["A"]);
    expect(await search("5711/1A")).toEqual(["B"]);
    expect(await search("patek philippe")).toEqual(["B"]);
    expect(await search("%")).toEqual([]);
    expect(await search("rolex's & (gmt | !x):*")).toEqual([]);
  });

  it("finds text inside a reference, ignoring dots, dashes, slashes and spaces (issue 13)", async () => {
    const search = async (q: string) => letters((await page(`?q=${encodeURIComponent(q)}`)).items);
    expect(await search("3103042")).toEqual(["D"]);
    expect(await search("310 30 42")).toEqual(["D"]);
    expect(await search("30.42")).toEqual(["D", "E"]);
    expect(await search("6610")).toEqual(["A"]);
    expect(await search("1a-010")).toEqual(["B"]);
    expect(await search("sta0041")).toEqual(["F"]);
    expect(await search("omega 310.30.42")).toEqual(["D"]);
    expect(await search("rolex 6500")).toEqual(["I"]);
    expect(await search("4299")).toEqual([]);
    expect(await search("Omega - Speedmaster")).toEqual(["D"]);
  });

  it("takes a category slug, else a brand slug, and ?brand", async () => {
    expect(letters((await page("?category=sport")).items)).toEqual(["A", "B", "D", "I"]);
    expect(letters((await page("?category=patek-philippe")).items)).toEqual(["B"]);
    expect(letters((await page("?brand=patek-philippe")).items)).toEqual(["B"]);
    expect(letters((await page("?brand=Rolex")).items)).toEqual(["A", "I"]);
    expect(letters((await page("?brand=faberge")).items)).toEqual(["C"]);
    // An inactive category does not match, so the value is read as a brand.
    expect((await page("?category=vintage")).total).toBe(0);
  });

  it("falls back to the inventory's make, model and condition", async () => {
    const body = await page("?brand=audemars-piguet");
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      brand: "Audemars Piguet",
      model: "Royal Oak",
      condition: "very-good",
    });
  });

  it("combines filters", async () => {
    expect(letters((await page("?category=dress&price=1000-5000")).items)).toEqual(["G"]);
    expect(letters((await page("?brand=rolex&price=10000-25000&sort=price-high")).items)).toEqual(["I", "A"]);
    expect(letters((await page("?q=omega&category=sport")).items)).toEqual(["D"]);
    expect(letters((await page("?q=cartier&category=dress&sort=price-low")).items)).toEqual(["F", "G"]);
  });

  it("shows a card's first image and condition", async () => {
    const [first] = (await page("?q=submariner")).items;
    expect(first).toMatchObject({ condition: "excellent", category: { slug: "sport", name: "Sport" } });
    expect(first?.image?.url).toMatch(/^\/media\/.+\/800\.webp$/);
    expect(first?.image?.variants.map((v) => v.width)).toEqual([320, 800]);
  });

  it("pages with keyset cursors without gaps or duplicates, for every sort", async () => {
    for (const sort of ["newest", "price-low", "price-high", "name"]) {
      const all = letters((await page(`?sort=${sort}`)).items);
      const seen: (string | undefined)[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const body: ListingPageDto = await page(
          `?sort=${sort}&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        );
        expect(body.total).toBe(10);
        seen.push(...letters(body.items));
        cursor = body.nextCursor;
        pages++;
      } while (cursor);
      expect(seen, sort).toEqual(all);
      expect(pages).toBe(4);
    }
  });

  it("pages past listings created in the same instant", async () => {
    const at = daysAgo(40);
    const same = [];
    for (let i = 0; i < 3; i++)
      same.push((await createListing(t.db, { brand: "Twinmaker", createdAt: at })).id);
    const first = await page("?brand=twinmaker&limit=2");
    const second = await page(`?brand=twinmaker&limit=2&cursor=${first.nextCursor}`);
    expect([...first.items, ...second.items].map((i) => i.id).sort()).toEqual(same.sort());
    expect(second.nextCursor).toBeNull();
  });

  it("answers 400 with the message for bad parameters", async () => {
    const cases: [string, string][] = [
      ["?price=abc", "Unknown price range"],
      ["?sort=x", "Unknown sort order"],
      ["?limit=1000", "limit must be at most 48"],
      ["?limit=abc", "limit must be a number"],
      ["?cursor=garbage", "Invalid cursor"],
      [`?cursor=${Buffer.from('{"s":"newest","k":"x","i":"y"}').toString("base64url")}`, "Invalid cursor"],
    ];
    for (const [query, message] of cases) {
      const response = await t.client().get(`/api/listings${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ code: "VALIDATION_ERROR", message });
    }
    const first = await page("?limit=2&sort=price-low");
    const mixed = await t.client().get(`/api/listings?sort=name&cursor=${first.nextCursor}`);
    expect(await mixed.json()).toMatchObject({ code: "VALIDATION_ERROR", message: "Invalid cursor" });
  });
});

describe("GET /api/listings/:slug", () => {
  it("shows a listing with its gallery and sanitised description", async () => {
    await t.db
      .update(listings)
      .set({
        description:
          '<h2>Overview</h2><p onclick="steal()" style="color:red">Fine <script>alert(1)</script>' +
          '<a href="javascript:alert(1)">x</a> <a href="https://example.com" target="_blank">ok</a></p>' +
          "<style>p{}</style><img src=x onerror=alert(1)>",
      })
      .where(eq(listings.id, ids.A as string));
    const response = await t.client().get("/api/listings/rolex-submariner-date");
    expect(response.status).toBe(200);
    const body = (await response.json()) as ListingDetailDto;
    expect(body).toMatchObject({
      id: ids.A,
      isAvailable: true,
      stock: 1,
      soldAt: null,
      reference: "126610LN",
    });
    expect(body.images).toHaveLength(2);
    expect(body.specifications).toEqual({ condition: "excellent", caseSize: "41mm" });
    expect(body.description).toBe(
      '<h2>Overview</h2><p>Fine <a href>x</a> <a href="https://example.com" target="_blank">ok</a></p>',
    );
  });

  it("is not found when inactive or unknown, and shows a sold watch as unavailable", async () => {
    for (const slug of ["rolex-gmt-hidden", "no-such-watch"]) {
      const response = await t.client().get(`/api/listings/${slug}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        code: "NOT_FOUND",
        reason: "WATCH_NOT_FOUND",
        message: "The watch you're looking for doesn't exist or has been removed.",
      });
    }
    const sold = await t.client().get("/api/listings/rolex-explorer-sold");
    expect(sold.status).toBe(200);
    expect(await sold.json()).toMatchObject({ isAvailable: false, stock: 0 });
    expect((await page("?q=rolex")).items.map((i) => i.id)).not.toContain(ids["rolex-explorer-sold"]);
  });

  it.each(["-1", "%ZZ", "%00", "Rolex-Submariner", "a--b", "x".repeat(161)])(
    "answers 404 WATCH_NOT_FOUND at once for the malformed slug %s, the watch and its related alike (issue 25)",
    async (slug) => {
      for (const path of [`/api/listings/${slug}`, `/api/listings/${slug}/related`]) {
        const response = await t.client().get(path);
        expect(response.status, path).toBe(404);
        expect(await response.json(), path).toMatchObject({ code: "NOT_FOUND", reason: "WATCH_NOT_FOUND" });
      }
    },
  );

  it("counts a view once per visitor per day", async () => {
    const views = async () =>
      (
        await t.db
          .select({ n: listings.viewsCount })
          .from(listings)
          .where(eq(listings.id, ids.B as string))
      )[0]?.n;
    const guest = t.client();
    const first = await guest.get("/api/listings/patek-philippe-nautilus");
    expect(first.headers.get("set-cookie")).toMatch(/mizan_vid=[0-9a-f-]{36};.*HttpOnly/i);
    await guest.get("/api/listings/patek-philippe-nautilus");
    expect(await views()).toBe(1);
    await t.client().get("/api/listings/patek-philippe-nautilus");
    expect(await views()).toBe(2);
    const { agent } = await t.signedInClient();
    await agent.get("/api/listings/patek-philippe-nautilus");
    await agent.get("/api/listings/patek-philippe-nautilus");
    expect(await views()).toBe(3);
  });
});

describe("related and featured", () => {
  it("relates up to 4 others: same brand, then category, then newest", async () => {
    const body = (await (await t.client().get("/api/listings/rolex-submariner-date/related")).json()) as {
      items: ListingCardDto[];
    };
    expect(letters(body.items)).toEqual(["I", "B", "D", "C"]);
  });

  it("features up to 6 available listings, featured ones first", async () => {
    await t.db
      .update(listings)
      .set({ isFeatured: true })
      .where(eq(listings.id, ids.C as string));
    await t.db
      .update(listings)
      .set({ isFeatured: true })
      .where(eq(listings.id, ids.H as string));
    const body = (await (await t.client().get("/api/featured-listings")).json()) as {
      items: ListingCardDto[];
    };
    expect(body.items).toHaveLength(6);
    expect(letters(body.items.slice(0, 2)).sort()).toEqual(["C", "H"]);
    expect(letters(body.items.slice(2))).toEqual(["A", "B", "D", "E"]);
  });

  it("relates a listing with no category and a brand of its own: the newest others", async () => {
    const lone = await createListing(t.db, { brand: "Lonemaker", categoryId: null });
    const response = await t.client().get(`/api/listings/${lone.slug}/related`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { items: ListingCardDto[] };
    expect(body.items).toHaveLength(4);
    expect(body.items.map((item) => item.id)).not.toContain(lone.id);
  });
});

describe("sanitizeDescription", () => {
  it("keeps the allow-list and drops everything else", () => {
    expect(
      sanitizeDescription('<h3 class="x">Hi</h3><ul><li><b>a</b></li></ul><iframe src="x"></iframe>'),
    ).toBe("<h3>Hi</h3><ul><li><b>a</b></li></ul>");
  });
});
