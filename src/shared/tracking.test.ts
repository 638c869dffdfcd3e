import { describe, expect, it } from "vitest";
import { trackingUrl } from "./tracking";

describe("the carrier's tracking page", () => {
  it("is found from the carrier as staff type it, with the number in its address", () => {
    expect(trackingUrl("DHL Express", "JD0146 0000")).toBe(
      "https://www.dhl.com/kw-en/home/tracking.html?tracking-id=JD0146%200000",
    );
    expect(trackingUrl("  aramex ", "AX1")).toBe(
      "https://www.aramex.com/us/en/track/results?ShipmentNumber=AX1",
    );
    expect(trackingUrl("FedEx International Priority", "7712")).toBe(
      "https://www.fedex.com/fedextrack/?trknbr=7712",
    );
    expect(trackingUrl("UPS", "1Z999")).toBe("https://www.ups.com/track?loc=en_US&tracknum=1Z999");
  });

  it("is none for a carrier the shop does not know, a word that only contains a name, or no number", () => {
    expect(trackingUrl("Boodai Courier", "BC-77")).toBeNull();
    expect(trackingUrl("Groups Logistics", "G1")).toBeNull();
    expect(trackingUrl("DHL", "  ")).toBeNull();
    expect(trackingUrl(null, "JD1")).toBeNull();
  });
});
