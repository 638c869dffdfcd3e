import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { createMiddleware } from "hono/factory";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

/** Smaller answers gain less than the encoding header and the work cost. */
const threshold = 1024;
// Brotli at quality 4 is as fast as gzip at its default and a tenth smaller; 11 would take ~100 times longer.
const brotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const gzipOptions = { level: 6 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

type Encoding = "br" | "gzip";

/** The encoding the client accepts that we prefer (RFC 9110 §12.5.3: `q=0` refuses one). */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = parseAccept(header);
  const wildcard = accepted.find((entry) => entry.type === "*")?.q ?? 0;
  const weight = (encoding: Encoding) =>
    accepted.find((entry) => entry.type.toLowerCase() === encoding)?.q ?? wildcard;
  const best = (["br", "gzip"] as const).filter((encoding) => weight(encoding) > 0);
  return best.sort((a, b) => weight(b) - weight(a))[0];
}

/**
 * On the thread pool, even for a page of cards: the request's own thread is the one every
 * shopper waits on, and the pool runs beside it on the other cores (issue 26).
 */
function encode(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === "br" ? brotliAsync(bytes, brotliOptions) : gzipAsync(bytes, gzipOptions);
}

/**
 * An answer's bytes as the client takes them: with the encoding it prefers, when it takes one and
 * the answer is worth it, else as they are.
 */
export async function encodedFor(
  acceptEncoding: string | undefined,
  bytes: Uint8Array,
): Promise<{ body: Uint8Array<ArrayBuffer>; encoding?: Encoding }> {
  const encoding = chooseEncoding(acceptEncoding);
  if (!encoding || bytes.byteLength < threshold) return { body: bytes as Uint8Array<ArrayBuffer> };
  return { body: (await encode(bytes, encoding)) as Uint8Array<ArrayBuffer>, encoding };
}

/**
 * Compresses an answer whole, with its length, instead of through a compression stream: a stream
 * sends a chunked answer in several writes and hops through web streams for every chunk, which
 * cost the collection's search more than its index did (issue 26). Every answer this app makes is
 * whole (JSON, rendered HTML, files of known size), so reading it first costs nothing extra.
 */
export function compressAnswer() {
  return createMiddleware(async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get("Content-Type");
    // Headers and status only: reading `body` turns @hono/node-server's light answer into a web
    // Response that it then sends through a web stream, a dozen promises for every answer.
    if (
      c.req.method === "HEAD" ||
      res.status === 206 ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      res.headers.has("Content-Encoding") ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("Cache-Control") ?? "")
    )
      return;
    const vary = res.headers.get("Vary");
    if (vary !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? ""))
      res.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    const acceptEncoding = c.req.header("Accept-Encoding");
    const length = Number(res.headers.get("Content-Length") ?? Number.NaN);
    if (!chooseEncoding(acceptEncoding) || length < threshold || !res.body) return;
    const { body, encoding } = await encodedFor(acceptEncoding, new Uint8Array(await res.arrayBuffer()));
    const headers = new Headers(res.headers);
    if (encoding) {
      headers.set("Content-Encoding", encoding);
      const etag = headers.get("ETag");
      if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    }
    headers.set("Content-Length", String(body.byteLength));
    // Cleared first: the setter would merge the old answer's headers, its length among them, into the new one.
    c.res = undefined;
    c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
  });
}
