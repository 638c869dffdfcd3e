import sharp from "sharp";

/**
 * What a photo looks like, small enough to compare against every photo the shop knows in a few
 * milliseconds (issue 12: a photo of a watch the shop already has is recognised without an AI
 * provider). Twelve views of the image — the whole frame, its centre at three sizes, and the frame
 * without a tenth or a fifth of one side — so a photo cropped or framed differently still meets one;
 * each view is a 64-bit gradient hash of its shape (dHash: robust to re-encoding, resizing and
 * light changes) and a 4×4 colour layout (a blue dial is not a black one). Stored as text: the
 * version and, per view, 16 hex digits of hash and 96 of colour.
 */
export type ImageSignature = string;

/** Marks an image whose pixels could not be read: never matched, never computed again. */
export const unreadableSignature: ImageSignature = "none";

const hashWidth = 9;
const hashHeight = 8;
const colourGrid = 4;
/**
 * The views, as shares of the frame (left, top, width, height): the whole frame first, then its
 * centre at three sizes and the frame without a tenth or a fifth of each side.
 */
const views = [
  [0, 0, 1, 1],
  [0.05, 0.05, 0.9, 0.9],
  [0.1, 0.1, 0.8, 0.8],
  [0.175, 0.175, 0.65, 0.65],
  [0.1, 0, 0.9, 1],
  [0.2, 0, 0.8, 1],
  [0, 0, 0.9, 1],
  [0, 0, 0.8, 1],
  [0, 0.1, 1, 0.9],
  [0, 0.2, 1, 0.8],
  [0, 0, 1, 0.9],
  [0, 0, 1, 0.8],
] as const;
/** Signatures of another version are computed again (signature-backfill.ts). */
export const signatureVersion = "v3";
const workingSize = 256;

interface View {
  hash: bigint;
  colour: Uint8Array;
}

type Pixels = { data: Buffer; width: number; height: number; channels: 1 | 2 | 3 | 4 };

type Region = { left: number; top: number; width: number; height: number };

/** The mean red, green and blue of each cell of a `columns` × `rows` grid over the region. */
function cellMeans(pixels: Pixels, region: Region, columns: number, rows: number): Float64Array {
  const means = new Float64Array(columns * rows * 3);
  const { data, width, channels } = pixels;
  for (let row = 0; row < rows; row += 1) {
    const top = region.top + Math.floor((row * region.height) / rows);
    const bottom =
      region.top + Math.max(Math.floor(((row + 1) * region.height) / rows), top - region.top + 1);
    for (let column = 0; column < columns; column += 1) {
      const left = region.left + Math.floor((column * region.width) / columns);
      const right =
        region.left + Math.max(Math.floor(((column + 1) * region.width) / columns), left - region.left + 1);
      let red = 0;
      let green = 0;
      let blue = 0;
      for (let y = top; y < bottom; y += 1) {
        for (let x = left; x < right; x += 1) {
          const at = (y * width + x) * channels;
          const first = data[at] ?? 0;
          red += first;
          green += channels >= 3 ? (data[at + 1] ?? 0) : first;
          blue += channels >= 3 ? (data[at + 2] ?? 0) : first;
        }
      }
      const count = (bottom - top) * (right - left);
      const cell = (row * columns + column) * 3;
      means[cell] = red / count;
      means[cell + 1] = green / count;
      means[cell + 2] = blue / count;
    }
  }
  return means;
}

function describe(pixels: Pixels, [left, top, width, height]: (typeof views)[number]): View {
  const region = {
    left: Math.floor(pixels.width * left),
    top: Math.floor(pixels.height * top),
    width: Math.max(hashWidth, Math.floor(pixels.width * width)),
    height: Math.max(hashHeight, Math.floor(pixels.height * height)),
  };
  const shape = cellMeans(pixels, region, hashWidth, hashHeight);
  const grey = (cell: number) =>
    0.299 * (shape[cell * 3] ?? 0) + 0.587 * (shape[cell * 3 + 1] ?? 0) + 0.114 * (shape[cell * 3 + 2] ?? 0);
  let hash = 0n;
  for (let row = 0; row < hashHeight; row += 1) {
    for (let column = 0; column < hashWidth - 1; column += 1) {
      const cell = row * hashWidth + column;
      hash = (hash << 1n) | (grey(cell) > grey(cell + 1) ? 1n : 0n);
    }
  }
  const colour = Uint8Array.from(cellMeans(pixels, region, colourGrid, colourGrid), Math.round);
  return { hash, colour };
}

/** The signature of decoded pixels (the media pipeline has them already; see `signatureOfImage`). */
export async function signatureOfPixels(pixels: Pixels): Promise<ImageSignature> {
  // Every view reads a small copy: the hashes need 9×8 and 4×4 pixels, not the upload's millions.
  const { data, info } = await sharp(pixels.data, { raw: pixels })
    .resize({ width: workingSize, height: workingSize, fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const small = { data, width: info.width, height: info.height, channels: info.channels };
  const described = views.map((view) => describe(small, view));
  const encoded = described.map(
    (view) => view.hash.toString(16).padStart(16, "0") + Buffer.from(view.colour).toString("hex"),
  );
  return [signatureVersion, ...encoded].join(":");
}

/** The signature of encoded image bytes (a photo to identify, or a stored rendition). */
export async function signatureOfImage(bytes: Uint8Array): Promise<ImageSignature> {
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize({ width: workingSize, height: workingSize, fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return signatureOfPixels({ data, width: info.width, height: info.height, channels: info.channels });
}

/** A view as compared: its hash in two 32-bit halves, its colour layout as bytes. */
interface ParsedView {
  high: number;
  low: number;
  colour: Uint8Array;
}

/**
 * Parsed signatures, kept because a photo is compared with every known one each time; bounded,
 * and dropped whole when full (a signature is a few hundred bytes).
 */
const parsed = new Map<ImageSignature, ParsedView[] | undefined>();
const parsedLimit = 50_000;

function parse(signature: ImageSignature): ParsedView[] | undefined {
  if (parsed.has(signature)) return parsed.get(signature);
  const [written, ...parts] = signature.split(":");
  const result =
    written !== signatureVersion || parts.length !== views.length
      ? undefined
      : parts.map((view) => ({
          high: Number.parseInt(view.slice(0, 8), 16),
          low: Number.parseInt(view.slice(8, 16), 16),
          colour: Uint8Array.from(Buffer.from(view.slice(16), "hex")),
        }));
  if (parsed.size >= parsedLimit) parsed.clear();
  parsed.set(signature, result);
  return result;
}

function bitsSet(value: number): number {
  let rest = value - ((value >>> 1) & 0x55555555);
  rest = (rest & 0x33333333) + ((rest >>> 2) & 0x33333333);
  return (((rest + (rest >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Shape weighs more than colour: the same watch on another background keeps its outline. */
const shapeWeight = 0.6;

function viewDistance(a: ParsedView, b: ParsedView): number {
  const shape = (bitsSet(a.high ^ b.high) + bitsSet(a.low ^ b.low)) / 64;
  let colour = 0;
  for (let index = 0; index < a.colour.length; index += 1)
    colour += Math.abs((a.colour[index] ?? 0) - (b.colour[index] ?? 0));
  return shapeWeight * shape + (1 - shapeWeight) * (colour / (a.colour.length * 255));
}

/**
 * How unlike two photos are, from 0 (the same picture) to 1: the nearest pair of their views, so
 * a photo cropped or framed unlike the other still meets a view cut much the same way.
 * `undefined` when either is unreadable.
 */
export function signatureDistance(a: ImageSignature, b: ImageSignature): number | undefined {
  const left = parse(a);
  const right = parse(b);
  if (!left || !right) return undefined;
  let best = 1;
  for (const one of left) for (const other of right) best = Math.min(best, viewDistance(one, other));
  return best;
}
