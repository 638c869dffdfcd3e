import CircleCheckIcon from "lucide-react/icons/circle-check";
import CircleAlertIcon from "lucide-react/icons/circle-exclamation-point";
import CircleXIcon from "lucide-react/icons/circle-x";
import ClockIcon from "lucide-react/icons/clock";
import SearchXIcon from "lucide-react/icons/search-x";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import type { OrderDto, OrderStatus } from "../../../../shared/orders";
import { OrderLineList } from "../../../components/order/order-line-list";
import { OrderPrices } from "../../../components/order/order-prices";
import { OrderTotals } from "../../../components/order/order-totals";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { IconBadge } from "../../../components/ui/icon-badge";
import { Spinner } from "../../../components/ui/spinner";
import { useTranslation } from "../../../i18n/use-translation";
import { ApiError } from "../../../lib/http-error";
import { useOrderBySession } from "../api/get-order-by-session";

/** Paid and beyond: the shopper's purchase is confirmed (the order lifecycle in shared/orders.ts). */
const confirmedStatuses: readonly OrderStatus[] = ["paid", "shipped", "delivered"];

/**
 * /payment-success?session_id=… (spec: storefront §2; ARCHITECTURE.md, Decisions: orders are
 * real): the order the payment session paid for, by its real number. The provider's webhook may
 * come after the shopper, so a pending order is polled for about a minute. `onPaid` runs once
 * the order is paid (the app layer refreshes the cart the server has emptied).
 */
export function PaymentSuccessPage({ onPaid }: { onPaid: () => void }) {
  const { t } = useTranslation("checkout");
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get("session_id");
  return (
    <section className="container-page py-12 md:py-20" aria-labelledby="page-title">
      <title>{t("meta.pageTitle", { ns: "common", page: t("meta.successTitle") })}</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-2xl">
        {sessionId ? <SessionOrder sessionId={sessionId} onPaid={onPaid} /> : <OrderNotFound />}
      </div>
    </section>
  );
}

function SessionOrder({ sessionId, onPaid }: { sessionId: string; onPaid: () => void }) {
  const { t } = useTranslation("checkout");
  const { query, hasStoppedPolling } = useOrderBySession(sessionId);
  const order = query.data;
  const isConfirmed = order !== undefined && confirmedStatuses.includes(order.status);
  const notified = useRef(false);
  useEffect(() => {
    if (isConfirmed && !notified.current) {
      notified.current = true;
      onPaid();
    }
  }, [isConfirmed, onPaid]);

  if (query.isPending) {
    return (
      <div className="flex justify-center py-20">
        <Spinner label={t("success.loading")} className="size-8" />
      </div>
    );
  }
  if (!order) {
    // An unknown session and someone else's answer alike: 404 (a malformed id: 400).
    if (query.error instanceof ApiError && query.error.isClientError) return <OrderNotFound />;
    return (
      <EmptyPanel
        role="alert"
        frame="card"
        icon={<CircleAlertIcon aria-hidden="true" />}
        text={t("success.loadFailed")}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t("success.tryAgain")}
          </Button>
        }
      />
    );
  }
  if (order.status === "cancelled" || order.status === "expired") {
    return (
      <Outcome
        icon={<CircleXIcon aria-hidden="true" />}
        title={t("success.incompleteTitle")}
        text={t("success.incompleteText")}
        actions={
          <>
            <Button asChild variant="luxury" size="lg">
              <Link to="/cart">{t("success.returnToCart")}</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/watches">{t("success.continueShopping")}</Link>
            </Button>
          </>
        }
      />
    );
  }
  const isPending = order.status === "pending";
  return (
    <ConfirmedOrder
      order={order}
      isConfirmed={isConfirmed}
      processing={isPending ? (hasStoppedPolling ? "gaveUp" : "waiting") : undefined}
    />
  );
}

function ConfirmedOrder({
  order,
  isConfirmed,
  processing,
}: {
  order: OrderDto;
  isConfirmed: boolean;
  processing: "waiting" | "gaveUp" | undefined;
}) {
  const { t } = useTranslation("checkout");
  const title = isConfirmed
    ? t("success.confirmedTitle")
    : processing
      ? t("success.processingTitle")
      : t("success.refundedTitle");
  return (
    <div className="text-center">
      <IconBadge size="lg" className="mx-auto">
        {isConfirmed ? <CircleCheckIcon aria-hidden="true" /> : <ClockIcon aria-hidden="true" />}
      </IconBadge>
      <p className="mt-6 text-xs font-medium uppercase tracking-[0.28em] text-gold-dark">
        {t("success.eyebrow")}
      </p>
      <h1 id="page-title" className="mt-3 font-display text-3xl font-medium tracking-tight md:text-5xl">
        {title}
      </h1>
      <div className="mx-auto mt-6 h-px w-16 bg-gold" aria-hidden="true" />
      <div className="mt-8 rounded-md border border-border bg-card p-5 text-start shadow-xs sm:p-8">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1">
            <dt className="text-xs font-medium uppercase tracking-[0.14em] text-muted-foreground">
              {t("success.orderNumber")}
            </dt>
            <dd className="text-xl font-semibold tracking-wide tabular-nums" data-testid="order-number">
              <bdi dir="ltr">{order.orderNumber}</bdi>
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-xs font-medium uppercase tracking-[0.14em] text-muted-foreground">
              {t("success.status")}
            </dt>
            <dd className="flex items-center gap-2 font-medium" data-testid="order-status" aria-live="polite">
              {isConfirmed ? (
                <>
                  <CircleCheckIcon className="size-4 text-emerald-700" aria-hidden="true" />
                  {t("success.confirmed")}
                </>
              ) : processing ? (
                <>
                  {processing === "waiting" && <Spinner className="size-4" label={t("success.processing")} />}
                  {t("success.processing")}
                </>
              ) : (
                t(`common:orderStatus.${order.status}`)
              )}
            </dd>
          </div>
        </dl>
        <div className="mt-6 grid gap-2 border-t border-border pt-5 text-sm leading-relaxed text-muted-foreground">
          {isConfirmed ? (
            <>
              <p>{t("success.emailNote")}</p>
              <p>{t("success.shippingNote")}</p>
            </>
          ) : processing === "waiting" ? (
            <p>{t("success.processingText")}</p>
          ) : processing === "gaveUp" ? (
            <p role="status">{t("success.stillProcessing")}</p>
          ) : (
            <p>{t("success.refundedText")}</p>
          )}
        </div>
        <OrderPrices displayed={order.displayed}>
          <div className="mt-4 border-t border-border">
            <OrderLineList lines={order.lines} />
          </div>
          <div className="border-t border-border pt-4">
            <OrderTotals order={order} />
          </div>
        </OrderPrices>
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild variant="luxury" size="lg">
          <Link to="/watches">{t("success.continueShopping")}</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to="/">{t("success.backHome")}</Link>
        </Button>
      </div>
    </div>
  );
}

/** A session id that names no order of this shopper: never another shopper's order. */
function OrderNotFound() {
  const { t } = useTranslation("checkout");
  return (
    <Outcome
      icon={<SearchXIcon aria-hidden="true" />}
      title={t("success.notFoundTitle")}
      text={t("success.notFoundText")}
      actions={
        <>
          <Button asChild variant="luxury" size="lg">
            <Link to="/watches">{t("success.continueShopping")}</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/">{t("success.backHome")}</Link>
          </Button>
        </>
      }
    />
  );
}

function Outcome({
  icon,
  title,
  text,
  actions,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  actions: ReactNode;
}) {
  return (
    <EmptyPanel
      frame="card"
      icon={icon}
      iconSize="lg"
      titleAs="h1"
      titleId="page-title"
      title={title}
      text={text}
      action={<div className="flex flex-wrap justify-center gap-3">{actions}</div>}
    />
  );
}
