import type { RiskLevel } from "../../../shared/market-pricing";
import { Badge } from "../../components/ui/badge";
import { useTranslation } from "../../i18n/use-translation";

type Tone = "success" | "warning" | "destructive";

const colours: Record<Tone, string> = {
  success: "border-emerald-700/25 bg-emerald-50 text-emerald-900",
  warning: "border-amber-600/35 bg-amber-50 text-amber-900",
  destructive: "border-red-700/25 bg-red-50 text-red-900",
};

/** spec: reseller-tools §2 Simple analysis page — success at 90 or more, warning at 70 or more, else destructive. */
export function confidenceTone(confidence: number): Tone {
  return confidence >= 90 ? "success" : confidence >= 70 ? "warning" : "destructive";
}

const riskTones: Record<RiskLevel, Tone> = { low: "success", medium: "warning", high: "destructive" };

/** The identification's confidence; typed details the catalogue did not know were never measured. */
export function ConfidenceBadge({ confidence }: { confidence: number | null }) {
  const { t } = useTranslation("analysis");
  if (confidence === null)
    return (
      <Badge variant="outline" data-tone="none">
        {t("result.unmeasured")}
      </Badge>
    );
  const tone = confidenceTone(confidence);
  return (
    <Badge variant="outline" data-tone={tone} className={colours[tone]}>
      <bdi dir="ltr" className="tabular-nums">
        {t("result.confidenceValue", { value: confidence })}
      </bdi>
    </Badge>
  );
}

/** The risk of buying on this evidence (shared/market-pricing.ts), coloured and in words. */
export function RiskBadge({ risk }: { risk: RiskLevel }) {
  const { t } = useTranslation("analysis");
  const tone = riskTones[risk];
  return (
    <Badge variant="outline" data-tone={tone} className={colours[tone]}>
      {t(`market.riskLevel.${risk}`)}
    </Badge>
  );
}
