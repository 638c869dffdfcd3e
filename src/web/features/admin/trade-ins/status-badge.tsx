import type { TradeInStatus } from "../../../../shared/trade-in-lifecycle";
import { Badge } from "../../../components/ui/badge";
import { useTranslation } from "../../../i18n/use-translation";

const tones: Record<TradeInStatus, string> = {
  submitted: "border-gold-dark/40 bg-gold/15 text-foreground",
  countered: "border-sky-700/25 bg-sky-50 text-sky-900",
  offered: "border-sky-700/25 bg-sky-50 text-sky-900",
  declined: "border-border bg-muted text-muted-foreground",
  bought: "border-emerald-700/25 bg-emerald-50 text-emerald-900",
};

export function TradeInStatusBadge({ status }: { status: TradeInStatus }) {
  const { t } = useTranslation("admin");
  return (
    <Badge variant="outline" data-status={status} className={tones[status]}>
      {t(`tradeIns.status.${status}`)}
    </Badge>
  );
}
