import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AnalysisDto, analysisMessages, analysisRateLimit } from "../../../shared/analysis-schemas";
import type { ErrorBody } from "../../../shared/errors";
import type { MediaDto } from "../../../shared/media";
import { listingImages } from "../../db/schema";
import { demoWatches } from "../../demo/catalog-data";
import { lookFromSpecifications, renderWatchPng } from "../../demo/watch-illustration";
import { createInventoryItem, createListing } from "../../test/factories";
import { type FakeOpenAi, goodIdentificationAnswer, startFakeOpenAi } from "../../test/fake-openai";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * Issue 12, the watch analysis at /api/me/analysis: offline it names a watch from the reference
 * catalogue or the shop's own photos and prices it only from named sources; with an AI provider it
 * checks the model's candidates against the catalogue; a failing provider is a clear error.
 */
type Client = Awaited<ReturnType<TestApp["signedInClient"]>>["agent"];

const submariner = demoWatches.find((watch) => watch.reference === "126610LN");
if (!submariner) throw new Error("the demo shop sells a Submariner Date 126610LN");

const illustration = (index: number) => {
  const watch = demoWatches[index];
  if (!watch) throw new Error("no such demo watch");
  return renderWatchPng(
    lookFromSpecifications(watch.brand, watch.specifications, watch.look),
    0,
    index + 1,
    700,
  );
};

async function uploadPhoto(client: Client, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "watch.jpg");
  const response = await client.call("/api/me/analysis/photos", { method: "POST", body: form });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as MediaDto).id;
}

async function analyse(client: Client, body: unknown): Promise<AnalysisDto> {
  const response = await client.post("/api/me/analysis", body);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

describe("watch analysis offline (no AI provider)", () => {
  let t: TestApp;
  let user: Client;
  beforeAll(async () => {
    t = await createTestApp();
    user = (await t.signedInClient()).agent;
    // The shop has sold one Submariner Date and lists another.
    await createInventoryItem(t.db, {
      make: "Rolex",
      model: "Submariner Date",
      reference: "126610LN",
      status: "sold",
      soldPriceFils: 4_000_000,
      saleDate: new Date(),
    });
    const index = demoWatches.indexOf(submariner);
    const listing = await createListing(t.db, {
      brand: "Rolex",
      model: "Submariner Date",
      reference: "126610LN",
      priceCents: 14_250_00,
    });
    const admin = await t.signedInClient({ role: "owner" });
    const form = new FormData();
    form.append(
      "file",
      new Blob([new Uint8Array(await illustration(index))], { type: "image/png" }),
      "sub.png",
    );
    const uploaded = await admin.agent.call("/api/admin/media", { method: "POST", body: form });
    const mediaId = ((await uploaded.json()) as MediaDto).id;
    await t.db.insert(listingImages).values({ listingId: listing.id, mediaId, position: 0 });
  }, 60_000);
  afterAll(() => t.close());

  it("asks a visitor to sign in", async () => {
    const response = await t.client().post("/api/me/analysis", { manual: { brand: "Rolex", model: "Sub" } });
    expect(response.status).toBe(401);
  });

  it.each([
    ["no brand", { manual: { model: "Submariner" } }, analysisMessages.brandModelRequired],
    ["a blank model", { manual: { brand: "Rolex", model: " " } }, analysisMessages.brandModelRequired],
  ])("refuses %s", async (_name, body, message) => {
    const response = await user.post("/api/me/analysis", body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).issues?.map((issue) => issue.message)).toContain(message);
  });

  it("names typed details from the catalogue, with its specifications, and prices them from the shop's own sources", async () => {
    const result = await analyse(user, {
      manual: { brand: "Rolex", model: "Submariner", reference: "126610LN" },
    });

    expect(result.method).toBe("catalogue");
    expect(result.candidates[0]).toMatchObject({
      brand: "Rolex",
      model: "Submariner Date",
      reference: "126610LN",
    });
    expect(result.candidates[0]?.catalogue).toMatchObject({ caseSizeMm: 41 });
    expect(result.candidates[0]?.confidence).toBeGreaterThanOrEqual(90);
    const sales = result.market?.sources.find((source) => source.source === "shop_sales");
    expect(sales).toMatchObject({ status: "ok", count: 1 });
    expect(result.market?.market?.basis).toContain("shop_sales");
  });

  it("gives no candidate of an ambiguous name full confidence: 'Sub date' is three references", async () => {
    const result = await analyse(user, { manual: { brand: "Rolex", model: "Sub date" } });

    expect(result.method).toBe("catalogue");
    expect(result.candidates.map((candidate) => candidate.reference).sort()).toEqual([
      "116610LN",
      "126610LN",
      "16610",
    ]);
    for (const candidate of result.candidates) expect(candidate.confidence).toBeLessThan(50);
  });

  it.each([
    ["Tudor", "79030"],
    ["Tudor", "Black Bay 79030N"],
    ["Rolex", "79030"],
  ])("finds a typed reference whatever the brand field says: %s / %s", async (brand, model) => {
    const result = await analyse(user, { manual: { brand, model } });

    expect(result.method).toBe("catalogue");
    expect(result.candidates.map((candidate) => candidate.reference)).toContain("M79030N-0001");
    expect(result.candidates[0]?.brand).toBe("Tudor");
  });

  it("keeps typed details the catalogue does not know as the user's own, unmeasured, and says there is no market data", async () => {
    const result = await analyse(user, {
      manual: { brand: "Maison Inconnue", model: "Prototype", reference: "N/A" },
    });

    expect(result.method).toBe("typed");
    expect(result.candidates).toEqual([
      {
        brand: "Maison Inconnue",
        model: "Prototype",
        reference: null,
        confidence: null,
        catalogue: null,
        unknownReference: false,
        seenIn: null,
      },
    ]);
    expect(result.market?.market).toBeNull();
  });

  it("identifies a photo of a watch the shop lists", async () => {
    const photo = await sharp(await illustration(demoWatches.indexOf(submariner)))
      .resize({ width: 500 })
      .jpeg({ quality: 75 })
      .toBuffer();
    const result = await analyse(user, { photoId: await uploadPhoto(user, photo) });

    expect(result.method).toBe("photo_match");
    expect(result.candidates[0]).toMatchObject({ brand: "Rolex", reference: "126610LN", seenIn: "listing" });
    expect(result.photo?.id).toBeTruthy();
    expect(result.market?.market).not.toBeNull();
  });

  it("says it cannot identify a photo of no watch the shop knows", async () => {
    const meadow = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#4c8a3a" } })
      .composite([
        {
          input: { create: { width: 900, height: 200, channels: 3, background: "#9cc7ee" } },
          top: 0,
          left: 0,
        },
      ])
      .jpeg()
      .toBuffer();
    const result = await analyse(user, { photoId: await uploadPhoto(user, meadow) });

    expect(result).toMatchObject({ method: "none", candidates: [], market: null });
  });

  it("answers another user's photo as one that does not exist", async () => {
    const other = (await t.signedInClient()).agent;
    const theirs = await uploadPhoto(other, await illustration(0));
    const response = await user.post("/api/me/analysis", { photoId: theirs });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).message).toBe(analysisMessages.unknownPhoto);
  });

  it("allows 30 analyses an hour to one user, then says how long to wait", async () => {
    const busy = (await t.signedInClient()).agent;
    const body = { manual: { brand: "Rolex", model: "Submariner", reference: "126610LN" } };
    for (let run = 0; run < analysisRateLimit.limit; run += 1)
      expect((await busy.post("/api/me/analysis", body)).status).toBe(200);
    const refused = await busy.post("/api/me/analysis", body);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()) as ErrorBody).toMatchObject({
      reason: "ANALYSIS_RATE_LIMITED",
      params: { count: 60 },
    });
    // Another user is not held back by them.
    expect((await user.post("/api/me/analysis", body)).status).toBe(200);
  });

  it("refuses a photo over 10 MB and a file that is no image", async () => {
    const huge = new FormData();
    huge.append("file", new Blob([new Uint8Array(11 * 1024 * 1024)], { type: "image/jpeg" }), "huge.jpg");
    expect((await user.call("/api/me/analysis/photos", { method: "POST", body: huge })).status).toBe(413);
    const text = new FormData();
    text.append("file", new Blob(["not a photo"], { type: "text/plain" }), "note.txt");
    expect((await user.call("/api/me/analysis/photos", { method: "POST", body: text })).status).toBe(415);
  });
});

describe("watch analysis with an AI provider", () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let user: Client;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp({ AI_BASE_URL: fake.url, AI_API_KEY: "sk-test", AI_VISION_MODEL: "vision-test" });
    user = (await t.signedInClient()).agent;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("sends the photo resized to at most 1024 px as JPEG, and checks each candidate against the catalogue", async () => {
    fake.answerWith({
      kind: "answer",
      content: goodIdentificationAnswer({
        candidates: [
          { brand: "Rolex", model: "Submariner Date", reference: "126610LN", confidence: 90 },
          { brand: "Rolex", model: "Submariner", reference: "999999ZZ", confidence: 80 },
        ],
        photoAdvice: ["caseback"],
        averagePrice: 15_000,
      }),
    });
    const big = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: "#223344" } })
      .jpeg()
      .toBuffer();
    const result = await analyse(user, { photoId: await uploadPhoto(user, big) });

    const request = fake.requests.at(-1);
    expect(request?.body.model).toBe("vision-test");
    const messages = (request?.body.messages ?? []) as { role: string; content: unknown }[];
    const parts = messages.find((m) => m.role === "user")?.content as {
      type: string;
      image_url?: { url: string };
    }[];
    const dataUrl = parts.find((part) => part.type === "image_url")?.image_url?.url ?? "";
    expect(dataUrl.startsWith("data:image/jpeg;base64,")).toBe(true);
    const sent = await sharp(Buffer.from(dataUrl.split(",")[1] ?? "", "base64")).metadata();
    expect(Math.max(sent.width ?? 0, sent.height ?? 0)).toBeLessThanOrEqual(1024);

    expect(result.method).toBe("ai");
    expect(result.photoAdvice).toEqual(["caseback"]);
    expect(result.candidates[0]).toMatchObject({
      reference: "126610LN",
      confidence: 90,
      unknownReference: false,
    });
    expect(result.candidates[1]).toMatchObject({
      reference: "999999ZZ",
      confidence: 48,
      unknownReference: true,
    });
    expect(JSON.stringify(result)).not.toContain("15000");
  });

  it("answers a failing provider with a clear 503 the client can word", async () => {
    fake.answerWith({ kind: "error", status: 500 });
    const response = await user.post("/api/me/analysis", {
      manual: { brand: "Rolex", model: "GMT-Master II" },
    });
    expect(response.status).toBe(503);
    expect((await response.json()) as ErrorBody).toMatchObject({ reason: "IDENTIFICATION_UNAVAILABLE" });
  });
});
