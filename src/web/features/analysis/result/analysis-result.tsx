import type { RefObject } from "react";
import type { AnalysisDto } from "../../../../shared/analysis-schemas";
import type { MarketPriceDto } from "../../../../shared/market-schemas";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { FormAlert } from "../../../components/ui/form-alert";
import { Skeleton } from "../../../components/ui/skeleton";
import { ListingImage } from "../../../components/watch/listing-image";
import { useTranslation } from "../../../i18n/use-translation";
import type { useSaveToPortfolio } from "../api/save-to-portfolio";
import { SaveToPortfolioButton } from "../save-to-portfolio-button";
import { Alternatives } from "./alternatives";
import { CatalogueSpecs } from "./catalogue-specs";
import { Identification } from "./identification";
import { MarketInsights } from "./market-insights";
import { MarketListings } from "./market-listings";
import { PhotoAdvice } from "./photo-advice";
import { PriceSources } from "./price-sources";
import { ProfitRecommendation } from "./profit-recommendation";
import { SimplePrices } from "./simple-prices";

/** "full": /analysis's panels (listings, insights, recommendation); "simple": the simple analysis page's. */
export type AnalysisLayout = "full" | "simple";

/**
 * The result of an analysis with a candidate: the watch shown (the first, or the alternative
 * chosen), how it was named, and its market — each figure with its source, "No market data" when
 * no source knows it — then Save to Portfolio.
 */
export function AnalysisResult({
  layout,
  heading,
  analysis,
  selected,
  onSelect,
  market,
  pricingError,
  save,
}: {
  layout: AnalysisLayout;
  heading: RefObject<HTMLHeadingElement | null>;
  analysis: AnalysisDto;
  selected: number;
  onSelect: (index: number) => void;
  /** The shown candidate's market; undefined while an alternative is being priced. */
  market: MarketPriceDto | null | undefined;
  pricingError: { message: string; retry: () => void } | undefined;
  save: ReturnType<typeof useSaveToPortfolio>;
}) {
  const { t } = useTranslation("analysis");
  const candidate = analysis.candidates[selected];
  if (!candidate) return null;
  const figures = market?.market;
  const isSimple = layout === "simple";

  const marketPanels = pricingError ? (
    <FormAlert id="pricing-error">
      <p>{t("result.pricingFailed", { message: pricingError.message })}</p>
      <Button variant="outline" size="sm" className="w-fit" onClick={pricingError.retry}>
        {t("common:actions.tryAgain")}
      </Button>
    </FormAlert>
  ) : market === undefined ? (
    <div className="grid gap-3" aria-busy="true">
      <p className="text-sm text-muted-foreground">{t("market.pricing")}</p>
      <Skeleton className="h-40 rounded-md" />
    </div>
  ) : (
    <div className="grid grid-cols-1 gap-6">
      {market === null || !figures ? (
        <EmptyPanel
          title={t("market.noData")}
          titleAs="h3"
          text={t("market.noDataText")}
          size="compact"
          className="py-8"
        />
      ) : isSimple ? (
        <SimplePrices market={figures} />
      ) : (
        <div className="grid items-start gap-4 md:grid-cols-2">
          <MarketInsights market={market} />
          <ProfitRecommendation market={figures} sources={market.sources} />
        </div>
      )}
      {market && !isSimple && <MarketListings listings={market.listings} />}
      {market && <PriceSources sources={market.sources} />}
    </div>
  );

  return (
    <article className="grid grid-cols-1 gap-6" data-testid="analysis-result">
      <h2
        id="analysis-result-title"
        ref={heading}
        tabIndex={-1}
        className="font-display text-2xl font-medium outline-none"
      >
        {t("result.title")}
      </h2>
      <div className="grid grid-cols-1 gap-5 rounded-md border border-border bg-card p-4 shadow-xs sm:p-6">
        <div
          className={
            isSimple ? "grid grid-cols-1 gap-5 sm:grid-cols-[10rem_minmax(0,1fr)]" : "grid grid-cols-1 gap-5"
          }
        >
          {analysis.photo && (
            <div
              className={
                isSimple
                  ? "aspect-square w-40 overflow-hidden rounded-sm border border-border bg-muted"
                  : "aspect-square w-24 overflow-hidden rounded-sm border border-border bg-muted"
              }
            >
              <ListingImage
                media={analysis.photo}
                alt={t("result.photo")}
                sizes={isSimple ? "160px" : "96px"}
              />
            </div>
          )}
          <Identification method={analysis.method} candidate={candidate} />
        </div>
        {analysis.visualDescription && (
          <div className="grid gap-1 text-sm">
            <h3 className="text-xs uppercase tracking-[0.14em] text-muted-foreground">
              {t("result.visualDescription")}
            </h3>
            <p dir="auto">{analysis.visualDescription}</p>
          </div>
        )}
        {analysis.brief && (
          <div className="grid gap-1 text-sm">
            <h3 className="text-xs uppercase tracking-[0.14em] text-muted-foreground">{t("result.brief")}</h3>
            <p dir="auto">{analysis.brief}</p>
          </div>
        )}
        <PhotoAdvice advice={analysis.photoAdvice} />
        <Alternatives candidates={analysis.candidates} selected={selected} onSelect={onSelect} />
        {!isSimple && candidate.catalogue && <CatalogueSpecs watch={candidate.catalogue} />}
      </div>
      {marketPanels}
      <SaveToPortfolioButton analysis={analysis} candidate={candidate} market={market} save={save} />
    </article>
  );
}
