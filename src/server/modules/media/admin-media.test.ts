import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { readdir } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { deflateSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaDto } from "../../../shared/media";
import { media } from "../../db/schema";
import { createTestApp, type TestApp, testOrigin } from "../../test/test-app";

/**
 * Issue 9, Photos and Security: POST /api/admin/media takes one image per request in the field
 * `file`; every malformed upload is a clear 4xx that leaves nothing in storage or the database.
 */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp["signedInClient"]>>;

beforeAll(async () => {
  // Twelve uploads at the door at once must meet the upload queue, not the test pool's small bound.
  t = await createTestApp({}, { maxWaiting: 100 });
  admin = await t.signedInClient({ role: "owner" });
});
afterAll(() => t.close());

function storageDir(): string {
  if (t.config.storage.kind !== "disk") throw new Error("the test app stores on disk");
  return t.config.storage.dir;
}

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(storageDir(), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

const mediaRows = async () => (await t.db.select({ id: media.id }).from(media)).length;

function upload(agent: ReturnType<TestApp["client"]>) {
  return (bytes: Uint8Array, name: string, type: string) => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
    return agent.call("/api/admin/media", { method: "POST", body: form });
  };
}

async function photo(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 70, b: 110 } } })
    .composite([{ input: { create: { width: 60, height: 40, channels: 3, background: "#d4a017" } } }])
    .jpeg()
    .toBuffer();
}

/** A PNG that declares `width` x `height` pixels in a valid header but carries almost no data. */
function pixelFlood(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A real JPEG with an HTML page in a comment segment right after its start marker. */
async function htmlInJpegComment() {
  const jpeg = await photo(120, 80);
  const html = Buffer.from(
    "<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>",
  );
  const length = Buffer.alloc(2);
  length.writeUInt16BE(html.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, html, jpeg.subarray(2)]);
}

describe("POST /api/admin/media", () => {
  it("stores a JPEG as WebP renditions owned by the uploader, served at their URLs, without its GPS", async () => {
    const bytes = await sharp(await photo(1200, 800))
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "29/1 22/1 0/1" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(bytes).metadata()).exif).toBeDefined();

    const response = await upload(admin.agent)(bytes, "watch.jpg", "image/jpeg");

    expect(response.status).toBe(201);
    const image = (await response.json()) as MediaDto;
    expect(image).toMatchObject({ width: 1200, height: 800, url: `/media/${image.id}/1200.webp` });
    expect(image.variants.map((variant) => variant.width)).toEqual([320, 640, 1024, 1200]);
    for (const variant of image.variants) {
      const served = await t.app.request(variant.url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: "webp", width: variant.width });
      expect(metadata.exif).toBeUndefined();
    }
    const [row] = await t.db.select().from(media).where(eq(media.id, image.id));
    expect(row?.ownerUserId).toBe(admin.user.id);
  });

  // Issue 25: a real photo carrying markup is told why, not "only image files" (reason IMAGE_HAS_MARKUP).
  const markupRefusal = /^This image contains embedded markup or script and can't be used\. Save it again/;
  const malformed: [string, () => Promise<[Uint8Array, string, string]>, number, string, RegExp][] = [
    [
      "an empty file",
      async () => [new Uint8Array(0), "empty.jpg", "image/jpeg"],
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      /image files/,
    ],
    [
      "a 12 MB file",
      async () => [randomBytes(12 * 1024 * 1024), "huge.jpg", "image/jpeg"],
      413,
      "PAYLOAD_TOO_LARGE",
      /10 MB or smaller/,
    ],
    [
      "a truncated JPEG",
      async () => {
        const noise = randomBytes(600 * 400 * 3);
        const jpeg = await sharp(noise, { raw: { width: 600, height: 400, channels: 3 } })
          .jpeg()
          .toBuffer();
        return [jpeg.subarray(0, Math.floor(jpeg.length / 2)), "cut.jpg", "image/jpeg"];
      },
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      /image files/,
    ],
    [
      "a pixel flood (a tiny PNG declaring 100000 x 100000)",
      async () => [pixelFlood(100_000, 100_000), "flood.png", "image/png"],
      413,
      "PAYLOAD_TOO_LARGE",
      /50 megapixels/,
    ],
    [
      "a JPEG/HTML polyglot (markup in a comment segment)",
      async () => [await htmlInJpegComment(), "polyglot.jpg", "image/jpeg"],
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      markupRefusal,
    ],
    [
      "a JPEG/HTML polyglot (markup after the image's end)",
      async () => [
        Buffer.concat([await photo(120, 80), Buffer.from("<html><svg onload=alert(1)></svg></html>")]),
        "tail.jpg",
        "image/jpeg",
      ],
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      markupRefusal,
    ],
    [
      "an SVG with a script",
      async () => [
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>',
        ),
        "logo.svg",
        "image/svg+xml",
      ],
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      /image files/,
    ],
    [
      "a PDF renamed .jpg",
      async () => [
        Buffer.from(
          "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
        ),
        "watch.jpg",
        "image/jpeg",
      ],
      415,
      "UNSUPPORTED_MEDIA_TYPE",
      /image files/,
    ],
  ];

  for (const [name, make, status, code, message] of malformed) {
    it(`refuses ${name} with ${status} ${code}, storing nothing`, async () => {
      const [files, rows] = [await storedFiles(), await mediaRows()];
      const [bytes, fileName, type] = await make();

      const response = await upload(admin.agent)(bytes, fileName, type);

      expect(response.status).toBe(status);
      const body = await response.json();
      expect(body.code).toBe(code);
      expect(body.message).toMatch(message);
      expect(body.reason).toBe(message === markupRefusal ? "IMAGE_HAS_MARKUP" : undefined);
      expect(await storedFiles()).toEqual(files);
      expect(await mediaRows()).toBe(rows);
      expect((await t.app.request("/healthz")).status).toBe(200);
    });
  }

  it("refuses a request without exactly one file in the field `file` with 400", async () => {
    const cases: [string, BodyInit][] = [["JSON", JSON.stringify({ file: "x.jpg" })]];
    const empty = new FormData();
    empty.append("photo", new Blob([await photo(100, 100)], { type: "image/jpeg" }), "a.jpg");
    cases.push(["another field", empty]);
    const text = new FormData();
    text.append("file", "not a file");
    cases.push(["text in the field", text]);
    const two = new FormData();
    for (const name of ["a.jpg", "b.jpg"]) {
      two.append("file", new Blob([await photo(100, 100)], { type: "image/jpeg" }), name);
    }
    cases.push(["two files", two]);
    const rows = await mediaRows();
    for (const [name, body] of cases) {
      const headers = typeof body === "string" ? { "content-type": "application/json" } : undefined;
      const response = await admin.agent.call("/api/admin/media", { method: "POST", body, headers });
      expect(response.status, name).toBe(400);
      expect(await response.json(), name).toMatchObject({
        code: "VALIDATION_ERROR",
        message: "Choose one image file to upload",
      });
    }
    expect(await mediaRows()).toBe(rows);
  });

  it("renders one upload at a time with ten in line, and refuses one more with 503 and Retry-After", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await photo(400, 300))], { type: "image/jpeg" }), "a.jpg");
    const encoded = new Response(form);
    const [bytes, contentType] = [
      new Uint8Array(await encoded.arrayBuffer()),
      encoded.headers.get("content-type"),
    ];
    // Twelve uploads whose bodies arrive only once released: all of them are at the door together.
    const senders: (() => void)[] = [];
    const responses = Array.from({ length: 12 }, () => {
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          senders.push(() => {
            controller.enqueue(bytes);
            controller.close();
          });
        },
      });
      // With its length declared, as a browser sends it, the body limit needs no reading.
      const headers = { "content-type": contentType ?? "", "content-length": String(bytes.length) };
      const init = { method: "POST", body, duplex: "half", headers };
      return admin.agent.call("/api/admin/media", init as RequestInit);
    });

    const refused = await Promise.race(responses);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(await refused.json()).toMatchObject({
      code: "SERVICE_UNAVAILABLE",
      message: "Too many photos are being processed. Please try again.",
    });
    for (const send of senders) send();
    const statuses = (await Promise.all(responses)).map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(11).fill(201), 503]);
  });

  it("refuses a visitor and a customer before reading the upload", async () => {
    const bytes = await photo(200, 200);
    expect((await upload(t.client())(bytes, "a.jpg", "image/jpeg")).status).toBe(401);
    const { agent: customer } = await t.signedInClient();
    expect((await upload(customer)(bytes, "a.jpg", "image/jpeg")).status).toBe(403);
  });

  it("answers an oversized upload over a real connection with a clean 413, and keeps serving", async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await once(server, "listening");
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const form = new FormData();
      form.append("file", new Blob([randomBytes(12 * 1024 * 1024)], { type: "image/jpeg" }), "big.jpg");
      const cookie = [...admin.agent.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
      const response = await fetch(`${base}/api/admin/media`, {
        method: "POST",
        body: form,
        headers: { cookie, origin: testOrigin },
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });

      const small = new FormData();
      small.append("file", new Blob([await photo(400, 300)], { type: "image/jpeg" }), "ok.jpg");
      const next = await fetch(`${base}/api/admin/media`, {
        method: "POST",
        body: small,
        headers: { cookie, origin: testOrigin },
      });
      expect(next.status).toBe(201);
    } finally {
      server.close();
    }
  });
});
