import type { AnalysisCandidateDto } from "../../../../shared/analysis-schemas";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { ConfidenceBadge } from "../tone-badge";

const watchName = (candidate: AnalysisCandidateDto) =>
  [candidate.brand, candidate.model, candidate.reference].filter(Boolean).join(" ");

/**
 * The other watches it may be, under the first (issue 12): each one click to see its own prices.
 * The candidate shown is listed too, marked, so the first can be chosen again.
 */
export function Alternatives({
  candidates,
  selected,
  onSelect,
}: {
  candidates: AnalysisCandidateDto[];
  selected: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation("analysis");
  if (candidates.length < 2) return null;
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">{t("result.alternatives")}</h3>
      <p className="text-xs text-muted-foreground">{t("result.alternativesHint")}</p>
      <ul className="grid grid-cols-1 gap-2">
        {candidates.map((candidate, index) => {
          const isShown = index === selected;
          const name = watchName(candidate);
          return (
            <li key={name}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-pressed={isShown}
                aria-label={t("result.showPrices", { watch: name })}
                className={cn(
                  "flex w-full items-center justify-between gap-3 rounded-sm border border-border bg-card px-3 py-2 text-start text-sm",
                  "transition-colors hover:border-gold-dark focus-visible:ring-2 focus-visible:ring-ring outline-none",
                  isShown && "border-gold-dark bg-ivory-deep",
                )}
              >
                <span className="min-w-0">
                  <bdi className="font-medium">{`${candidate.brand} ${candidate.model}`}</bdi>
                  {candidate.reference && (
                    <>
                      {" "}
                      <bdi dir="ltr" className="text-muted-foreground">
                        {candidate.reference}
                      </bdi>
                    </>
                  )}
                </span>
                <span className="flex shrink-0 items-center gap-2">
                  {isShown && <span className="text-xs text-gold-dark">{t("result.shown")}</span>}
                  <ConfidenceBadge confidence={candidate.confidence} />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
