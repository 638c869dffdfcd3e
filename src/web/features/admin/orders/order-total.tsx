import type { AdminOrderRowDto } from "../../../../shared/orders";
import { Price } from "../../../components/watch/price";
import { useFormatMoney } from "../../../lib/use-format-money";

/** The order's USD total, and under it what KNET charged in dinars when it did. */
export function OrderTotal({ order }: { order: Pick<AdminOrderRowDto, "totalCents" | "charge"> }) {
  const formatMoney = useFormatMoney();
  return (
    <span className="inline-grid">
      <Price cents={order.totalCents} className="font-medium" />
      {order.charge && (
        <bdi dir="ltr" className="text-xs text-muted-foreground tabular-nums">
          {formatMoney(order.charge.amountMinor, "KWD", { decimals: 3 })}
        </bdi>
      )}
    </span>
  );
}
