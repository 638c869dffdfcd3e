/**
 * Finds markup hidden in an image file (a JPEG/HTML polyglot). Our renditions are re-encoded, so
 * such bytes never reach a shopper; the upload is refused all the same because a file built to be
 * read as a web page by some other program is not a photograph, and the admin should hear so
 * (issue 9, Security) instead of having it quietly accepted.
 *
 * Markup hides where it does not spoil the picture: in metadata segments, comments, text chunks
 * and after the image's end. Compressed pixel data is skipped: being random bytes, a large photo's
 * pixels would spell a short tag such as `<svg>` by chance often enough to refuse real photos.
 */

// A tag a browser would act on: its name followed by a space, "/" or ">".
const markupPattern = /<(?:script|html|svg|iframe|!doctype|body|object|embed|frameset)[\s/>]/i;

const hasMarkup = (bytes: Buffer) => markupPattern.test(bytes.toString("latin1"));

/** JPEG: every segment and the bytes after the end marker, but no entropy-coded pixel data. */
function jpegTextParts(bytes: Buffer): Buffer[] | null {
  const parts: Buffer[] = [];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      parts.push(bytes.subarray(at + 2));
      return parts;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    parts.push(bytes.subarray(at + 4, end));
    at = end;
    if (marker === 0xda) at = nextJpegMarker(bytes, at);
  }
  return parts;
}

/** After a scan header: the first 0xFF that is neither a stuffed 0xFF00 nor a restart marker. */
function nextJpegMarker(bytes: Buffer, from: number): number {
  for (let at = bytes.indexOf(0xff, from); at !== -1; at = bytes.indexOf(0xff, at + 1)) {
    const next = bytes[at + 1];
    if (next !== 0x00 && !(next !== undefined && next >= 0xd0 && next <= 0xd7)) return at;
  }
  return bytes.length;
}

/** PNG: every chunk but the compressed pixels (IDAT), and the bytes after IEND. */
function pngTextParts(bytes: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let at = 8;
  while (at + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString("latin1", at + 4, at + 8);
    const end = at + 12 + length;
    if (type !== "IDAT") parts.push(bytes.subarray(at + 8, Math.min(end, bytes.length)));
    at = end;
    if (type === "IEND") break;
  }
  parts.push(bytes.subarray(at));
  return parts;
}

/** Whether the image file carries markup; `format` is sharp's name for what its content is. */
export function carriesMarkup(bytes: Buffer, format: string): boolean {
  const parts = format === "jpeg" ? jpegTextParts(bytes) : format === "png" ? pngTextParts(bytes) : null;
  // Other formats, or a JPEG whose segments do not add up, are read whole.
  return (parts ?? [bytes]).some(hasMarkup);
}
