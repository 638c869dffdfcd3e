import type { OrderDto } from "../../../shared/orders";
import { Trans } from "../../i18n/trans";
import { useTranslation } from "../../i18n/use-translation";
import { useFormatMoney } from "../../lib/use-format-money";
import { Price } from "../watch/price";

/** An order's subtotal, shipping ("Free" at 0), total, and what KNET charged in dinars, if it did. */
export function OrderTotals({
  order,
}: {
  order: Pick<OrderDto, "subtotalCents" | "shippingCents" | "totalCents" | "charge">;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <dl className="grid gap-2.5 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{t("order.subtotal")}</dt>
        <dd>
          <Price cents={order.subtotalCents} />
        </dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">{t("order.shipping")}</dt>
        <dd className="font-medium text-gold-dark">
          {order.shippingCents === 0 ? t("order.free") : <Price cents={order.shippingCents} />}
        </dd>
      </div>
      <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-border pt-3">
        <dt className="font-medium">{t("order.total")}</dt>
        <dd className="text-lg font-semibold" data-testid="order-total">
          <Price cents={order.totalCents} />
        </dd>
      </div>
      {order.charge && (
        <div className="text-xs text-muted-foreground">
          <Trans
            t={t}
            i18nKey="order.charged"
            values={{ amount: formatMoney(order.charge.amountMinor, "KWD", { decimals: 3 }) }}
            components={{ amount: <bdi dir="ltr" className="tabular-nums" /> }}
          />
        </div>
      )}
    </dl>
  );
}
