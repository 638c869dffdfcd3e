import type { OrderStatus } from "../../../shared/orders";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { Badge } from "../ui/badge";

/** Done and on its way, waiting, or over without a sale: three tones for seven statuses. */
const tones: Record<OrderStatus, string> = {
  pending: "border-gold/50 bg-gold/10 text-ink",
  paid: "border-emerald-700/25 bg-emerald-50 text-emerald-900",
  shipped: "border-emerald-700/25 bg-emerald-50 text-emerald-900",
  delivered: "border-emerald-700/25 bg-emerald-50 text-emerald-900",
  cancelled: "border-border bg-muted text-muted-foreground",
  expired: "border-border bg-muted text-muted-foreground",
  refunded: "border-border bg-muted text-muted-foreground",
};

/** An order's status in the reader's language (common.json `orderStatus`). */
export function OrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <Badge variant="outline" className={cn(tones[status], className)} data-status={status}>
      {t(`orderStatus.${status}`)}
    </Badge>
  );
}
