import type { AnalysisCandidateDto, AnalysisDto } from "../../../../shared/analysis-schemas";
import { useTranslation } from "../../../i18n/use-translation";
import { ConfidenceBadge } from "../tone-badge";

/** How the watch was named, said plainly (issue 12): by the AI, the catalogue, a known photo, or as typed. */
export function methodText(
  t: (key: string) => string,
  method: AnalysisDto["method"],
  candidate: AnalysisCandidateDto | undefined,
): string {
  if (method === "photo_match") return t(`method.photo_match.${candidate?.seenIn ?? "listing"}`);
  return t(`method.${method}`);
}

/**
 * spec: reseller-tools §2 — brand, model, reference and confidence of the watch shown, with how it
 * was identified and, when the AI named a reference the catalogue does not list, that warning.
 */
export function Identification({
  method,
  candidate,
}: {
  method: AnalysisDto["method"];
  candidate: AnalysisCandidateDto;
}) {
  const { t } = useTranslation("analysis");
  const rows = [
    { label: t("result.brand"), value: <bdi>{candidate.brand}</bdi> },
    { label: t("result.model"), value: <bdi>{candidate.model}</bdi> },
    {
      label: t("result.reference"),
      value: candidate.reference ? <bdi dir="ltr">{candidate.reference}</bdi> : t("result.noReference"),
    },
    // The label names what measured it: "AI confidence" only when the AI ran (issue 24).
    {
      label: t(`result.confidenceBy.${method}`),
      value: <ConfidenceBadge confidence={candidate.confidence} />,
    },
  ];
  return (
    <div className="@container grid gap-3">
      <p className="text-sm text-muted-foreground" data-testid="identification-method">
        {methodText(t, method, candidate)}
      </p>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 @lg:grid-cols-4">
        {rows.map((row) => (
          <div key={row.label} className="grid min-w-0 content-start gap-1">
            <dt className="text-xs uppercase tracking-[0.14em] text-muted-foreground">{row.label}</dt>
            <dd className="break-words font-medium">{row.value}</dd>
          </div>
        ))}
      </dl>
      {candidate.unknownReference && candidate.reference && (
        <p className="rounded-sm border border-amber-600/35 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("result.unknownReference", { brand: candidate.brand, reference: candidate.reference })}
        </p>
      )}
    </div>
  );
}
