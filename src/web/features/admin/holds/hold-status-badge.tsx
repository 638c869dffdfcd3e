import type { HoldKind, HoldStatus } from "../../../../shared/holds";
import { Badge } from "../../../components/ui/badge";
import { useTranslation } from "../../../i18n/use-translation";

const tones: Partial<Record<HoldStatus, string>> = {
  offered: "border-gold-dark/40 bg-gold/15 text-foreground",
  awaiting_deposit: "border-gold-dark/40 bg-gold/15 text-foreground",
  countered: "border-sky-700/25 bg-sky-50 text-sky-900",
  accepted: "border-sky-700/25 bg-sky-50 text-sky-900",
  held: "border-sky-700/25 bg-sky-50 text-sky-900",
  converted: "border-emerald-700/25 bg-emerald-50 text-emerald-900",
  refund_due: "border-destructive/30 bg-destructive/5 text-destructive",
};

export function HoldStatusBadge({ status }: { status: HoldStatus }) {
  const { t } = useTranslation("admin");
  return (
    <Badge
      variant="outline"
      data-status={status}
      className={tones[status] ?? "border-border bg-muted text-muted-foreground"}
    >
      {t(`holds.status.${status}`)}
    </Badge>
  );
}

export function HoldKindBadge({ kind }: { kind: HoldKind }) {
  const { t } = useTranslation("admin");
  return (
    <Badge variant="secondary" data-kind={kind}>
      {t(`holds.kinds.${kind}`)}
    </Badge>
  );
}
