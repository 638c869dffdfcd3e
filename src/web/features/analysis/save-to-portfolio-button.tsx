import BookmarkCheckIcon from "lucide-react/icons/bookmark-check";
import BookmarkPlusIcon from "lucide-react/icons/bookmark-plus";
import type { AnalysisCandidateDto, AnalysisDto } from "../../../shared/analysis-schemas";
import type { MarketPriceDto } from "../../../shared/market-schemas";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { errorMessage } from "../../lib/error-messages";
import { ApiError, isSignedOutError } from "../../lib/http-error";
import { useSession } from "../../lib/session/session";
import type { useSaveToPortfolio } from "./api/save-to-portfolio";
import { justification } from "./market-words";
import { portfolioPayload } from "./portfolio-payload";

/**
 * spec: reseller-tools §2, §4, §5 and §8 — Save to Portfolio: idle, saving, saved (the button says
 * so and is disabled until a new analysis); the spec's messages for no result, bad prices, no
 * session, a refused or failed save, and success.
 */
export function SaveToPortfolioButton({
  analysis,
  candidate,
  market,
  save,
}: {
  analysis: AnalysisDto | undefined;
  candidate: AnalysisCandidateDto | undefined;
  market: MarketPriceDto | null | undefined;
  save: ReturnType<typeof useSaveToPortfolio>;
}) {
  const { t, i18n } = useTranslation("analysis");
  const { session } = useSession();

  const onSave = () => {
    if (!session) return toast.error(t("save.signInTitle"), { description: t("save.signIn") });
    const figures = market?.market;
    const why = figures && market ? justification(t, i18n.language, figures, market.sources) : "";
    const check = portfolioPayload(analysis, candidate, market, why, window.location.origin);
    if ("problem" in check) {
      if (check.problem === "noData")
        return toast.error(t("save.noDataTitle"), { description: t("save.noData") });
      if (check.problem === "lowAboveHigh")
        return toast.error(t("save.invalidTitle"), { description: t("save.lowAboveHigh") });
      return toast.error(t("save.invalidTitle"), { description: t("save.invalid") });
    }
    save.mutate(check.payload, {
      onSuccess: () => toast.success(t("save.success")),
      onError: (error) => {
        if (isSignedOutError(error))
          return toast.error(t("save.authErrorTitle"), { description: t("save.authError") });
        toast.error(t("save.failedTitle"), {
          description:
            error instanceof ApiError
              ? errorMessage(error, t, "analysis:save.failedUnable")
              : t("save.failedUnexpected"),
        });
      },
    });
  };

  const isSaved = save.isSuccess;
  return (
    <div className="grid gap-2">
      <Button
        variant={isSaved ? "outline" : "gold"}
        size="lg"
        className="w-full sm:w-auto"
        disabled={isSaved || save.isPending}
        onClick={onSave}
      >
        {save.isPending ? (
          <Spinner aria-hidden="true" className="text-current" />
        ) : isSaved ? (
          <BookmarkCheckIcon aria-hidden="true" />
        ) : (
          <BookmarkPlusIcon aria-hidden="true" />
        )}
        {save.isPending ? t("save.saving") : isSaved ? t("save.saved") : t("save.button")}
      </Button>
    </div>
  );
}
