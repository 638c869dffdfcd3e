import type { AdminOrderRowDto } from "../../../../shared/orders";
import { Price } from "../../../components/watch/price";
import { useTranslation } from "../../../i18n/use-translation";
import { useFormatMoney } from "../../../lib/use-format-money";

/**
 * The order's USD total, under it what KNET charged in dinars when it did, and the currency the
 * shopper read it in when not dollars (issue 30; the order's page gives that total and rate).
 */
export function OrderTotal({
  order,
}: {
  order: Pick<AdminOrderRowDto, "totalCents" | "charge" | "displayed">;
}) {
  const { t } = useTranslation("admin");
  const formatMoney = useFormatMoney();
  const shopperCurrency = order.displayed?.currency;
  return (
    <span className="inline-grid">
      <Price cents={order.totalCents} className="font-medium" />
      {order.charge && (
        <bdi dir="ltr" className="text-xs text-muted-foreground tabular-nums">
          {formatMoney(order.charge.amountMinor, "KWD", { decimals: 3 })}
        </bdi>
      )}
      {shopperCurrency && shopperCurrency !== "USD" && (
        <span className="text-xs text-muted-foreground" data-testid="order-shown-in">
          {t("orders.shownIn", { currency: t(`common:currency.inCurrency.${shopperCurrency}`) })}
        </span>
      )}
    </span>
  );
}
