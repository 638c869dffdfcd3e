import type { OutboxStatus } from "../../../../shared/outbox-schemas";
import { Badge } from "../../../components/ui/badge";
import { useTranslation } from "../../../i18n/use-translation";

const tones: Record<OutboxStatus, string> = {
  sent: "border-emerald-700/25 bg-emerald-50 text-emerald-900",
  failed: "border-destructive/30 bg-destructive/10 text-destructive",
  pending: "border-amber-700/25 bg-amber-50 text-amber-900",
  stored: "border-border bg-muted text-muted-foreground",
};

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  const { t } = useTranslation("admin");
  return (
    <Badge variant="outline" data-status={status} className={tones[status]}>
      {t(`outbox.status.${status}`)}
    </Badge>
  );
}
