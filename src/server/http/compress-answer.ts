import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import { createMiddleware } from "hono/factory";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

/** Smaller answers gain less than the encoding header and the work cost. */
const threshold = 1024;
// Brotli at quality 3: a page of 24 cards (15.5 KB of JSON) in 69 µs to 2,927 bytes, where quality 4
// took 115 µs for 2,849 and gzip's default 77 µs for 2,985 (issue 26: compression was an eighth of
// the long tail's CPU at quality 4). 11 would take ~100 times longer.
const brotliOptions = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
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
 * Answers up to this size are compressed on the request's own thread. Through the thread pool a
 * page of cards (12 KB of JSON, brotli 4) cost 290 µs of CPU against 110 µs here: the pool's
 * stream, encoder set-up and hop cost the main thread more than the whole compression does, and on
 * a busy instance there is no idle core for the pool to use (issue 26, profile of the long tail).
 */
const onThreadUpTo = 64 * 1024;

/** Brotli's window no larger than the answer: the same bytes out, without a 4 MB window set up for 12 KB. */
function brotliFor(size: number) {
  const window = Math.min(24, Math.max(16, Math.ceil(Math.log2(size + 1))));
  return {
    params: {
      ...brotliOptions.params,
      [constants.BROTLI_PARAM_LGWIN]: window,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

function encode(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> | Buffer {
  const onThread = bytes.byteLength <= onThreadUpTo;
  if (encoding === "br") {
    const options = brotliFor(bytes.byteLength);
    return onThread ? brotliCompressSync(bytes, options) : brotliAsync(bytes, options);
  }
  return onThread ? gzipSync(bytes, gzipOptions) : gzipAsync(bytes, gzipOptions);
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
