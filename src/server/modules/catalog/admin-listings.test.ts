import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingDetailDto, ListingPageDto } from "../../../shared/catalog-api";
import { claimsIn, claimWords } from "../../../shared/claims";
import type { ErrorBody } from "../../../shared/errors";
import {
  type AdminListingDto,
  type AdminListingPageDto,
  listingMessages,
} from "../../../shared/listing-schemas";
import { auditLog, listings, orderLines, orders } from "../../db/schema";
import { createCategory, createInventoryItem, createListing, createMedia } from "../../test/factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signedInClient"]>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signedInClient({ role: "owner" });
});
afterAll(() => t.close());

async function mediaIds(n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) ids.push(await createMedia(t.db));
  return ids;
}

async function payload(overrides: Record<string, unknown> = {}) {
  return {
    brand: "Rolex",
    model: "Submariner",
    reference: "126610LN",
    year: 2021,
    price: "14500.00",
    description: "<h2>About</h2><p>Full set.</p><script>alert(1)</script>",
    specifications: { condition: "excellent", boxPapers: "complete", caseSize: "41mm" },
    imageIds: await mediaIds(2),
    ...overrides,
  };
}

const put = (path: string, json: unknown) => admin.agent.call(path, { method: "PUT", json });
const del = (path: string) => admin.agent.call(path, { method: "DELETE" });

async function create(overrides: Record<string, unknown> = {}): Promise<AdminListingDto> {
  const response = await admin.agent.post("/api/admin/listings", await payload(overrides));
  expect(response.status, await response.clone().text()).toBe(201);
  return response.json();
}

async function auditFor(id: string) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, "listing"), eq(auditLog.entityId, id)));
}

describe("admin listings: create (issue 9)", () => {
  it("creates a listing that the storefront shows at once, audited", async () => {
    // Warm the collection's page cache first: the write must make it stale.
    const before: ListingPageDto = await (await t.client().get("/api/listings?q=Submariner")).json();
    const created = await create({ reference: "126610LN-A1" });
    expect(created).toMatchObject({
      slug: "rolex-submariner-126610ln-a1",
      title: "Rolex Submariner 126610LN-A1",
      priceCents: 14_500_00,
      year: 2021,
      isActive: true,
      stock: 1,
      specifications: { condition: "excellent", boxPapers: "complete", caseSize: "41mm" },
    });
    expect(created.description).toBe("<h2>About</h2><p>Full set.</p>");
    expect(created.imageIds).toHaveLength(2);

    const page = await t.client().get(`/api/listings/${created.slug}`);
    expect(page.status).toBe(200);
    const detail: ListingDetailDto = await page.json();
    expect(detail.images.map((image) => image.id)).toEqual(created.imageIds);

    const after: ListingPageDto = await (await t.client().get("/api/listings?q=Submariner")).json();
    expect(after.items.map((item) => item.id)).toContain(created.id);
    expect(after.total).toBe(before.total + 1);
    const sitemap = await t.client().get("/sitemap.xml");
    expect(await sitemap.text()).toContain(`/watch/${created.slug}</loc>`);

    const audit = await auditFor(created.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "listing.create", actorUserId: expect.any(String) });
    expect((audit[0]?.data as { after: AdminListingDto } | undefined)?.after.slug).toBe(created.slug);
  });

  it.each([
    ["brand", { brand: "" }],
    ["model", { model: "   " }],
    ["price", { price: "" }],
    ["condition", { specifications: { boxPapers: "complete" } }],
  ])("refuses a missing %s with the spec's sentence", async (_, overrides) => {
    const response = await admin.agent.post("/api/admin/listings", await payload(overrides));
    expect(response.status).toBe(400);
    const body: ErrorBody = await response.json();
    expect(body.message).toBe(listingMessages.missingFields);
  });

  it("refuses no images, eleven images and images that do not exist", async () => {
    const none = await admin.agent.post("/api/admin/listings", await payload({ imageIds: [] }));
    expect(none.status).toBe(400);
    expect(((await none.json()) as ErrorBody).message).toBe(listingMessages.noImages);

    const eleven = await admin.agent.post(
      "/api/admin/listings",
      await payload({ imageIds: await mediaIds(11) }),
    );
    expect(eleven.status).toBe(400);
    expect(((await eleven.json()) as ErrorBody).message).toBe(listingMessages.tooManyImages);

    const unknown = await admin.agent.post(
      "/api/admin/listings",
      await payload({ imageIds: [crypto.randomUUID()], reference: "UNKNOWN-IMG" }),
    );
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as ErrorBody).message).toBe(listingMessages.unknownImages);
    const rows = await t.db.select().from(listings).where(eq(listings.reference, "UNKNOWN-IMG"));
    expect(rows).toHaveLength(0);
  });

  it("refuses a category or inventory item that does not exist with a 400", async () => {
    const category = await admin.agent.post(
      "/api/admin/listings",
      await payload({ categoryId: crypto.randomUUID() }),
    );
    expect(category.status).toBe(400);
    const inventory = await admin.agent.post(
      "/api/admin/listings",
      await payload({ inventoryId: crypto.randomUUID() }),
    );
    expect(inventory.status).toBe(400);
  });

  it("stores empty reference, year and description as null", async () => {
    const created = await create({
      brand: "Tudor",
      model: "Black Bay Null",
      reference: "",
      year: "",
      description: "",
    });
    const [row] = await t.db.select().from(listings).where(eq(listings.id, created.id));
    expect(row).toMatchObject({
      reference: null,
      year: null,
      description: null,
      title: "Tudor Black Bay Null",
    });
    expect(created.slug).toBe("tudor-black-bay-null");
  });

  it("makes readable unique slugs, -2 and -3 on collision, kept when the brand is edited", async () => {
    const first = await create();
    const second = await create();
    const third = await create();
    expect(first.slug).toBe("rolex-submariner-126610ln");
    expect(second.slug).toBe("rolex-submariner-126610ln-2");
    expect(third.slug).toBe("rolex-submariner-126610ln-3");

    const edited = await put(`/api/admin/listings/${second.id}`, await payload({ brand: "Tudor" }));
    expect(edited.status).toBe(200);
    const body: AdminListingDto = await edited.json();
    expect(body.slug).toBe("rolex-submariner-126610ln-2");
    expect(body.title).toBe("Tudor Submariner 126610LN");
  });

  it("gives distinct slugs to listings created at the same moment", async () => {
    const bodies = await Promise.all(
      Array.from({ length: 4 }, async () =>
        payload({ brand: "Omega", model: "Speedmaster", reference: "310.30" }),
      ),
    );
    const responses = await Promise.all(bodies.map((body) => admin.agent.post("/api/admin/listings", body)));
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    const slugs = await Promise.all(responses.map(async (r) => ((await r.json()) as AdminListingDto).slug));
    expect(new Set(slugs).size).toBe(4);
    for (const slug of slugs) expect(slug).toMatch(/^omega-speedmaster-310-30(-\d+)?$/);
  });

  it("transliterates Arabic and accented brands into the slug", async () => {
    const arabic = await create({ brand: "رولكس", model: "Datejust", reference: "" });
    expect(arabic.slug).toBe("rwlks-datejust");
    expect(arabic.title).toBe("رولكس Datejust");
    const accented = await create({ brand: "A. Lange & Söhne", model: "Großer Datograph", reference: "" });
    expect(accented.slug).toBe("a-lange-sohne-grosser-datograph");
    expect((await t.client().get(`/api/listings/${accented.slug}`)).status).toBe(200);
  });
});

describe("admin listings: read and list", () => {
  it("reads one listing with every field for the edit dialog", async () => {
    const category = await createCategory(t.db);
    const created = await create({
      categoryId: category.id,
      originalPrice: 16000,
      isFeatured: true,
      stock: 2,
    });
    const response = await admin.agent.get(`/api/admin/listings/${created.id}`);
    expect(response.status).toBe(200);
    const body: AdminListingDto = await response.json();
    expect(body).toMatchObject({
      categoryId: category.id,
      originalPriceCents: 16_000_00,
      isFeatured: true,
      stock: 2,
      imageIds: created.imageIds,
    });
    expect((await admin.agent.get(`/api/admin/listings/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await admin.agent.get("/api/admin/listings/not-a-uuid")).status).toBe(400);
  });

  it("lists newest first with search, status filter and keyset pages", async () => {
    const brand = `Zenith${crypto.randomUUID().slice(0, 6)}`;
    const made: AdminListingDto[] = [];
    for (let i = 0; i < 5; i += 1)
      made.push(await create({ brand, model: "Chronomaster", reference: `Z${i}` }));
    await put(
      `/api/admin/listings/${made[0]?.id}`,
      await payload({ brand, model: "Chronomaster", reference: "Z0", isActive: false }),
    );

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ q: brand, limit: "2", ...(cursor ? { cursor } : {}) });
      const response = await admin.agent.get(`/api/admin/listings?${query}`);
      expect(response.status).toBe(200);
      const page: AdminListingPageDto = await response.json();
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(made.map((listing) => listing.id).reverse());

    const all: AdminListingPageDto = await (await admin.agent.get(`/api/admin/listings?q=${brand}`)).json();
    expect(all.items[0]).toMatchObject({
      title: `${brand} Chronomaster Z4`,
      imagesCount: 2,
      priceCents: 14_500_00,
      image: { id: made[4]?.imageIds[0] },
    });
    const inactive: AdminListingPageDto = await (
      await admin.agent.get(`/api/admin/listings?q=${brand}&status=inactive`)
    ).json();
    expect(inactive.items.map((item) => item.id)).toEqual([made[0]?.id]);
    const active: AdminListingPageDto = await (
      await admin.agent.get(`/api/admin/listings?q=${brand}&status=active`)
    ).json();
    expect(active.items).toHaveLength(4);
    const byReference: AdminListingPageDto = await (await admin.agent.get(`/api/admin/listings?q=Z3`)).json();
    expect(byReference.items.map((item) => item.id)).toContain(made[3]?.id);

    expect((await admin.agent.get("/api/admin/listings?cursor=garbage")).status).toBe(400);
  });
});

describe("admin listings: update and delete", () => {
  it("shows an edited price in the collection at once, audited with before and after", async () => {
    const created = await create({ brand: "Cartier", model: "Santos Edit", reference: "" });
    const collection = async () => {
      const page: ListingPageDto = await (await t.client().get("/api/listings?q=Santos%20Edit")).json();
      return page.items.find((item) => item.id === created.id)?.priceCents;
    };
    expect(await collection()).toBe(14_500_00);
    const response = await put(
      `/api/admin/listings/${created.id}`,
      await payload({ brand: "Cartier", model: "Santos Edit", reference: "", price: "9,999.99" }),
    );
    expect(response.status).toBe(200);
    expect(await collection()).toBe(9_999_99);

    const audit = await auditFor(created.id);
    const update = audit.find((row) => row.action === "listing.update");
    const data = update?.data as { before: AdminListingDto; after: AdminListingDto };
    expect(data.before.priceCents).toBe(14_500_00);
    expect(data.after.priceCents).toBe(9_999_99);
    expect((await put(`/api/admin/listings/${crypto.randomUUID()}`, await payload())).status).toBe(404);
  });

  it("deletes a listing never ordered", async () => {
    const created = await create({ brand: "Omega", model: "Delete Me", reference: "" });
    const response = await del(`/api/admin/listings/${created.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true, withdrawn: false });
    expect(await t.db.select().from(listings).where(eq(listings.id, created.id))).toHaveLength(0);
    expect((await t.client().get(`/api/listings/${created.slug}`)).status).toBe(404);
    expect((await auditFor(created.id)).map((row) => row.action)).toContain("listing.delete");
    expect((await del(`/api/admin/listings/${created.id}`)).status).toBe(404);
  });

  it("withdraws a listing that is in an order instead of deleting it", async () => {
    const created = await create({ brand: "Patek", model: "Ordered", reference: "" });
    const [order] = await t.db
      .insert(orders)
      .values({
        orderNumber: `MZ-T-${crypto.randomUUID().slice(0, 8)}`,
        email: "buyer@example.com",
        subtotalCents: created.priceCents,
        totalCents: created.priceCents,
        paymentProvider: "test",
      })
      .returning();
    if (!order) throw new Error("order not created");
    await t.db.insert(orderLines).values({
      orderId: order.id,
      listingId: created.id,
      title: created.title,
      unitPriceCents: created.priceCents,
      quantity: 1,
      lineTotalCents: created.priceCents,
    });

    const response = await del(`/api/admin/listings/${created.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: false, withdrawn: true });
    const [row] = await t.db.select().from(listings).where(eq(listings.id, created.id));
    expect(row?.isActive).toBe(false);
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line?.listingId).toBe(created.id);
    expect((await t.client().get(`/api/listings/${created.slug}`)).status).toBe(404);
    expect((await auditFor(created.id)).map((row) => row.action)).toContain("listing.withdraw");
  });
});

describe("admin listings: access", () => {
  it("refuses a customer (403) and a visitor (401)", async () => {
    const customer = await t.signedInClient();
    const body = await payload();
    expect((await customer.agent.get("/api/admin/listings")).status).toBe(403);
    expect((await customer.agent.post("/api/admin/listings", body)).status).toBe(403);
    expect((await t.client().post("/api/admin/listings", body)).status).toBe(401);
  });
});

describe("admin listings: hostile input as an admin (issue 15)", () => {
  it("answers 4xx, never 5xx, and writes nothing", async () => {
    const existing = await create({ brand: "Hostile", model: "Target", reference: "" });
    const base = await payload({ brand: "Hostile", model: "Attempt", reference: "" });
    const bad = ["\u0000", "a\u0000b", "\uD800", "x".repeat(10_000)];
    const bodies: unknown[] = [
      null,
      [],
      "a string",
      12,
      { ...base, price: 1e300 },
      { ...base, price: -1 },
      { ...base, price: "1e5" },
      { ...base, year: 1e308 },
      { ...base, stock: -1 },
      { ...base, stock: 1.5 },
      { ...base, imageIds: "nope" },
      { ...base, imageIds: [null] },
      { ...base, specifications: [] },
      { ...base, specifications: "excellent" },
      { ...base, isActive: "yes" },
      { __proto__: { role: "owner" }, ...base, brand: "" },
      ...bad.flatMap((value) => [
        { ...base, brand: value },
        { ...base, reference: value },
        { ...base, description: value === "x".repeat(10_000) ? "x".repeat(30_000) : value },
        { ...base, specifications: { condition: "good", movement: value } },
        { ...base, categoryId: value },
      ]),
    ];
    for (const body of bodies) {
      const created = await admin.agent.call("/api/admin/listings", { method: "POST", json: body });
      expect(created.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(created.status).toBeLessThan(500);
      const updated = await put(`/api/admin/listings/${existing.id}`, body);
      expect(updated.status).toBeGreaterThanOrEqual(400);
      expect(updated.status).toBeLessThan(500);
    }
    for (const segment of [
      "%00",
      "%ZZ",
      "..%2F..%2F",
      "x".repeat(500),
      "00000000-0000-0000-0000-000000000000",
    ]) {
      for (const method of ["GET", "PUT", "DELETE"]) {
        const response = await admin.agent.call(`/api/admin/listings/${segment}`, {
          method,
          ...(method === "PUT" ? { json: base } : {}),
        });
        expect(response.status, `${method} ${segment}`).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }
    }
    for (const query of [
      "q=%00",
      "q=a:*%20|%20b%20%26%20!c",
      "q=%25_%5C",
      "status=sold",
      "limit=-1",
      "limit=999999999999999999999",
      "cursor=%ZZ",
      "cursor=eyJzIjoibmFtZSIsImsiOiJhIiwiaSI6IngifQ",
      "q[]=a&q[]=b",
    ]) {
      const response = await admin.agent.get(`/api/admin/listings?${query}`);
      expect(response.status, query).toBeLessThan(500);
    }
    // Harmless noise is stored as typed, never run.
    for (const value of ["__proto__", "' OR 1=1 --", "1; drop table listings; --"]) {
      const response = await admin.agent.post("/api/admin/listings", {
        ...base,
        model: "Noise",
        reference: value,
      });
      expect(response.status).toBe(201);
    }
    const attempts = await t.db.select().from(listings).where(eq(listings.model, "Attempt"));
    expect(attempts).toHaveLength(0);
    const [kept] = await t.db.select().from(listings).where(eq(listings.id, existing.id));
    expect(kept?.model).toBe("Target");
  });
});

describe("admin listings: Generate with AI (issue 9, Descriptions)", () => {
  it("without an AI provider composes the description from the fields, in English and Arabic", async () => {
    const response = await admin.agent.post("/api/admin/listings/description", {
      brand: "Rolex",
      model: "Submariner Date",
      reference: "126610LN",
      year: 2021,
      specifications: { condition: "like-new", boxPapers: "complete", caseMaterial: "Oystersteel" },
    });
    expect(response.status).toBe(200);
    const described = (await response.json()) as { en: string; ar: string; source: string };
    expect(described.source).toBe("fallback");
    expect(described.en).toContain("Rolex Submariner Date 126610LN");
    expect(described.ar).toContain("<h3>تفاصيل الساعة</h3>");
  });

  it("asks for brand and model in the spec's words", async () => {
    const response = await admin.agent.post("/api/admin/listings/description", { brand: "Rolex" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: "Brand and model are required to generate description",
    });
  });
});

describe("admin listings: Arabic specification values and the photography promise (issue 24)", () => {
  const english = {
    condition: "excellent",
    bezelType: "Fixed, black aluminium with tachymeter scale",
    warranty: "Omega warranty until 2027",
    dialColor: "Black, stepped",
  };

  it("saves the Arabic beside each English value, shows it on the watch page and drops one without its English", async () => {
    const created = await create({
      reference: "AR-SPEC-1",
      specifications: english,
      specificationsAr: {
        bezelType: "  ثابت، من الألمنيوم الأسود بمقياس سرعة ",
        warranty: "ضمان Omega حتى 2027",
        dialColor: "",
        caseSize: "42 مم",
        condition: "ممتازة",
      },
    });
    const expected = { bezelType: "ثابت، من الألمنيوم الأسود بمقياس سرعة", warranty: "ضمان Omega حتى 2027" };
    expect(created.specificationsAr).toEqual(expected);
    expect(created.photosOfThisWatch).toBe(false);
    const detail: ListingDetailDto = await (await t.client().get(`/api/listings/${created.slug}`)).json();
    expect(detail.specificationsAr).toEqual(expected);

    const edited = await put(`/api/admin/listings/${created.id}`, {
      ...(await payload({ reference: "AR-SPEC-1", specifications: english })),
      specificationsAr: { ...expected, dialColor: "أسود، متدرّج" },
      photosOfThisWatch: true,
    });
    expect(edited.status).toBe(200);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, created.id));
    expect(row?.specificationsAr).toEqual({ ...expected, dialColor: "أسود، متدرّج" });
    expect(row?.photosOfThisWatch).toBe(true);
  });

  it("refuses an Arabic value too long or with a NUL, through the shared schema", async () => {
    for (const bad of ["ا".repeat(201), "أسود\u0000"]) {
      const response = await admin.agent.post(
        "/api/admin/listings",
        await payload({
          reference: "AR-SPEC-BAD",
          specifications: english,
          specificationsAr: { dialColor: bad },
        }),
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.issues?.map((issue) => issue.path)).toEqual(["specificationsAr.dialColor"]);
    }
    expect(await t.db.select().from(listings).where(eq(listings.reference, "AR-SPEC-BAD"))).toEqual([]);
  });

  it("refuses a promise of photographs of this very watch that staff did not confirm, or that one language lacks", async () => {
    const { en, ar } = claimWords;
    const unconfirmed = await admin.agent.post(
      "/api/admin/listings",
      await payload({ reference: "PHOTO-1", description: `<p>${en.photography.thisWatch}</p>` }),
    );
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.json()).toMatchObject({
      issues: [{ path: "description", message: listingMessages.photoClaimUnconfirmed }],
    });

    const oneLanguage = await admin.agent.post(
      "/api/admin/listings",
      await payload({
        reference: "PHOTO-2",
        photosOfThisWatch: true,
        description: `<p>${en.photography.thisWatch}</p>`,
        descriptionAr: `<p>${ar.photography.reference}</p>`,
      }),
    );
    expect(oneLanguage.status).toBe(400);
    expect(await oneLanguage.json()).toMatchObject({
      issues: [{ path: "descriptionAr", message: listingMessages.photoClaimsDiffer }],
    });

    const confirmed = await create({
      reference: "PHOTO-3",
      photosOfThisWatch: true,
      description: `<p>${en.photography.thisWatch}</p>`,
      descriptionAr: `<p>${ar.photography.thisWatch}</p>`,
    });
    expect(confirmed.photosOfThisWatch).toBe(true);
  });

  it("Generate with AI promises the very watch only with the switch on, and writes the Arabic values it was given", async () => {
    const ask = async (photosOfThisWatch: boolean) =>
      (await (
        await admin.agent.post("/api/admin/listings/description", {
          brand: "Omega",
          model: "Speedmaster",
          specifications: english,
          specificationsAr: { bezelType: "ثابت، من الألمنيوم الأسود بمقياس سرعة" },
          photosOfThisWatch,
        })
      ).json()) as { en: string; ar: string; specificationsAr: Record<string, string> };
    const off = await ask(false);
    expect(claimsIn(off.ar, "ar")).toEqual(claimsIn(off.en, "en"));
    expect(claimsIn(off.en, "en")).toContain("photography.reference");
    expect(off.ar).toContain("ثابت، من الألمنيوم الأسود بمقياس سرعة");
    expect(off.specificationsAr).toEqual({ bezelType: "ثابت، من الألمنيوم الأسود بمقياس سرعة" });
    const on = await ask(true);
    expect(claimsIn(on.en, "en")).toContain("photography.thisWatch");
    expect(claimsIn(on.ar, "ar")).toEqual(claimsIn(on.en, "en"));
  });
});

describe("admin listings: the dialog's helpers (issue 9)", () => {
  it("stores and shows an Arabic description beside the English one, both allow-listed", async () => {
    const created = await create({
      reference: "AR-DESC-1",
      descriptionAr:
        '<h2>عن الساعة</h2><p onclick="x()">بحالة ممتازة <bdi>Rolex</bdi></p><img src=x onerror=alert(1)>',
    });
    expect(created.descriptionAr).toBe("<h2>عن الساعة</h2><p>بحالة ممتازة <bdi>Rolex</bdi></p>");
    const detail: ListingDetailDto = await (await t.client().get(`/api/listings/${created.slug}`)).json();
    expect(detail.descriptionAr).toBe(created.descriptionAr);
    expect(detail.description).toBe("<h2>About</h2><p>Full set.</p>");
  });

  it("previews a description exactly as saving would store it", async () => {
    const html =
      '<h2>About</h2><p style="color:red" onmouseover="x()">Fine <a href="javascript:alert(1)">link</a></p>';
    const response = await admin.agent.post("/api/admin/listings/description/preview", { html });
    expect(response.status).toBe(200);
    const { html: preview } = (await response.json()) as { html: string };
    const created = await create({ reference: "PREVIEW-1", description: html });
    expect(preview).toBe(created.description);
    expect(preview).not.toMatch(/onmouseover|javascript:|style=/);
    const tooLong = await admin.agent.post("/api/admin/listings/description/preview", {
      html: "x".repeat(20_001),
    });
    expect(tooLong.status).toBe(400);
  });

  it("offers available store items to link, and the linked one whatever its status", async () => {
    const available = await createInventoryItem(t.db, { make: "Omega", reference: "CHOICE-1" });
    const sold = await createInventoryItem(t.db, { make: "Tudor", status: "sold" });
    const plain = await admin.agent.get("/api/admin/store-item-choices");
    expect(plain.status).toBe(200);
    const ids = ((await plain.json()) as { items: { id: string }[] }).items.map((item) => item.id);
    expect(ids).toContain(available.id);
    expect(ids).not.toContain(sold.id);
    const withLinked = await admin.agent.get(`/api/admin/store-item-choices?include=${sold.id}`);
    const linkedIds = ((await withLinked.json()) as { items: { id: string }[] }).items.map((item) => item.id);
    expect(linkedIds).toContain(sold.id);
    expect((await admin.agent.get("/api/admin/store-item-choices?include=nope")).status).toBe(400);
  });
});

describe("bulk actions on listings", () => {
  it("features and deactivates many at once, each audited, and never makes a second live listing of one watch", async () => {
    const [first, second] = [
      await createListing(t.db, { isFeatured: false }),
      await createListing(t.db, { isFeatured: false }),
    ];
    if (!first || !second) throw new Error("listings not made");
    const featured = await admin.agent.post("/api/admin/listings/bulk", {
      action: "feature",
      ids: [first.id, second.id],
    });
    expect(await featured.json()).toEqual({ changed: 2, skipped: [] });
    const [row] = await t.db
      .select({ isFeatured: listings.isFeatured })
      .from(listings)
      .where(eq(listings.id, first.id));
    expect(row?.isFeatured).toBe(true);
    // Featuring again changes nothing and writes no audit entry.
    expect(
      await (
        await admin.agent.post("/api/admin/listings/bulk", { action: "feature", ids: [first.id] })
      ).json(),
    ).toEqual({ changed: 0, skipped: [] });
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.entityId, first.id));
    expect(audited.map((entry) => entry.action)).toEqual(["listing.update"]);

    const item = await createInventoryItem(t.db, { make: "Tudor", reference: "BULK-1" });
    const live = await createListing(t.db, { inventoryId: item.id, isActive: true });
    const withdrawn = await createListing(t.db, {
      inventoryId: item.id,
      isActive: false,
      title: "Tudor BULK-1 again",
    });
    const activated = await admin.agent.post("/api/admin/listings/bulk", {
      action: "activate",
      ids: [withdrawn.id],
    });
    expect(await activated.json()).toEqual({
      changed: 0,
      skipped: [{ id: withdrawn.id, title: "Tudor BULK-1 again", reason: "ITEM_ALREADY_LISTED" }],
    });
    const deactivated = await admin.agent.post("/api/admin/listings/bulk", {
      action: "deactivate",
      ids: [live.id, first.id],
    });
    expect(await deactivated.json()).toMatchObject({ changed: 2 });
    expect(
      (await admin.agent.post("/api/admin/listings/bulk", { action: "explode", ids: [first.id] })).status,
    ).toBe(400);
    expect((await admin.agent.post("/api/admin/listings/bulk", { action: "feature", ids: [] })).status).toBe(
      400,
    );
  });
});
