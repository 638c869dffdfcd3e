import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { demoWatches } from "../../demo/catalog-data";
import { lookFromSpecifications, renderWatchPng } from "../../demo/watch-illustration";
import { signatureDistance, signatureOfImage, unreadableSignature } from "./image-signature";

/** Issue 12: a photo of a watch the shop knows is told apart from others without an AI provider. */
async function photoOf(watchIndex: number, view = 0) {
  const watch = demoWatches[watchIndex];
  if (!watch) throw new Error("no such demo watch");
  const look = lookFromSpecifications(watch.brand, watch.specifications, watch.look);
  return renderWatchPng(look, view, watchIndex + 1, 800);
}

async function cropped(bytes: Buffer, share: { left: number; top: number; width: number; height: number }) {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  return sharp(bytes)
    .extract({
      left: Math.round(width * share.left),
      top: Math.round(height * share.top),
      width: Math.round(width * share.width),
      height: Math.round(height * share.height),
    })
    .jpeg({ quality: 80 })
    .toBuffer();
}

describe("image signatures", () => {
  it("finds a photo re-encoded, resized or cropped much nearer its original than another watch", async () => {
    const [original, other] = await Promise.all([photoOf(0), photoOf(1)]);
    const known = await signatureOfImage(original);
    const elsewhere = await signatureOfImage(other);
    const variants = await Promise.all([
      sharp(original).jpeg({ quality: 55 }).toBuffer(),
      sharp(original).resize({ width: 300 }).webp().toBuffer(),
      cropped(original, { left: 0.1, top: 0.1, width: 0.8, height: 0.8 }),
      cropped(original, { left: 0.2, top: 0, width: 0.8, height: 1 }),
    ]);
    for (const variant of variants) {
      const query = await signatureOfImage(variant);
      const own = signatureDistance(query, known) ?? 1;
      expect(own).toBeLessThan(0.05);
      expect(signatureDistance(query, elsewhere)).toBeGreaterThan(own * 2);
    }
  });

  it("calls identical pictures 0 apart and tells an unrelated picture far apart", async () => {
    const watch = await signatureOfImage(await photoOf(2));
    expect(signatureDistance(watch, watch)).toBe(0);
    const gradient = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#2a7a3b" } })
      .png()
      .toBuffer();
    expect(signatureDistance(await signatureOfImage(gradient), watch)).toBeGreaterThan(0.15);
  });

  it("never compares an unreadable signature", async () => {
    const watch = await signatureOfImage(await photoOf(3));
    expect(signatureDistance(unreadableSignature, watch)).toBeUndefined();
    expect(signatureDistance("v1:abc", watch)).toBeUndefined();
  });
});
