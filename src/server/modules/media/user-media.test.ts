import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../../shared/errors";
import type { MediaDto } from "../../../shared/media";
import { media } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";

/**
 * Issue 11: a signed-in reseller uploads their inventory and portfolio images at /api/me/media, the
 * staff's pipeline with the spec's 5 MB (reseller-tools §9) enforced and images only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (agent: ReturnType<TestApp["client"]>, bytes: Uint8Array, type = "image/jpeg") => {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), "watch.jpg");
  return agent.call("/api/me/media", { method: "POST", body: form });
};

const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 60, b: 90 } } })
    .jpeg()
    .toBuffer();

const mediaCount = async () => (await t.db.select({ id: media.id }).from(media)).length;

describe("POST /api/me/media", () => {
  it("stores a signed-in user's image as theirs", async () => {
    const { agent, user } = await t.signedInClient();
    const response = await upload(agent, await photo());
    expect(response.status).toBe(201);
    const image = (await response.json()) as MediaDto;
    expect(image).toMatchObject({ width: 900, height: 600 });
    const [row] = await t.db.select().from(media).where(eq(media.id, image.id));
    expect(row?.ownerUserId).toBe(user.id);
    // What the photo looks like, for the watch analysis to recognise it later (issue 12).
    expect(row?.signature).toMatch(/^v3:/);
  });

  it("refuses a visitor before reading the file", async () => {
    const before = await mediaCount();
    const response = await upload(t.client(), await photo());
    expect(response.status).toBe(401);
    expect(await mediaCount()).toBe(before);
  });

  it.each([
    ["a 6 MB file", () => randomBytes(6 * 1024 * 1024), "image/jpeg", 413, /5 MB or smaller/],
    ["a text file", () => Buffer.from("not a picture at all"), "text/plain", 415, /image files/],
  ])("refuses %s and keeps nothing", async (_name, bytes, type, status, message) => {
    const { agent } = await t.signedInClient();
    const before = await mediaCount();
    const response = await upload(agent, bytes(), type);
    expect(response.status).toBe(status);
    expect(((await response.json()) as ErrorBody).message).toMatch(message);
    expect(await mediaCount()).toBe(before);
  });
});
