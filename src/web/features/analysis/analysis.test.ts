// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createElement as h, type ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AnalysisDto } from "../../../shared/analysis-schemas";
import type { MarketPriceDto } from "../../../shared/market-schemas";
import { portfolioSaveSchema } from "../../../shared/portfolio-schemas";
import { i18n } from "../../i18n/i18n";
import { loadLanguage, switchLanguage } from "../../i18n/load-language";
import { sessionQueryKey } from "../../lib/session/session";
import "./analysis-i18n";
import { AnalysisInput } from "./analysis-input";
import { useSaveToPortfolio } from "./api/save-to-portfolio";
import { portfolioPayload } from "./portfolio-payload";
import { AnalysisResult } from "./result/analysis-result";

function withQueries(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, {
    user: { id: "u1", email: "noura@example.com", name: "Noura", role: "user" },
  });
  return h(QueryClientProvider, { client: queryClient }, children);
}

const pair = (usdCents: number) => ({ usdCents, kwdFils: Math.round(usdCents * 3.1) });

const market: MarketPriceDto = {
  matchedBy: "reference",
  confidence: 96,
  sources: [
    {
      source: "shop_sales",
      kind: "sold",
      status: "ok",
      count: 3,
      outlierCount: 0,
      medianUsdCents: 13_000_00,
      newestAt: "2026-11-02T10:00:00.000Z",
      oldestAt: "2026-06-02T10:00:00.000Z",
    },
    {
      source: "manual",
      kind: "manual",
      status: "empty",
      count: 0,
      outlierCount: 0,
      medianUsdCents: null,
      newestAt: null,
      oldestAt: null,
    },
    {
      source: "ebay",
      kind: "asking",
      status: "not_configured",
      count: 0,
      outlierCount: 0,
      medianUsdCents: null,
      newestAt: null,
      oldestAt: null,
    },
  ],
  listings: Array.from({ length: 7 }, (_, index) => ({
    source: "shop_listings" as const,
    title: `Rolex Submariner Date 126610LN full set number ${index + 1}`,
    usdCents: 14_250_00 + index * 100_00,
    url: `/watch/rolex-submariner-${index + 1}`,
    observedAt: "2026-11-20T10:00:00.000Z",
  })),
  market: {
    basis: ["shop_sales"],
    provenance: {
      basis: "median",
      sources: [{ source: "shop_sales", count: 3 }],
      sampleSize: 3,
      asOf: "2026-11-02T10:00:00.000Z",
    },
    sampleSize: 3,
    outlierCount: 0,
    marketPrice: pair(13_000_00),
    low: pair(12_500_00),
    high: pair(13_400_00),
    spreadBasisPoints: 500,
    newestAt: "2026-11-02T10:00:00.000Z",
    oldestAt: "2026-06-02T10:00:00.000Z",
    newestAgeDays: 21,
    suggestedBuyingPrice: pair(10_400_00),
    estimatedProfit: pair(2_600_00),
    marginPercent: 25,
    risk: "medium",
    riskFactors: { spread: 0, sampleSize: 2, age: 0, confidence: 0 },
    buyingDiscountBasisPoints: 2_000,
  },
  rates: { usdToKwd: 310_000, kwdToUsd: 3_230_000 },
};

const analysis: AnalysisDto = {
  method: "catalogue",
  candidates: [
    {
      brand: "Rolex",
      model: "Submariner Date",
      reference: "126610LN",
      confidence: 96,
      catalogue: {
        id: "c1",
        brand: "Rolex",
        collection: "Submariner",
        model: "Submariner Date",
        reference: "126610LN",
        aliases: [],
        caseSizeMm: 41,
        caseMaterial: "Oystersteel",
        movement: "Calibre 3235",
        dialColor: "Black",
        yearFrom: 2020,
        yearTo: null,
        description: null,
        source: "catalogue",
        editedAt: null,
      },
      unknownReference: false,
      seenIn: null,
    },
    {
      brand: "Rolex",
      model: "Submariner",
      reference: "124060",
      confidence: 72,
      catalogue: null,
      unknownReference: false,
      seenIn: null,
    },
  ],
  visualDescription: null,
  brief: null,
  photoAdvice: [],
  photo: null,
  market,
};

function ShownResult({ shown, layout }: { shown: AnalysisDto; layout: "full" | "simple" }) {
  const save = useSaveToPortfolio();
  return h(AnalysisResult, {
    layout,
    heading: { current: null },
    analysis: shown,
    selected: 0,
    onSelect: () => undefined,
    market: shown.market,
    pricingError: undefined,
    save,
  });
}

const analyseButton = () => screen.getByRole<HTMLButtonElement>("button", { name: "Analyse Watch" });

beforeAll(async () => {
  await loadLanguage(i18n, "ar");
  await switchLanguage(i18n, "en");
});
afterEach(cleanup);

describe("the analysis input (spec: reseller-tools §5)", () => {
  it("waits for a brand and a model, trims them and sends a blank reference as N/A", () => {
    const onAnalyse = vi.fn();
    render(
      withQueries(
        h(AnalysisInput, { mode: "manual", onModeChange: () => undefined, isAnalysing: false, onAnalyse }),
      ),
    );
    expect(analyseButton().disabled).toBe(true);
    expect(screen.getByText("Enter the brand and the model to analyse.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Brand"), { target: { value: "  Rolex " } });
    fireEvent.change(screen.getByLabelText("Model"), { target: { value: "   " } });
    expect(analyseButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Model"), { target: { value: " Submariner" } });
    expect(analyseButton().disabled).toBe(false);
    fireEvent.click(analyseButton());
    expect(onAnalyse).toHaveBeenCalledWith({
      manual: { brand: "Rolex", model: "Submariner", reference: "N/A" },
    });
  });

  it("says Analysing... and holds the button while an analysis runs", () => {
    render(
      withQueries(
        h(AnalysisInput, {
          mode: "manual",
          onModeChange: () => undefined,
          isAnalysing: true,
          onAnalyse: vi.fn(),
        }),
      ),
    );
    const button = screen.getByRole<HTMLButtonElement>("button", { name: "Analysing..." });
    expect(button.disabled).toBe(true);
  });

  it("takes images only, at most 10MB, with the spec's hint", () => {
    const onAnalyse = vi.fn();
    render(
      withQueries(
        h(AnalysisInput, { mode: "upload", onModeChange: () => undefined, isAnalysing: false, onAnalyse }),
      ),
    );
    expect(screen.getByText("JPG, PNG or GIF, max 10MB")).toBeTruthy();
    const input = screen.getByLabelText<HTMLInputElement>("Photo of the watch");
    const pick = (file: File) => fireEvent.change(input, { target: { files: [file] } });

    pick(new File(["not a photo"], "notes.txt", { type: "text/plain" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Only image files can be analysed. Please choose a photo.",
    );
    expect(analyseButton().disabled).toBe(true);

    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "huge.jpg", { type: "image/jpeg" });
    pick(huge);
    expect(screen.getByRole("alert").textContent).toBe(
      "This photo is larger than 10MB. Please choose a smaller one.",
    );
    expect(analyseButton().disabled).toBe(true);

    const watch = new File([new Uint8Array(2048)], "watch.jpg", { type: "image/jpeg" });
    pick(watch);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByAltText("The photo to analyse")).toBeTruthy();
    fireEvent.click(analyseButton());
    expect(onAnalyse).toHaveBeenCalledWith({ photo: watch });
  });
});

describe("an analysis result (spec: reseller-tools §2)", () => {
  it("shows the watch, its catalogue specs, at most 5 listings cut to 30 characters and every figure's source", () => {
    render(withQueries(h(ShownResult, { shown: analysis, layout: "full" })));
    const result = within(screen.getByTestId("analysis-result"));
    expect(result.getByText("Identified from the reference catalogue")).toBeTruthy();
    expect(result.getAllByText("Submariner Date").length).toBeGreaterThan(0);
    expect(result.getAllByText("126610LN").length).toBeGreaterThan(0);
    expect(result.getAllByText("96%")[0]?.closest("[data-tone]")?.getAttribute("data-tone")).toBe("success");
    expect(result.getByText("72%").closest("[data-tone]")?.getAttribute("data-tone")).toBe("warning");
    expect(result.getByText("41 mm")).toBeTruthy();
    expect(result.getByText("Since 2020")).toBeTruthy();

    const listings = within(screen.getByTestId("market-listings")).getAllByRole("link");
    expect(listings).toHaveLength(5);
    expect(listings[0]?.getAttribute("target")).toBe("_blank");
    expect(listings[0]?.getAttribute("rel")).toBe("noopener noreferrer");
    expect(within(listings[0] as HTMLElement).getByText("Rolex Submariner Date 126610LN…")).toBeTruthy();

    const insights = within(screen.getByTestId("market-insights"));
    // eBay, Grailzee and the regional variance: no source measures the spec's fixed "15-25%" (issue 24).
    expect(insights.getAllByText("No data")).toHaveLength(3);
    expect(insights.queryByText(/15-25%/)).toBeNull();
    expect(insights.getByText("$13,000.00")).toBeTruthy();
    expect(insights.getByTestId("price-provenance").textContent).toBe(
      "The median of 3 prices: the shop's sales (3), as of 2 Nov 2026",
    );

    const recommendation = within(screen.getByTestId("profit-recommendation"));
    expect(recommendation.getByText("$10,400.00")).toBeTruthy();
    expect(recommendation.getByText("25%")).toBeTruthy();
    expect(recommendation.getByText("Medium")).toBeTruthy();
    expect(
      recommendation.getByText(
        "Based on the shop's sales (3): 3 prices in all, the newest from 2 Nov 2026. Risk is Medium: there are few prices. The purchase price is 20% below the market price.",
      ),
    ).toBeTruthy();

    const sources = within(screen.getByTestId("price-sources"));
    expect(sources.getByText("The shop's sales (3)")).toBeTruthy();
    expect(sources.queryByTestId("price-source-outliers")).toBeNull();
    expect(sources.getByText("— not connected")).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Save to Portfolio" }).disabled).toBe(false);
  });

  it("neither counts nor dates a price the median left out: it says it was left out (issue 24)", () => {
    const withOutlier: AnalysisDto = {
      ...analysis,
      market: {
        ...market,
        sources: market.sources.map((source) =>
          source.source === "shop_sales" ? { ...source, count: 3, outlierCount: 1 } : source,
        ),
      },
    };
    render(withQueries(h(ShownResult, { shown: withOutlier, layout: "full" })));
    const shopSales = screen.getByTestId("price-sources").querySelector('[data-source="shop_sales"]');
    expect(shopSales?.textContent).toBe(
      "The shop's sales (3)median $13,000.00 · newest 2 Nov 2026 · 1 price left out as an outlier",
    );
  });

  it("says No market data, shows no price, and saves the identification without one", () => {
    const noMarket: AnalysisDto = {
      ...analysis,
      method: "typed",
      candidates: [
        {
          brand: "Maison Inconnue",
          model: "Prototype",
          reference: null,
          confidence: null,
          catalogue: null,
          unknownReference: false,
          seenIn: null,
        },
      ],
      market: {
        ...market,
        sources: market.sources.map((source) => ({
          ...source,
          status: "empty",
          count: 0,
          medianUsdCents: null,
        })),
        listings: [],
        market: null,
      },
    };
    render(withQueries(h(ShownResult, { shown: noMarket, layout: "simple" })));
    expect(screen.getByText("No market data")).toBeTruthy();
    expect(screen.getByText("Not measured")).toBeTruthy();
    expect(screen.queryByText(/\$/)).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Save to Portfolio" }).disabled).toBe(false);
    const check = portfolioPayload(
      noMarket,
      noMarket.candidates[0],
      noMarket.market,
      "",
      "https://mizan.example",
    );
    if (!("payload" in check)) throw new Error(`refused: ${check.problem}`);
    expect(portfolioSaveSchema.parse(check.payload)).toMatchObject({
      brand: "Maison Inconnue",
      reference: null,
      marketPrice: null,
      profitabilityRecommendation: null,
    });
  });
});

describe("the portfolio save payload (spec: reseller-tools §3, §9)", () => {
  it("saves low = the suggested buying price and high = the market average, as manual_entry for a catalogue match", () => {
    const check = portfolioPayload(analysis, analysis.candidates[0], market, "Why.", "https://mizan.example");
    if (!("payload" in check)) throw new Error(`refused: ${check.problem}`);
    const saved = portfolioSaveSchema.parse(check.payload);
    // The market price travels with its sources, sample size and date (issue 24).
    expect(saved.marketPrice).toEqual({
      average: 13_000_00,
      low: 10_400_00,
      high: 13_000_00,
      provenance: market.market?.provenance,
    });
    expect(saved.source).toBe("manual_entry");
    // Its card will say a catalogue match gave the confidence, not an AI (issue 24).
    expect(saved.identificationMethod).toBe("catalogue");
    expect(saved.reference).toBe("126610LN");
    expect(saved.listings[0]?.url).toBe("https://mizan.example/watch/rolex-submariner-1");
    expect(saved.listings[0]?.seenAt).toBe("2026-11-20T10:00:00.000Z");
    expect(saved.insights).toEqual({
      grailzeeAverageCents: null,
      ebayAverageCents: null,
      chrono24AverageCents: null,
      internationalPriceCents: 13_000_00,
    });
    expect(saved.profitabilityRecommendation).toMatchObject({
      profitMargin: 25,
      risk: "Medium",
      justification: "Why.",
    });
  });

  it("refuses with the spec's reasons: nothing analysed, or prices not above 0", () => {
    expect(portfolioPayload(undefined, undefined, undefined, "", "https://mizan.example")).toEqual({
      problem: "noData",
    });
    const broken = {
      ...market,
      market: { ...(market.market as NonNullable<MarketPriceDto["market"]>), suggestedBuyingPrice: pair(0) },
    };
    expect(portfolioPayload(analysis, analysis.candidates[0], broken, "", "https://mizan.example")).toEqual({
      problem: "invalid",
    });
  });

  it("refuses a low price above the high one with the portfolio's own reason (issue 24)", () => {
    const upsideDown = {
      ...market,
      market: {
        ...(market.market as NonNullable<MarketPriceDto["market"]>),
        suggestedBuyingPrice: pair(14_000_00),
      },
    };
    expect(
      portfolioPayload(analysis, analysis.candidates[0], upsideDown, "", "https://mizan.example"),
    ).toEqual({
      problem: "lowAboveHigh",
    });
    expect(i18n.t("analysis:save.lowAboveHigh")).toBe(
      "The low price cannot be above the high price. Please try analyzing the watch again.",
    );
    expect(i18n.t("analysis:save.lowAboveHigh", { lng: "ar" })).toBe(
      "لا يمكن أن يكون السعر الأدنى أعلى من السعر الأعلى. يرجى تحليل الساعة مرة أخرى.",
    );
  });
});
