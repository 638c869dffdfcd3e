import type { OrderDto } from "../../../shared/orders";
import { Trans } from "../../i18n/trans";
import { useTranslation } from "../../i18n/use-translation";
import { useShownCurrency } from "../../lib/display-currency";
import { useFormatMoney } from "../../lib/use-format-money";
import { Price } from "../watch/price";

/**
 * An order's subtotal, shipping ("Free" at 0), total, and what KNET charged in dinars, if it did.
 * An order shown to a shopper in another currency (issue 30: the one they read it in at checkout,
 * `OrderPrices`) also states the dollars charged and that its amounts are converted; a cart at
 * checkout (`isOrder` false) says so beside Pay instead.
 */
export function OrderTotals({
  order,
  isOrder = true,
}: {
  order: Pick<OrderDto, "subtotalCents" | "shippingCents" | "totalCents" | "charge">;
  isOrder?: boolean;
}) {
  const { t } = useTranslation();
  const shown = useShownCurrency();
  const isConverted = isOrder && shown.currency !== "USD";
  return (
    <>
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
            <ChargedAmount order={order} />
          </div>
        )}
      </dl>
      {isConverted && (
        <div className="mt-3 grid gap-1 text-xs text-muted-foreground" data-testid="order-charged">
          {!order.charge && (
            <p>
              <ChargedAmount order={order} />
            </p>
          )}
          <p>{t("order.converted", { currency: t(`currency.inCurrency.${shown.currency}`) })}</p>
        </div>
      )}
    </>
  );
}

/** What the card was charged: the dinars KNET took, else the order's US dollars (issue 30). */
export function ChargedAmount({ order }: { order: Pick<OrderDto, "totalCents" | "charge"> }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return order.charge ? (
    <Trans
      t={t}
      i18nKey="order.charged"
      values={{ amount: formatMoney(order.charge.amountMinor, "KWD", { decimals: 3 }) }}
      components={{ amount: <bdi dir="ltr" className="tabular-nums" /> }}
    />
  ) : (
    <Trans
      t={t}
      i18nKey="order.chargedInDollars"
      values={{ amount: formatMoney(order.totalCents, "USD") }}
      components={{ amount: <bdi dir="ltr" className="tabular-nums" /> }}
    />
  );
}
