import ChevronRightIcon from "lucide-react/icons/chevron-right";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { OrderDto } from "../../../../shared/orders";
import { OrderPrices } from "../../../components/order/order-prices";
import { OrderStatusBadge } from "../../../components/order/order-status-badge";
import { ChargedAmount } from "../../../components/order/order-totals";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { Skeleton } from "../../../components/ui/skeleton";
import { Price } from "../../../components/watch/price";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { useShownCurrency } from "../../../lib/display-currency";
import { useOrders } from "../api/get-orders";
import { formatOrderDate } from "../lib/format-order-date";
import { orderPath } from "../lib/order-path";

/** The signed-in shopper's orders on /account, newest first; `empty` is shown when there are none. */
export function OrderHistory({ empty }: { empty: ReactNode }) {
  const { t } = useTranslation("checkout");
  const orders = useOrders();

  if (orders.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label={t("orders.loading")}>
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (orders.isError) {
    return (
      <FormAlert id="orders-load-error">
        <p>{t("orders.loadFailed")}</p>
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => orders.refetch()}>
          {t("orders.tryAgain")}
        </Button>
      </FormAlert>
    );
  }
  if (orders.data.length === 0) return empty;
  return (
    <ul className="grid gap-3" aria-label={t("orders.list")} data-testid="order-history">
      {orders.data.map((order) => (
        <OrderRow key={order.orderNumber} order={order} />
      ))}
    </ul>
  );
}

function OrderRow({ order }: { order: OrderDto }) {
  const { t, i18n } = useTranslation("checkout");
  return (
    <li
      className="relative rounded-sm border border-border/80 bg-background p-4 transition-colors hover:border-gold/60"
      data-testid="order-row"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid gap-0.5">
          <Link
            to={orderPath(order.orderNumber)}
            aria-label={t("orders.view", { number: order.orderNumber })}
            className="rounded-xs text-base font-semibold tracking-wide tabular-nums outline-none after:absolute after:inset-0 focus-visible:ring-2 focus-visible:ring-ring"
          >
            <bdi dir="ltr">{order.orderNumber}</bdi>
          </Link>
          <p className="text-xs text-muted-foreground">
            <Trans
              t={t}
              i18nKey="orders.placedOn"
              values={{ date: formatOrderDate(order.createdAt, i18n.language) }}
              components={{ date: <time dateTime={order.createdAt} /> }}
            />
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="mt-3 line-clamp-2 text-sm">
        {order.lines.map((line, index) => (
          <span key={line.listingId ?? line.title}>
            {index > 0 && " · "}
            <bdi>{line.title}</bdi>
          </span>
        ))}
      </p>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        {order.carrier && order.trackingNumber ? (
          <p className="text-xs text-muted-foreground">
            <Trans
              t={t}
              i18nKey="orders.tracking"
              values={{ carrier: order.carrier, number: order.trackingNumber }}
              components={{
                carrier: <bdi />,
                number: <bdi dir="ltr" className="font-medium text-foreground" />,
              }}
            />
          </p>
        ) : (
          <span />
        )}
        <OrderPrices displayed={order.displayed}>
          <OrderRowTotal order={order} />
        </OrderPrices>
      </div>
    </li>
  );
}

/**
 * The order's total as its buyer read it at checkout (issue 30), and under it, when that was
 * another currency or KNET took dinars, what the card was charged.
 */
function OrderRowTotal({ order }: { order: OrderDto }) {
  const shown = useShownCurrency();
  return (
    <div className="grid justify-items-end gap-0.5">
      <p className="flex items-center gap-1 font-semibold" data-testid="order-row-total">
        <Price cents={order.totalCents} />
        <ChevronRightIcon className="size-4 text-muted-foreground rtl:-scale-x-100" aria-hidden="true" />
      </p>
      {(shown.currency !== "USD" || order.charge) && (
        <p className="pe-5 text-xs text-muted-foreground" data-testid="order-row-charged">
          <ChargedAmount order={order} />
        </p>
      )}
    </div>
  );
}
