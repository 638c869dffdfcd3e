import { describe, expect, it } from "vitest";
import { createWhatsApp } from "./create-whatsapp";
import { WhatsAppError } from "./whatsapp";

describe("WhatsApp without configuration", () => {
  it("sends nothing without configuration", async () => {
    const none = createWhatsApp(undefined);
    expect(none.configured).toBe(false);
    await expect(
      none.send({ to: "96550001234", template: "order_confirmed", language: "en", values: [] }),
    ).rejects.toBeInstanceOf(WhatsAppError);
    expect(none.readEvents("{}", "sha256=00")).toBeUndefined();
  });
});
