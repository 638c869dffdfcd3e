import "./analysis-i18n";
import ScanSearchIcon from "lucide-react/icons/scan-search";
import SearchXIcon from "lucide-react/icons/search-x";
import { useEffect, useRef, useState } from "react";
import type { AnalysisCandidateDto } from "../../../shared/analysis-schemas";
import type { MarketPriceDto } from "../../../shared/market-schemas";
import { Button } from "../../components/ui/button";
import { EmptyPanel } from "../../components/ui/empty-panel";
import { FormAlert } from "../../components/ui/form-alert";
import { Skeleton } from "../../components/ui/skeleton";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { useMessage } from "../../lib/use-message";
import { AnalysisInput, type InputMode } from "./analysis-input";
import { analysisErrorMessage } from "./analysis-messages";
import { type AnalysisSubject, useAnalyseWatch } from "./api/analyse-watch";
import { usePriceCandidate } from "./api/price-candidate";
import { useSaveToPortfolio } from "./api/save-to-portfolio";
import { type AnalysisLayout, AnalysisResult } from "./result/analysis-result";
import { PhotoAdvice } from "./result/photo-advice";
import { SaveToPortfolioButton } from "./save-to-portfolio-button";

const watchName = (candidate: AnalysisCandidateDto) =>
  [candidate.brand, candidate.model, candidate.reference].filter(Boolean).join(" ");

/** An alternative candidate's prices: being fetched, fetched, or failed. */
type Repricing =
  | { status: "pending" }
  | { status: "done"; market: MarketPriceDto }
  | { status: "failed"; error: unknown };

/**
 * spec: reseller-tools §2 Analysis section and Simple analysis page, §4 — the one analysis of
 * /analysis (full) and /simple-analysis and /admin/simple-analysis (simple): idle, analysing, result
 * shown; an alternative candidate is re-priced on one click; a new analysis starts afresh, Save
 * included.
 */
export function AnalysisWorkspace({ layout }: { layout: AnalysisLayout }) {
  const { t } = useTranslation("analysis");
  const say = useMessage();
  const [mode, setMode] = useState<InputMode>("upload");
  const analyse = useAnalyseWatch();
  const price = usePriceCandidate();
  const save = useSaveToPortfolio();
  const [selected, setSelected] = useState(0);
  const [repricing, setRepricing] = useState<Record<number, Repricing>>({});
  const run = useRef(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const result = analyse.data;
  const candidate = result?.candidates[selected];

  // The result arrives in place of the empty panel: move the reader to it.
  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);

  const onAnalyse = (subject: AnalysisSubject) => {
    run.current += 1;
    setSelected(0);
    setRepricing({});
    save.reset();
    analyse.mutate(subject);
  };

  const reprice = (index: number) => {
    const chosen = result?.candidates[index];
    if (!chosen) return;
    const thisRun = run.current;
    setRepricing((current) => ({ ...current, [index]: { status: "pending" } }));
    const settle = (outcome: Repricing) => {
      if (run.current === thisRun) setRepricing((current) => ({ ...current, [index]: outcome }));
    };
    price
      .mutateAsync({
        brand: chosen.brand,
        model: chosen.model,
        reference: chosen.reference ?? undefined,
        confidence: chosen.confidence,
      })
      .then((market) => settle({ status: "done", market }))
      .catch((error: unknown) => settle({ status: "failed", error }));
  };

  const onSelect = (index: number) => {
    if (index === selected) return;
    setSelected(index);
    save.reset();
    const known = repricing[index];
    if (index !== 0 && (!known || known.status === "failed")) reprice(index);
  };

  const shown = selected === 0 ? undefined : repricing[selected];
  const market = selected === 0 ? result?.market : shown?.status === "done" ? shown.market : undefined;
  const status = analyse.isPending
    ? t("status.analysing")
    : shown?.status === "pending" && candidate
      ? t("status.pricing", { watch: watchName(candidate) })
      : result
        ? candidate
          ? selected === 0
            ? t("status.ready", { watch: watchName(candidate) })
            : t("status.priced", { watch: watchName(candidate) })
          : t("status.none")
        : "";

  return (
    <div
      className={cn(
        "grid grid-cols-1 items-start gap-8",
        layout === "full" ? "lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]" : "mx-auto max-w-3xl",
      )}
    >
      <div className="rounded-md border border-border bg-card p-4 shadow-xs sm:p-6">
        <AnalysisInput
          mode={mode}
          onModeChange={setMode}
          isAnalysing={analyse.isPending}
          onAnalyse={onAnalyse}
        />
      </div>

      <section aria-labelledby="analysis-result-title" aria-busy={analyse.isPending} className="min-w-0">
        <p role="status" aria-live="polite" className="sr-only">
          {status}
        </p>
        {analyse.isPending ? (
          <div className="grid gap-4" data-testid="analysis-pending">
            <h2 id="analysis-result-title" className="sr-only">
              {t("result.title")}
            </h2>
            <p className="text-sm text-muted-foreground">{t("input.analysing")}</p>
            <Skeleton className="h-24 rounded-md" />
            <Skeleton className="h-48 rounded-md" />
          </div>
        ) : analyse.isError ? (
          <div className="grid gap-3">
            <h2 id="analysis-result-title" className="sr-only">
              {t("result.title")}
            </h2>
            <FormAlert id="analysis-error">
              <p className="font-medium">{t("messages.failedTitle")}</p>
              <p>{say(analysisErrorMessage(analyse.error))}</p>
            </FormAlert>
          </div>
        ) : !result ? (
          <EmptyPanel
            icon={<ScanSearchIcon className="size-6" strokeWidth={1.5} aria-hidden="true" />}
            title={t("empty.title")}
            titleId="analysis-result-title"
            text={t("empty.text")}
          />
        ) : !candidate ? (
          <div className="grid gap-4">
            <h2
              id="analysis-result-title"
              ref={heading}
              tabIndex={-1}
              className="font-display text-2xl font-medium outline-none"
            >
              {t("result.title")}
            </h2>
            <EmptyPanel
              icon={<SearchXIcon className="size-6" strokeWidth={1.5} aria-hidden="true" />}
              title={t("result.noneTitle")}
              titleAs="h3"
              text={t("result.noneText")}
              action={
                <Button variant="outline" onClick={() => setMode("manual")}>
                  {t("result.toManual")}
                </Button>
              }
            />
            <PhotoAdvice advice={result.photoAdvice} />
            <SaveToPortfolioButton analysis={result} candidate={undefined} market={null} save={save} />
          </div>
        ) : (
          <AnalysisResult
            layout={layout}
            heading={heading}
            analysis={result}
            selected={selected}
            onSelect={onSelect}
            market={market}
            pricingError={
              shown?.status === "failed"
                ? { message: say(analysisErrorMessage(shown.error)), retry: () => reprice(selected) }
                : undefined
            }
            save={save}
          />
        )}
      </section>
    </div>
  );
}
