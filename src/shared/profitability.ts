import { percentOf } from "./money";

/**
 * The profitability calculator's rules (spec: reseller-tools §9 "Marketplace fees", "Tax regions",
 * "Calculation"), over integer USD cents. The shopper's /calculator and the back office's
 * /admin/calculator both answer from here.
 */

export const platforms = ["chrono24", "ebay", "grailzee", "face-to-face"] as const;
export type Platform = (typeof platforms)[number];

export const taxRegions = ["na", "gcc", "eu_vat", "usa"] as const;
export type TaxRegion = (typeof taxRegions)[number];

/** spec: reseller-tools §9 "Calculation" — Defaults: platform chrono24, region gcc. */
export const defaultPlatform: Platform = "chrono24";
export const defaultTaxRegion: TaxRegion = "gcc";

/**
 * eBay: 15% of the first $1000; a sale above $1000 adds 6.5% of its price up to $7500; 3% of what
 * lies above $7500. The spec's table words the middle band as "the band from 1000 to 7500", but its
 * example — $3000 gives $345, 11.5% — holds only when the 6.5% counts the price from the first
 * dollar (150 + 195), so the example decides; the band's share counted from $1000 would give $280.
 */
function ebayFee(sellingCents: number): number {
  const upTo = (limit: number) => Math.min(sellingCents, limit);
  // Cents × basis points, summed before the one rounding.
  const weighted =
    upTo(1000_00) * 1500 +
    (sellingCents > 1000_00 ? upTo(7500_00) * 650 : 0) +
    Math.max(0, sellingCents - 7500_00) * 300;
  return percentOf(weighted, 1);
}

/** The marketplace's fee on a sale, in cents. */
export function marketplaceFee(platform: Platform, sellingCents: number): number {
  switch (platform) {
    case "chrono24":
      return percentOf(sellingCents, 650);
    case "ebay":
      return ebayFee(sellingCents);
    case "grailzee":
      return 50_00;
    case "face-to-face":
      return 0;
  }
}

const taxBasisPoints: Record<TaxRegion, number> = { na: 0, gcc: 0, eu_vat: 2000, usa: 400 };

/** The region's tax (usa: import duty) as a fraction: 0.2 for 20%. */
export function taxRate(region: TaxRegion): number {
  return taxBasisPoints[region] / 10_000;
}

export type MarginBand = "green" | "yellow" | "orange" | "red";

export interface ProfitInput {
  sellingCents: number;
  purchaseCents: number;
  platform: Platform;
  region: TaxRegion;
  shippingCents: number;
}

export interface ProfitResult {
  feesCents: number;
  taxCents: number;
  totalCostsCents: number;
  netProfitCents: number;
  /** Net profit as a percentage of the selling price (11.5 for 11.5%), for display. */
  marginPercent: number;
  band: MarginBand;
}

/** spec: margin badge — 20 or more green; 10 or more yellow; 0 or more orange; below 0 red. */
function marginBand(profitCents: number, sellingCents: number): MarginBand {
  // Compared in integers, so a margin of exactly 20% is green, not a float's 19.999…
  const percentTimesSelling = profitCents * 100;
  if (percentTimesSelling >= 20 * sellingCents) return "green";
  if (percentTimesSelling >= 10 * sellingCents) return "yellow";
  if (percentTimesSelling >= 0) return "orange";
  return "red";
}

/** The whole calculation, or null unless both prices are above 0 (spec §5: no result). */
export function calculateProfit(input: ProfitInput): ProfitResult | null {
  const { sellingCents, purchaseCents, shippingCents } = input;
  if (!(sellingCents > 0 && purchaseCents > 0)) return null;
  const feesCents = marketplaceFee(input.platform, sellingCents);
  const taxCents = percentOf(sellingCents - feesCents + shippingCents, taxBasisPoints[input.region]);
  const totalCostsCents = purchaseCents + feesCents + taxCents + shippingCents;
  const netProfitCents = sellingCents - totalCostsCents;
  return {
    feesCents,
    taxCents,
    totalCostsCents,
    netProfitCents,
    marginPercent: (netProfitCents / sellingCents) * 100,
    band: marginBand(netProfitCents, sellingCents),
  };
}
