import type { AnalysisCandidateDto, AnalysisDto } from "../../../shared/analysis-schemas";
import type { MarketPriceDto } from "../../../shared/market-schemas";
import { toMajor } from "../../../shared/money";
import {
  type PortfolioRisk,
  type PortfolioSaveInput,
  portfolioMessages,
  portfolioSaveSchema,
} from "../../../shared/portfolio-schemas";

const usd = (cents: number) => toMajor(cents, "USD");
const riskNames: Record<string, PortfolioRisk> = { low: "Low", medium: "Medium", high: "High" };

/**
 * Why the shown analysis cannot be saved (spec §5, §8): no watch named ("No Analysis Data"), or
 * prices shown that are missing or not above 0 ("Data Validation Error"), or a low price above the
 * high one (the portfolio's own refusal, issue 24). With no market data the identification is
 * saved without prices (issue 12).
 */
export type SaveProblem = "noData" | "invalid" | "lowAboveHigh";

/**
 * spec §3 Portfolio save payload, from the candidate shown and its market: the source is
 * ai_analysis when the AI named it, else manual_entry; low = the suggested buying price and high =
 * the market average (§9), with the market price's provenance (issue 24: its sources, sample size
 * and date go with it); the listings, insights and recommendation from the same figures; the
 * analysed photo as the image. Nothing is filled in that the market did not say — no regional
 * variance, which no source measures. Checked by the portfolio's own schema before it is sent.
 */
export function portfolioPayload(
  analysis: AnalysisDto | undefined,
  candidate: AnalysisCandidateDto | undefined,
  market: MarketPriceDto | null | undefined,
  justification: string,
  /** The page's origin: the shop's own listings link by path, the portfolio keeps full addresses. */
  origin: string,
): { payload: PortfolioSaveInput } | { problem: SaveProblem } {
  if (!analysis || !candidate) return { problem: "noData" };
  const identification = {
    brand: candidate.brand,
    model: candidate.model,
    reference: candidate.reference ?? "N/A",
    confidence: candidate.confidence,
    identificationMethod: analysis.method === "none" ? null : analysis.method,
    imageMediaId: analysis.photo?.id ?? null,
    brief: analysis.brief,
    source: analysis.method === "ai" ? ("ai_analysis" as const) : ("manual_entry" as const),
  };
  const figures = market?.market;
  if (!market || !figures) return { payload: { ...identification, marketPrice: null } };
  const { marketPrice, suggestedBuyingPrice } = figures;
  const isValid =
    marketPrice.usdCents > 0 &&
    suggestedBuyingPrice.usdCents > 0 &&
    Number.isInteger(marketPrice.kwdFils) &&
    Number.isInteger(suggestedBuyingPrice.kwdFils);
  if (!isValid) return { problem: "invalid" };
  const ebay = market.sources.find(
    (source) => source.source === "ebay" && source.status === "ok" && source.count > 0,
  );
  const payload: PortfolioSaveInput = {
    ...identification,
    marketPrice: {
      average: usd(marketPrice.usdCents),
      low: usd(suggestedBuyingPrice.usdCents),
      high: usd(marketPrice.usdCents),
      provenance: figures.provenance,
    },
    listings: market.listings.map((listing) => ({
      platform: listing.source === "ebay" ? "eBay" : "Mizan",
      condition: null,
      title: listing.title,
      price: usd(listing.usdCents),
      url: listing.url === null ? null : new URL(listing.url, origin).href,
      seenAt: listing.observedAt,
    })),
    profitabilityRecommendation: {
      recommendedPurchasePrice: usd(suggestedBuyingPrice.usdCents),
      expectedSellingPrice: usd(marketPrice.usdCents),
      profitMargin: figures.marginPercent,
      estimatedProfit: usd(figures.estimatedProfit.usdCents),
      risk: riskNames[figures.risk] ?? "High",
      justification,
    },
    insights: {
      ebayAverage: ebay?.medianUsdCents ? usd(ebay.medianUsdCents) : null,
      chrono24Average: null,
      grailzeeAverage: null,
      internationalPrice: usd(marketPrice.usdCents),
    },
  };
  const checked = portfolioSaveSchema.safeParse(payload);
  if (checked.success) return { payload };
  const messages = checked.error.issues.map((issue) => issue.message);
  return { problem: messages.includes(portfolioMessages.lowAboveHigh) ? "lowAboveHigh" : "invalid" };
}
