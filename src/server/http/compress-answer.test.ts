import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compressAnswer } from "./compress-answer";
import { jsonTextAnswer, toJsonText } from "./json-text";

const pageValue = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Watch ${i}` })) };
const page = JSON.stringify(pageValue);

function app() {
  return new Hono()
    .use(compressAnswer())
    .get("/page", (c) => {
      c.header("Set-Cookie", "a=1");
      c.header("Set-Cookie", "b=2", { append: true });
      return c.body(page, 200, { "Content-Type": "application/json" });
    })
    .get("/text", (c) => jsonTextAnswer(c, toJsonText(pageValue)))
    .get("/small-text", (c) => jsonTextAnswer(c, toJsonText({ ok: true })))
    .get("/small", (c) => c.json({ ok: true }))
    .get("/image", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/webp" }));
}

describe("compressAnswer", () => {
  it("sends brotli when the browser takes it, whole and with its length", async () => {
    const answer = await app().request("/page", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(answer.headers.get("content-encoding")).toBe("br");
    expect(answer.headers.get("vary")).toBe("Accept-Encoding");
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(Number(answer.headers.get("content-length"))).toBe(bytes.byteLength);
    expect(bytes.byteLength).toBeLessThan(page.length / 5);
    expect(brotliDecompressSync(bytes).toString()).toBe(page);
    expect(answer.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
  });

  it("sends gzip to a client without brotli, and nothing encoded to one that takes neither", async () => {
    const gzipped = await app().request("/page", { headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(page);
    const plain = await app().request("/page", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(page);
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("answers JSON kept as text alike, compressed from its text (the collection's pages)", async () => {
    for (const [accepted, encoding, decode] of [
      ["gzip, deflate, br", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
      ["identity", null, (bytes: Buffer) => bytes],
    ] as const) {
      const answer = await app().request("/text", { headers: { "accept-encoding": accepted } });
      expect(answer.headers.get("content-encoding")).toBe(encoding);
      expect(answer.headers.get("content-type")).toBe("application/json");
      expect(answer.headers.get("vary")).toBe("Accept-Encoding");
      const bytes = Buffer.from(await answer.arrayBuffer());
      expect(Number(answer.headers.get("content-length"))).toBe(bytes.byteLength);
      expect(JSON.parse(decode(bytes).toString())).toEqual(pageValue);
    }
    const small = await app().request("/small-text", { headers: { "accept-encoding": "br" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
  });

  it("leaves small answers and images as they are", async () => {
    const small = await app().request("/small", { headers: { "accept-encoding": "br" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const image = await app().request("/image", { headers: { "accept-encoding": "br" } });
    expect(image.headers.get("content-encoding")).toBeNull();
    expect((await image.arrayBuffer()).byteLength).toBe(4096);
  });

  it("reads the client's preferences as RFC 9110 writes them", () => {
    expect(chooseEncoding("gzip, br;q=0")).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity, *;q=0")).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
