import { currencies } from "../../../../shared/money";
import type { AdminOrderEventDto, OrderEventFlag, StatedAmount } from "../../../../shared/orders";
import { useTranslation } from "../../../i18n/use-translation";
import { useFormatMoney } from "../../../lib/use-format-money";
import { formatAdminTime } from "../components/format-admin-time";

const actors = new Set(["customer", "admin", "provider", "system"]);

/** A payment event that stated other money than the order's: what was due, what came, and what to do. */
function FlagNotice({ flag }: { flag: OrderEventFlag }) {
  const { t } = useTranslation("admin");
  const formatMoney = useFormatMoney();
  const money = (amount: StatedAmount) =>
    Object.hasOwn(currencies, amount.currency)
      ? formatMoney(amount.amountMinor, amount.currency as keyof typeof currencies, {
          decimals: currencies[amount.currency as keyof typeof currencies].exponent,
        })
      : t("orders.timeline.flags.minorUnits", { amount: amount.amountMinor, currency: amount.currency });
  const words = flag.code === "LATE_PAYMENT" ? "latePayment" : "paymentMismatch";
  return (
    <div
      className="mt-1 rounded-sm border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm"
      data-testid="order-flag"
    >
      <p className="font-medium text-destructive">{t(`orders.timeline.flags.${words}.title`)}</p>
      <p className="mt-1 text-xs">
        {flag.code === "LATE_PAYMENT"
          ? t("orders.timeline.flags.latePayment.reference")
          : t("orders.timeline.flags.paymentMismatch.amounts", {
              expected: money(flag.expected),
              received: flag.received
                ? money(flag.received)
                : t("orders.timeline.flags.paymentMismatch.none"),
            })}{" "}
        <bdi dir="ltr">{flag.reference}</bdi>
      </p>
      <p className="mt-1 text-xs">{t(`orders.timeline.flags.${words}.action`)}</p>
    </div>
  );
}

/** Every change of the order's status (order_events): where from, where to, by whom, when, and why. */
export function OrderTimeline({ events }: { events: AdminOrderEventDto[] }) {
  const { t, i18n } = useTranslation("admin");
  return (
    <ol className="relative grid gap-5 border-s border-gold/50 ps-5" data-testid="order-timeline">
      {events.map((event) => (
        <li key={`${event.to}-${event.at}`} className="relative">
          <span
            className="absolute -start-[1.62rem] top-1.5 size-2.5 rounded-full border border-gold-dark bg-card"
            aria-hidden="true"
          />
          <p className="text-sm font-medium">
            {event.flag
              ? t(`common:orderStatus.${event.to}`)
              : event.from
                ? t("orders.timeline.moved", {
                    from: t(`common:orderStatus.${event.from}`),
                    to: t(`common:orderStatus.${event.to}`),
                  })
                : t("orders.timeline.placed", { to: t(`common:orderStatus.${event.to}`) })}
          </p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={event.at}>{formatAdminTime(event.at, i18n.language, true)}</time>
            {" · "}
            {event.actorName ? (
              <span data-testid="order-event-actor">
                {t("orders.timeline.actorNamed", { name: event.actorName })}
              </span>
            ) : (
              t(`orders.timeline.actors.${actors.has(event.actor) ? event.actor : "system"}`)
            )}
          </p>
          {event.note && (
            <p className="mt-1 text-xs text-muted-foreground">{t(`orders.timeline.notes.${event.note}`)}</p>
          )}
          {event.flag && <FlagNotice flag={event.flag} />}
        </li>
      ))}
    </ol>
  );
}
