import CreditCardIcon from "lucide-react/icons/credit-card";
import MapPinIcon from "lucide-react/icons/map-pin";
import HistoryIcon from "lucide-react/icons/rotate-ccw-clock";
import TruckIcon from "lucide-react/icons/truck";
import UserIcon from "lucide-react/icons/user";
import WatchIcon from "lucide-react/icons/watch";
import { Link } from "react-router";
import { formatRate } from "../../../../shared/money";
import type { AdminOrderDto } from "../../../../shared/orders";
import { OrderLineList } from "../../../components/order/order-line-list";
import { OrderPrices } from "../../../components/order/order-prices";
import { OrderTotals } from "../../../components/order/order-totals";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { useFormatPrice } from "../../../lib/use-format-money";
import { AdminOrderStatusBadge } from "../components/admin-order-status-badge";
import { customerPath } from "../components/customer-name";
import { formatAdminTime } from "../components/format-admin-time";
import { DetailCard, DetailRow } from "./detail-parts";
import { OrderAddress } from "./order-address";
import { OrderMoveButtons } from "./order-move-buttons";
import type { PendingMove } from "./order-move-dialog";
import { OrderTimeline } from "./order-timeline";

const providers = new Set(["test", "stripe", "tap"]);

/** One order for staff: its lines and totals, the buyer, the address, the payment, the shipment and the timeline. */
export function OrderDetail({
  order,
  onMove,
}: {
  order: AdminOrderDto;
  onMove: (move: PendingMove) => void;
}) {
  const { t, i18n } = useTranslation("admin");
  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-4 border-b border-border pb-6">
        <div className="grid gap-2">
          <p className="text-xs font-medium uppercase tracking-[0.28em] text-gold-dark">
            {t("orders.detail.eyebrow")}
          </p>
          <h1
            id="page-title"
            className="font-display text-3xl font-medium tracking-tight lining-nums md:text-4xl"
          >
            <bdi dir="ltr">{order.orderNumber}</bdi>
          </h1>
          <title>{t("common:meta.pageTitle", { page: order.orderNumber })}</title>
          <p className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            <AdminOrderStatusBadge status={order.status} className="px-3 py-1 text-sm" />
            <Trans
              t={t}
              i18nKey="orders.detail.placedOn"
              values={{ date: formatAdminTime(order.createdAt, i18n.language, true) }}
              components={{ date: <time dateTime={order.createdAt} /> }}
            />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <OrderMoveButtons order={order} onMove={onMove} />
        </div>
      </header>

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-5">
        <div className="grid gap-6 lg:col-span-3">
          <DetailCard title={t("orders.detail.lines")} icon={<WatchIcon aria-hidden="true" />}>
            <OrderLineList lines={order.lines} />
            <div className="border-t border-border pt-4">
              <OrderTotals order={order} />
              <ShopperSaw order={order} />
            </div>
          </DetailCard>
          <DetailCard title={t("orders.detail.timeline")} icon={<HistoryIcon aria-hidden="true" />}>
            <OrderTimeline events={order.timeline} />
          </DetailCard>
        </div>
        <div className="grid gap-6 lg:col-span-2">
          <DetailCard title={t("orders.detail.customer")} icon={<UserIcon aria-hidden="true" />}>
            <dl className="grid gap-2.5 text-sm">
              <DetailRow label={t("orders.detail.name")}>
                <bdi>{order.customerName ?? t("orders.detail.none")}</bdi>
              </DetailRow>
              <DetailRow label={t("orders.detail.email")}>
                <a
                  href={`mailto:${order.email}`}
                  className="break-all text-gold-dark underline-offset-4 hover:underline"
                >
                  <bdi>{order.email}</bdi>
                </a>
              </DetailRow>
              <DetailRow label={t("orders.detail.phone")}>
                {order.phone ? (
                  <a
                    href={`tel:${order.phone.replace(/\s/g, "")}`}
                    className="underline-offset-4 hover:underline"
                  >
                    <bdi dir="ltr">{order.phone}</bdi>
                  </a>
                ) : (
                  t("orders.detail.none")
                )}
              </DetailRow>
              <DetailRow label={t("orders.detail.language")}>
                {t(order.language === "ar" ? "orders.detail.arabic" : "orders.detail.english")}
              </DetailRow>
              <DetailRow label={t("orders.detail.account")}>
                {order.userId ? (
                  <Link
                    to={customerPath(order.userId)}
                    className="font-medium text-gold-dark underline-offset-4 hover:underline"
                  >
                    {t("orders.detail.hasAccount")}
                  </Link>
                ) : (
                  t("orders.detail.guest")
                )}
              </DetailRow>
            </dl>
          </DetailCard>
          <DetailCard title={t("orders.detail.shippingAddress")} icon={<MapPinIcon aria-hidden="true" />}>
            {order.shippingAddress ? (
              <OrderAddress address={order.shippingAddress} />
            ) : (
              <p className="text-sm text-muted-foreground">{t("orders.detail.noAddress")}</p>
            )}
          </DetailCard>
          <DetailCard title={t("orders.detail.shipment")} icon={<TruckIcon aria-hidden="true" />}>
            {order.carrier || order.trackingNumber ? (
              <dl className="grid gap-2.5 text-sm">
                <DetailRow label={t("orders.detail.carrier")}>
                  <bdi>{order.carrier}</bdi>
                </DetailRow>
                <DetailRow label={t("orders.detail.trackingNumber")}>
                  <bdi dir="ltr" className="font-medium" data-testid="tracking-number">
                    {order.trackingNumber}
                  </bdi>
                </DetailRow>
              </dl>
            ) : (
              <p className="text-sm text-muted-foreground">{t("orders.detail.notShipped")}</p>
            )}
          </DetailCard>
          <DetailCard title={t("orders.detail.payment")} icon={<CreditCardIcon aria-hidden="true" />}>
            <dl className="grid gap-2.5 text-sm">
              <DetailRow label={t("orders.detail.provider")}>
                {providers.has(order.paymentProvider)
                  ? t(`orders.detail.providers.${order.paymentProvider}`)
                  : order.paymentProvider}
              </DetailRow>
              <DetailRow label={t("orders.detail.reference")}>
                {order.paymentReference ? (
                  <bdi dir="ltr" className="break-all font-mono text-xs">
                    {order.paymentReference}
                  </bdi>
                ) : (
                  t("orders.detail.none")
                )}
              </DetailRow>
              <DetailRow label={t("orders.detail.paidAt")}>
                {order.paidAt ? (
                  <time dateTime={order.paidAt}>{formatAdminTime(order.paidAt, i18n.language, true)}</time>
                ) : (
                  t("orders.detail.notPaid")
                )}
              </DetailRow>
            </dl>
          </DetailCard>
        </div>
      </div>
    </>
  );
}

/**
 * Beside the dollars (and dinars) charged, the total as the shopper read it at checkout, in their
 * currency at the rate of that moment (issue 30); nothing when they read dollars or the order
 * predates the record.
 */
function ShopperSaw({ order }: { order: AdminOrderDto }) {
  const displayed = order.displayed;
  if (!displayed || displayed.currency === "USD") return null;
  return (
    <OrderPrices displayed={displayed}>
      <ShopperSawLine totalCents={order.totalCents} />
    </OrderPrices>
  );
}

function ShopperSawLine({ totalCents }: { totalCents: number }) {
  const { t } = useTranslation("admin");
  const price = useFormatPrice();
  const { currency, rate } = price.shown;
  return (
    <p className="mt-3 text-xs text-muted-foreground" data-testid="shopper-saw">
      <Trans
        t={t}
        i18nKey="orders.detail.shopperSaw"
        values={{
          currency: t(`common:currency.inCurrency.${currency}`),
          amount: price.format(totalCents),
          rate: `1 USD = ${formatRate(rate)} ${currency}`,
        }}
        components={{
          amount: <bdi dir="ltr" className="font-medium text-foreground tabular-nums" />,
          rate: <bdi dir="ltr" className="tabular-nums" />,
        }}
      />
    </p>
  );
}
