import type { OrderStatus } from "../../../../shared/orders";
import { OrderStatusBadge } from "../../../components/order/order-status-badge";
import { cn } from "../../../lib/cn";

/** Staff tell the seven statuses apart at a glance, so each has its own colour here. */
const tones: Record<OrderStatus, string> = {
  pending: "border-amber-600/30 bg-amber-50 text-amber-900",
  paid: "border-sky-700/25 bg-sky-50 text-sky-900",
  shipped: "border-violet-700/25 bg-violet-50 text-violet-900",
  delivered: "border-emerald-700/25 bg-emerald-50 text-emerald-900",
  cancelled: "border-border bg-muted text-muted-foreground",
  expired: "border-stone-400/40 bg-stone-100 text-stone-600",
  refunded: "border-rose-700/25 bg-rose-50 text-rose-900",
};

/** The shoppers' status badge (same words, common.json `orderStatus`) in the back office's colours. */
export function AdminOrderStatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return <OrderStatusBadge status={status} className={cn(tones[status], className)} />;
}
