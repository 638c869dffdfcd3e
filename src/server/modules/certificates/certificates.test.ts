import { randomUUID } from "node:crypto";
import { inflateSync } from "node:zlib";
import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthenticityDto, InspectionDto, InspectionInput } from "../../../shared/certificates";
import type { MediaDto } from "../../../shared/media";
import type { OrderDto } from "../../../shared/orders";
import { auditLog, certificates, orders } from "../../db/schema";
import { fillCart, postCheckout, pressOnTestPage, readCheckout } from "../../test/checkout-flow";
import { createListing } from "../../test/factories";
import { createTestApp, type TestApp, testOrigin } from "../../test/test-app";

let t: TestApp;
let owner: Awaited<ReturnType<TestApp["signedInClient"]>>;
let sales: Awaited<ReturnType<TestApp["signedInClient"]>>;
let customer: Awaited<ReturnType<TestApp["signedInClient"]>>;
beforeAll(async () => {
  t = await createTestApp();
  [owner, sales, customer] = await Promise.all([
    t.signedInClient({ role: "owner", firstName: "Huda", lastName: "Owner" }),
    t.signedInClient({ role: "sales", firstName: "Sami", lastName: "Sales" }),
    t.signedInClient(),
  ]);
});
afterAll(() => t.close());

async function uploadPrivatePhoto(agent: typeof owner.agent): Promise<MediaDto> {
  const photo = new FormData();
  const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2b2b2b" } })
    .jpeg()
    .toBuffer();
  photo.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "serial.jpg");
  const uploaded = await agent.call("/api/admin/inspection-photos", { method: "POST", body: photo });
  expect(uploaded.status).toBe(201);
  return (await uploaded.json()) as MediaDto;
}

const allPassed = (photos: InspectionInput["photos"] = []): InspectionInput => ({
  serial: "Z7Q4 81234",
  checks: {
    serialReference: { passed: true, note: "Case back and rehaut match" },
    movement: { passed: true, note: "", rateSecondsPerDay: 2.46 },
    waterResistance: { passed: true, note: "" },
    boxPapers: { passed: true, note: "Warranty card 2021" },
    serviceHistory: { passed: false, note: "No service record" },
  },
  photos,
});

/** A listing with a saved inspection, bought by a guest through the TEST provider and paid. */
async function soldInspectedWatch() {
  const watch = await createListing(t.db, {
    title: "Rolex Submariner Date 126610LN",
    brand: "Rolex",
    model: "Submariner Date",
    reference: "126610LN",
    year: 2021,
  });
  const saved = await owner.agent.call(`/api/admin/inspections/${watch.id}`, {
    method: "PUT",
    json: allPassed(),
  });
  expect(saved.status).toBe(200);
  const guest = t.client();
  const total = await fillCart(guest, watch.id);
  const email = `buyer-${randomUUID()}@example.com`;
  const answer = await readCheckout(await postCheckout(guest, { email, expectedTotalCents: total }));
  expect(answer.status).toBe(201);
  const url = answer.started?.url ?? "";
  expect((await pressOnTestPage(guest, url, "pay")).status).toBe(303);
  const [order] = await t.db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, answer.started?.orderNumber ?? ""));
  if (!order) throw new Error("no order");
  const [certificate] = await t.db.select().from(certificates).where(eq(certificates.orderId, order.id));
  return { watch, guest, email, url, order, certificate };
}

const verifyPage = async (code: string, lang = "en") => {
  const response = await t.client().get(`/verify/${code}?lang=${lang}`);
  return { status: response.status, html: await response.text() };
};

describe("the inspection checklist", () => {
  it("records each check with who ticked it and when, and keeps that when an edit leaves it alone", async () => {
    const watch = await createListing(t.db);
    const photo = await uploadPrivatePhoto(owner.agent);
    const first = await owner.agent.call(`/api/admin/inspections/${watch.id}`, {
      method: "PUT",
      json: allPassed([{ mediaId: photo.id, kind: "serial" }]),
    });
    expect(first.status).toBe(200);
    const saved = (await first.json()) as InspectionDto;
    expect(saved.checks.movement).toMatchObject({
      passed: true,
      rateSecondsPerDay: 2.5,
      checkedBy: "Huda Owner",
    });
    expect(saved.photos).toEqual([
      { mediaId: photo.id, kind: "serial", url: `/api/admin/inspections/${watch.id}/photos/${photo.id}` },
    ]);

    const edit = allPassed([{ mediaId: photo.id, kind: "serial" }]);
    edit.checks.waterResistance = { passed: false, note: "Failed at 5 bar" };
    const second = await sales.agent.call(`/api/admin/inspections/${watch.id}`, {
      method: "PUT",
      json: edit,
    });
    expect(second.status).toBe(200);
    const read = (await (
      await sales.agent.get(`/api/admin/inspections/${watch.id}`)
    ).json()) as AuthenticityDto;
    expect(read.inspection?.checks.waterResistance).toMatchObject({ passed: false, checkedBy: "Sami Sales" });
    expect(read.inspection?.checks.movement.checkedBy).toBe("Huda Owner");
    expect(read.inspection?.serial).toBe("Z7Q4 81234");
  });

  it("keeps its photos private: served to any staff through the inspection, to no one else", async () => {
    const watch = await createListing(t.db);
    const photo = await uploadPrivatePhoto(owner.agent);
    await owner.agent.call(`/api/admin/inspections/${watch.id}`, {
      method: "PUT",
      json: allPassed([{ mediaId: photo.id, kind: "movement" }]),
    });
    const staffUrl = `/api/admin/inspections/${watch.id}/photos/${photo.id}`;
    const seen = await sales.agent.get(staffUrl);
    expect(seen.status).toBe(200);
    expect(seen.headers.get("content-type")).toBe("image/webp");
    expect(seen.headers.get("cache-control")).toBe("private, no-store");
    expect((await customer.agent.get(staffUrl)).status).toBe(403);
    expect((await t.client().get(staffUrl)).status).toBe(401);
    // The media address is its uploader's alone (decision 021): not a colleague's, not the public's.
    const mediaPath = new URL(photo.url, testOrigin).pathname;
    expect((await owner.agent.get(mediaPath)).status).toBe(200);
    expect((await sales.agent.get(mediaPath)).status).toBe(404);
    expect((await t.client().get(mediaPath)).status).toBe(404);
    // A photo of another listing's inspection is not served under this one.
    const other = await createListing(t.db);
    expect((await sales.agent.get(`/api/admin/inspections/${other.id}/photos/${photo.id}`)).status).toBe(404);
  });

  it("refuses shoppers, a public photo, and input it cannot store, never with a 500", async () => {
    const watch = await createListing(t.db);
    expect((await customer.agent.get(`/api/admin/inspections/${watch.id}`)).status).toBe(403);
    expect(
      (await customer.agent.call(`/api/admin/inspections/${watch.id}`, { method: "PUT", json: allPassed() }))
        .status,
    ).toBe(403);
    const publicPhoto = new FormData();
    const bytes = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    publicPhoto.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "shop.jpg");
    const shopPhoto = (await (
      await owner.agent.call("/api/admin/media", { method: "POST", body: publicPhoto })
    ).json()) as MediaDto;
    const bad = [
      allPassed([{ mediaId: shopPhoto.id, kind: "serial" }]),
      { ...allPassed(), serial: "" },
      { ...allPassed(), serial: "A\u0000B" },
      {
        ...allPassed(),
        checks: { ...allPassed().checks, movement: { passed: true, rateSecondsPerDay: 900 } },
      },
      { serial: "X" },
      "not json at all",
    ];
    for (const json of bad) {
      const answer = await owner.agent.call(`/api/admin/inspections/${watch.id}`, { method: "PUT", json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
    }
    expect((await owner.agent.get(`/api/admin/inspections/${randomUUID()}`)).status).toBe(404);
    expect((await owner.agent.get("/api/admin/inspections/not-a-uuid")).status).toBe(400);
  });
});

describe("a certificate issued when an inspected watch is paid for", () => {
  it("is issued once, signed, and stays one however many payment events follow", async () => {
    const { order, guest, url, certificate } = await soldInspectedWatch();
    expect(certificate?.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    const facts = JSON.parse(certificate?.payload ?? "{}");
    expect(facts).toMatchObject({
      v: 1,
      shop: "Mizan",
      brand: "Rolex",
      model: "Submariner Date",
      reference: "126610LN",
      serial: "••••1234",
      year: 2021,
      checks: { movement: { passed: true, rateSecondsPerDay: 2.5 }, serviceHistory: { passed: false } },
      // The day of the sale in Kuwait, where the shop is: after 21:00 UTC that is tomorrow's UTC date.
      orderDate: order.paidAt?.toLocaleDateString("en-CA", { timeZone: "Asia/Kuwait" }),
    });
    expect(certificate?.payload).not.toContain("Z7Q4");
    // A second payment event for the same order (the shopper pressing Pay again) changes nothing.
    await pressOnTestPage(guest, url, "pay").catch(() => undefined);
    const [{ n } = { n: 0 }] = await t.db
      .select({ n: count() })
      .from(certificates)
      .where(eq(certificates.orderId, order.id));
    expect(n).toBe(1);
  });

  it("is not issued for a watch nobody inspected", async () => {
    const watch = await createListing(t.db);
    const guest = t.client();
    const total = await fillCart(guest, watch.id);
    const answer = await readCheckout(
      await postCheckout(guest, { email: `b-${randomUUID()}@example.com`, expectedTotalCents: total }),
    );
    await pressOnTestPage(guest, answer.started?.url ?? "", "pay");
    const rows = await t.db.select().from(certificates).where(eq(certificates.listingId, watch.id));
    expect(rows).toEqual([]);
  });

  it("is linked from the confirmation mail and the buyer's order page, and downloads as a PDF with its URL", async () => {
    const { email, order, certificate } = await soldInspectedWatch();
    const code = certificate?.code ?? "";
    const mail = await t.lastMailTo(email);
    expect(mail?.kind).toBe("order-confirmation");
    expect(mail?.text).toContain(`${testOrigin}/certificates/${code}.pdf`);

    // A buyer whose account has the order's e-mail sees it on their order page.
    const buyer = await t.signedInClient({ email });
    const page = (await (await buyer.agent.get(`/api/me/orders/${order.orderNumber}`)).json()) as OrderDto;
    expect(page.certificates).toEqual([
      {
        code,
        title: "Rolex Submariner Date 126610LN",
        verifyPath: `/verify/${code}`,
        pdfPath: `/certificates/${code}.pdf`,
        revoked: false,
      },
    ]);

    const pdf = await t.client().get(`/certificates/${code}.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // The QR's address is also the printed link's target, which a PDF keeps as plain text.
    expect(pdfText(bytes)).toContain(`(${testOrigin}/verify/${code})`);
    // Drawn once and kept: the next download is the same file, read from the certificate's row.
    const [kept] = await t.db
      .select({ pdf: certificates.pdf })
      .from(certificates)
      .where(eq(certificates.code, code));
    expect(Buffer.from(kept?.pdf ?? []).equals(bytes)).toBe(true);
    const again = await t.client().get(`/certificates/${code}.pdf`);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await t.client().get("/certificates/0000000000AB.pdf")).status).toBe(404);
    expect((await t.client().get("/certificates/..%2f..%2fetc.pdf")).status).toBe(404);
    // Shaping Amiri takes its worker seconds of CPU, many more on two busy cores.
  }, 180_000);
});

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

describe("/verify/<code>", () => {
  it("shows what the shop certified and that its signature is valid, in English and in Arabic", async () => {
    const { certificate } = await soldInspectedWatch();
    const code = certificate?.code ?? "";
    const en = await verifyPage(code);
    expect(en.status).toBe(200);
    expect(en.html).toContain("The signature is valid: this is what Mizan certified on");
    expect(en.html).toContain("126610LN");
    expect(en.html).toContain("••••1234");
    expect(en.html).toContain(`<bdi dir="ltr">+2.5</bdi> s/day`);
    expect(en.html).not.toContain("Z7Q4");
    const ar = await verifyPage(code.toLowerCase(), "ar");
    expect(ar.status).toBe(200);
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.html).toContain("التوقيع صحيح");
    // The shop is named in Arabic on the Arabic page, in the sentence and in its row, as the
    // storefront names it; what was signed is unchanged (the signature covers the payload, not the words).
    expect(ar.html).toContain("التوقيع صحيح: هذا ما شهد به ميزان بتاريخ");
    expect(ar.html).toContain("<dt>صادرة عن</dt><dd><bdi>ميزان</bdi></dd>");
    expect(ar.html).not.toContain("Mizan certified");
    expect(ar.html).not.toMatch(/<bdi>Mizan<\/bdi>|شهد به Mizan/);
    expect(en.html).toContain("<bdi>Mizan</bdi>");
    expect(JSON.parse(certificate?.payload ?? "{}")).toMatchObject({ shop: "Mizan" });
    // The public key it checks against is published for anyone.
    const key = await t.client().get("/.well-known/mizan-certificate-key");
    expect(key.status).toBe(200);
    expect(await key.text()).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });

  it("says a revoked certificate is revoked, with the staff's reason, audited", async () => {
    const { certificate } = await soldInspectedWatch();
    const code = certificate?.code ?? "";
    const path = `/api/admin/certificates/${code}/revoke`;
    expect((await sales.agent.post(path, { reason: "Sold twice" })).status).toBe(403);
    expect((await owner.agent.post(path, { reason: "" })).status).toBe(400);
    expect((await owner.agent.post(path, { reason: "Dial found to be a replacement" })).status).toBe(200);
    expect((await owner.agent.post(path, { reason: "Again" })).status).toBe(409);
    const page = await verifyPage(code);
    expect(page.status).toBe(200);
    expect(page.html).toContain("This certificate was revoked on");
    expect(page.html).toContain("Reason: <bdi>Dial found to be a replacement</bdi>");
    expect(page.html).not.toContain("The signature is valid");
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "certificate.revoke"), eq(auditLog.label, code)));
    expect(entry).toMatchObject({ actorUserId: owner.user.id, entityType: "certificate" });
    expect((await t.client().get(`/certificates/${code}.pdf`)).status).toBe(404);
  });

  it("cannot verify a certificate whose stored payload or signature changed by one byte", async () => {
    const { certificate } = await soldInspectedWatch();
    const code = certificate?.code ?? "";
    const payload = certificate?.payload ?? "";
    const signature = certificate?.signature ?? "";
    const set = (values: Partial<typeof certificates.$inferInsert>) =>
      t.db.update(certificates).set(values).where(eq(certificates.code, code));

    await set({ payload: payload.replace('"year":2021', '"year":2022') });
    let page = await verifyPage(code);
    expect(page.html).toContain("This certificate cannot be verified");
    expect(page.html).not.toContain("126610LN");

    await set({ payload, signature: `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}` });
    page = await verifyPage(code);
    expect(page.html).toContain("This certificate cannot be verified");

    await set({ payload, signature });
    expect((await verifyPage(code)).html).toContain("The signature is valid");
  });

  it("answers an unknown or malformed code with a 404 page, never a 500", async () => {
    for (const code of ["0000000000AB", "short", "x".repeat(500), "%00", "..%2F..%2Fetc", "%E2%80%AE", "ü"]) {
      const page = await verifyPage(code);
      expect(page.status, code).toBe(404);
      expect(page.html).toContain("No such certificate");
    }
    const ar = await verifyPage("0000000000AB", "ar");
    expect(ar.html).toContain("لا توجد شهادة بهذا الرمز");
  });
});
