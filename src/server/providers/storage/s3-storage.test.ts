import { CreateBucketCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaDto } from "../../../shared/media";
import { createLogger } from "../../logger";
import { orphanAgeMs, sweepOrphanedMedia } from "../../modules/media/orphan-sweep";
import { fakeS3Credentials, startFakeS3 } from "../../test/fake-s3";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";

/** Issue 9, Photos: S3-compatible storage through @aws-sdk/client-s3 against s3rver on 127.0.0.1. */
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let client: S3Client;
let storage: Storage;
const bucket = "mizan-media";

beforeAll(async () => {
  s3 = await startFakeS3();
  client = new S3Client({
    region: "us-east-1",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: fakeS3Credentials,
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  storage = createS3Storage({
    kind: "s3",
    bucket,
    region: "us-east-1",
    endpoint: s3.endpoint,
    ...fakeS3Credentials,
    publicUrl: undefined,
  });
});

afterAll(async () => {
  client.destroy();
  await s3.close();
});

async function keysInBucket(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listed.Contents ?? []).map((object) => object.Key ?? "").sort();
}

describe("S3 storage", () => {
  it("writes an object, reads back its bytes and type, and deletes it idempotently", async () => {
    const body = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 3, 255]);
    await storage.put("media/s3-test/320.webp", body, "image/webp");

    expect(await storage.get("media/s3-test/320.webp")).toEqual({ body, contentType: "image/webp" });
    expect(await keysInBucket()).toContain("media/s3-test/320.webp");

    await storage.delete("media/s3-test/320.webp");
    await storage.delete("media/s3-test/320.webp");
    expect(await storage.get("media/s3-test/320.webp")).toBeNull();
  });

  it("answers null for a key that was never stored", async () => {
    expect(await storage.get(`media/${crypto.randomUUID()}/640.webp`)).toBeNull();
  });
});

describe("uploads stored on S3", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: fakeS3Credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: fakeS3Credentials.secretAccessKey,
    });
  });
  afterAll(() => t.close());

  it("stores an upload's renditions in the bucket, serves them at /media, and the sweep removes them", async () => {
    const { agent } = await t.signedInClient({ role: "owner" });
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#224466" } })
      .jpeg()
      .toBuffer();
    form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "watch.jpg");

    const response = await agent.call("/api/admin/media", { method: "POST", body: form });

    expect(response.status).toBe(201);
    const image = (await response.json()) as MediaDto;
    const keys = image.variants.map((variant) => variant.url.slice(1));
    expect(await keysInBucket()).toEqual(expect.arrayContaining(keys));
    for (const variant of image.variants) {
      const served = await t.app.request(variant.url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(variant.width);
    }

    const now = new Date(Date.now() + orphanAgeMs + 60_000);
    const log = createLogger("silent");
    expect(await sweepOrphanedMedia({ db: t.db, storage: t.services.storage, log }, now)).toBe(1);
    for (const key of keys) expect(await keysInBucket()).not.toContain(key);
    expect((await t.app.request(image.url)).status).toBe(404);
  });
});
