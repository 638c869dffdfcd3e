import CircleAlertIcon from "lucide-react/icons/circle-exclamation-point";
import ExternalLinkIcon from "lucide-react/icons/external-link";
import MapPinIcon from "lucide-react/icons/map-pin";
import PackageSearchIcon from "lucide-react/icons/package-search";
import SearchXIcon from "lucide-react/icons/search-x";
import TruckIcon from "lucide-react/icons/truck";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { addressFields, latinAddressFields } from "../../../../shared/address-fields";
import { countryName } from "../../../../shared/countries";
import type { OrderDto, OrderEventDto } from "../../../../shared/orders";
import { trackingUrl } from "../../../../shared/tracking";
import { OrderLineList } from "../../../components/order/order-line-list";
import { OrderPrices } from "../../../components/order/order-prices";
import { OrderStatusBadge } from "../../../components/order/order-status-badge";
import { OrderTotals } from "../../../components/order/order-totals";
import { BackLink } from "../../../components/ui/back-link";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { SectionCard } from "../../../components/ui/section-card";
import { Skeleton } from "../../../components/ui/skeleton";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { ApiError } from "../../../lib/http-error";
import { useOrder } from "../api/get-order";
import { OrderCertificates } from "../components/order-certificates";
import { formatOrderDate } from "../lib/format-order-date";

/** /account/orders/:orderNumber — one of the shopper's orders: lines, totals, address, timeline. */
export function OrderDetailPage({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation("checkout");
  const query = useOrder(orderNumber);
  return (
    <div className="container-page py-10 md:py-14">
      <title>
        {t("meta.pageTitle", { ns: "common", page: t("meta.orderTitle", { number: orderNumber }) })}
      </title>
      <BackLink to="/account">{t("order.back")}</BackLink>
      {query.data ? (
        <OrderDetail order={query.data} />
      ) : query.isPending ? (
        <div className="mt-8 grid gap-6" role="status" aria-label={t("order.loading")}>
          <Skeleton className="h-16 w-72" />
          <Skeleton className="h-64" />
        </div>
      ) : query.error instanceof ApiError && query.error.isClientError ? (
        <EmptyPanel
          frame="card"
          className="mx-auto mt-10 max-w-lg"
          icon={<SearchXIcon aria-hidden="true" />}
          titleAs="h1"
          title={t("order.notFoundTitle")}
          text={t("order.notFoundText")}
          action={
            <Button asChild variant="luxury">
              <Link to="/account">{t("order.backToAccount")}</Link>
            </Button>
          }
        />
      ) : (
        <EmptyPanel
          role="alert"
          className="mx-auto mt-10 max-w-lg"
          icon={<CircleAlertIcon aria-hidden="true" />}
          text={t("order.loadFailed")}
          action={
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t("order.tryAgain")}
            </Button>
          }
        />
      )}
    </div>
  );
}

function OrderDetail({ order }: { order: OrderDto }) {
  const { t, i18n } = useTranslation("checkout");
  return (
    <>
      <header className="mt-6 flex flex-wrap items-end justify-between gap-4 border-b border-border pb-6">
        <div className="grid gap-2">
          <p className="text-xs font-medium uppercase tracking-[0.28em] text-gold-dark">
            {t("order.eyebrow")}
          </p>
          <h1 className="font-display text-3xl font-medium tracking-tight lining-nums md:text-4xl">
            <bdi dir="ltr">{order.orderNumber}</bdi>
          </h1>
          <p className="text-sm text-muted-foreground">
            <Trans
              t={t}
              i18nKey="order.placedOn"
              values={{ date: formatOrderDate(order.createdAt, i18n.language) }}
              components={{ date: <time dateTime={order.createdAt} /> }}
            />
          </p>
        </div>
        <OrderStatusBadge status={order.status} className="px-3 py-1 text-sm" />
      </header>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-5">
        <section
          aria-label={t("common:order.lines")}
          className="rounded-md border border-border bg-card p-5 shadow-xs sm:p-8 lg:col-span-3"
        >
          <OrderPrices displayed={order.displayed}>
            <OrderLineList lines={order.lines} />
            <div className="border-t border-border pt-4">
              <OrderTotals order={order} />
            </div>
          </OrderPrices>
        </section>
        <div className="grid gap-6 lg:col-span-2">
          {order.carrier && order.trackingNumber && (
            <SectionCard icon={<TruckIcon aria-hidden="true" />} title={t("order.trackingTitle")}>
              <dl className="grid gap-3 text-sm">
                <Row label={t("order.carrier")}>
                  <bdi>{order.carrier}</bdi>
                </Row>
                <Row label={t("order.trackingNumber")}>
                  <bdi dir="ltr" className="font-medium" data-testid="tracking-number">
                    {order.trackingNumber}
                  </bdi>
                </Row>
              </dl>
              <TrackingLink carrier={order.carrier} trackingNumber={order.trackingNumber} />
            </SectionCard>
          )}
          <SectionCard icon={<MapPinIcon aria-hidden="true" />} title={t("order.shippingAddress")}>
            {order.shippingAddress ? (
              <ShippingAddress address={order.shippingAddress} />
            ) : (
              <p className="text-sm text-muted-foreground">{t("order.noAddress")}</p>
            )}
          </SectionCard>
          {order.certificates && order.certificates.length > 0 && (
            <OrderCertificates certificates={order.certificates} />
          )}
          {order.timeline && order.timeline.length > 0 && (
            <SectionCard icon={<PackageSearchIcon aria-hidden="true" />} title={t("order.timeline")}>
              <Timeline events={order.timeline} />
            </SectionCard>
          )}
        </div>
      </div>
    </>
  );
}

/** The carrier's own tracking page, for a carrier the shop knows (shared/tracking.ts); else nothing. */
function TrackingLink({ carrier, trackingNumber }: { carrier: string; trackingNumber: string }) {
  const { t } = useTranslation("checkout");
  const url = trackingUrl(carrier, trackingNumber);
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-gold-dark underline-offset-4 hover:underline"
    >
      <Trans t={t} i18nKey="order.trackParcel" values={{ carrier }} components={{ carrier: <bdi /> }} />
      <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
    </a>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function ShippingAddress({ address }: { address: Record<string, string> }) {
  const { t, i18n } = useTranslation("checkout");
  return (
    <div className="grid gap-3 text-sm">
      <p className="font-medium">
        <bdi>{address.fullName}</bdi>
      </p>
      {address.phone && (
        <p>
          <bdi dir="ltr">{address.phone}</bdi>
        </p>
      )}
      <dl className="grid gap-2">
        {addressFields
          .filter((field) => address[field])
          .map((field) => (
            <Row key={field} label={t(`checkout.${field}`)}>
              <bdi dir={latinAddressFields.has(field) ? "ltr" : "auto"}>{address[field]}</bdi>
            </Row>
          ))}
        {address.country && (
          <Row label={t("checkout.country")}>{countryName(address.country, i18n.language)}</Row>
        )}
      </dl>
    </div>
  );
}

/** Each step in the reader's language; the staff's and system's notes are in English, so they stay in the back office. */
function Timeline({ events }: { events: OrderEventDto[] }) {
  const { t, i18n } = useTranslation("checkout");
  return (
    <ol className="relative grid gap-5 border-s border-gold/50 ps-5">
      {events.map((event) => (
        <li key={`${event.to}-${event.at}`} className="relative">
          <span
            className="absolute -start-[1.62rem] top-1.5 size-2.5 rounded-full border border-gold-dark bg-card"
            aria-hidden="true"
          />
          <p className="text-sm font-medium">{t(`order.events.${event.to}`)}</p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={event.at}>{formatOrderDate(event.at, i18n.language, true)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
