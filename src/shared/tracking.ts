/**
 * Where a buyer follows a parcel: the carriers whose public tracking page takes the number in its
 * address. Staff type the carrier freely when shipping ("DHL Express", "aramex"), so a carrier is
 * recognised by a word of its name; one not listed here (a local courier, Kuwait Post, whose
 * tracking page takes no number in its address) gets no link, and the number alone is shown.
 */
const carriers: readonly { names: readonly string[]; url: (number: string) => string }[] = [
  { names: ["dhl"], url: (n) => `https://www.dhl.com/kw-en/home/tracking.html?tracking-id=${n}` },
  { names: ["aramex"], url: (n) => `https://www.aramex.com/us/en/track/results?ShipmentNumber=${n}` },
  { names: ["fedex"], url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  { names: ["ups"], url: (n) => `https://www.ups.com/track?loc=en_US&tracknum=${n}` },
];

/** The carrier's tracking page for this number, or null when the carrier is not one we know. */
export function trackingUrl(carrier: string | null | undefined, trackingNumber: string | null | undefined) {
  const number = trackingNumber?.trim();
  if (!carrier || !number) return null;
  const words = carrier.toLowerCase().split(/[^a-z0-9]+/);
  const known = carriers.find((entry) => entry.names.some((name) => words.includes(name)));
  return known ? known.url(encodeURIComponent(number)) : null;
}
