import type { MarginBand } from "../../../shared/profitability";
import { Badge } from "../../components/ui/badge";
import { useTranslation } from "../../i18n/use-translation";

/** spec: reseller-tools §9 — 20% or more green, 10% yellow, 0% orange, below red; a word says it too. */
const colours: Record<MarginBand, string> = {
  green: "border-emerald-700/25 bg-emerald-50 text-emerald-900",
  yellow: "border-yellow-600/35 bg-yellow-50 text-yellow-900",
  orange: "border-orange-600/30 bg-orange-50 text-orange-900",
  red: "border-red-700/25 bg-red-50 text-red-900",
};

export function marginText(marginPercent: number): string {
  return `${marginPercent.toFixed(2)}%`;
}

export function MarginBadge({ band, marginPercent }: { band: MarginBand; marginPercent: number }) {
  const { t } = useTranslation("calculator");
  return (
    <Badge variant="outline" data-band={band} className={colours[band]}>
      <bdi dir="ltr" className="tabular-nums">
        {marginText(marginPercent)}
      </bdi>
      <span aria-hidden="true">·</span>
      {t(`band.${band}`)}
    </Badge>
  );
}
