import { useTranslation } from "react-i18next";
import type { OrderEventDto } from "../../../../shared/orders";
import { formatOrderTime } from "./format-order-time";

const actors = new Set(["customer", "admin", "provider", "system"]);

/** Every change of the order's status (order_events): where from, where to, by whom, when, and why. */
export function OrderTimeline({ events }: { events: OrderEventDto[] }) {
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
            {event.from
              ? t("orders.timeline.moved", {
                  from: t(`common:orderStatus.${event.from}`),
                  to: t(`common:orderStatus.${event.to}`),
                })
              : t("orders.timeline.placed", { to: t(`common:orderStatus.${event.to}`) })}
          </p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={event.at}>{formatOrderTime(event.at, i18n.language, true)}</time>
            {" · "}
            {t(`orders.timeline.actors.${actors.has(event.actor) ? event.actor : "system"}`)}
          </p>
          {event.note && (
            <p className="mt-1 text-xs text-muted-foreground">
              <bdi>{event.note}</bdi>
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
