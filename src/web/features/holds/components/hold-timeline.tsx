import type { HoldEventDto } from "../../../../shared/hold-schemas";
import { useTranslation } from "../../../i18n/use-translation";
import { formatShopDateTime } from "../../../lib/format-date";
import { DollarAmount } from "./dollar-amount";

/** Each step of the hold in the reader's words, with when it happened (the shop's time) and its amount. */
export function HoldTimeline({ events }: { events: HoldEventDto[] }) {
  const { t, i18n } = useTranslation("holds");
  if (events.length === 0) return <p className="text-sm text-muted-foreground">{t("page.noEvents")}</p>;
  return (
    <ol className="relative grid gap-5 border-s border-gold/50 ps-5" data-testid="hold-timeline">
      {events.map((event) => (
        <li key={`${event.toStatus}-${event.at}`} className="relative">
          <span
            className="absolute -start-[1.62rem] top-1.5 size-2.5 rounded-full border border-gold-dark bg-card"
            aria-hidden="true"
          />
          <p className="text-sm font-medium">
            {t(`events.${event.toStatus}`)}
            {event.amountCents !== null && (
              <>
                {" · "}
                <DollarAmount cents={event.amountCents} />
              </>
            )}
          </p>
          <p className="text-xs text-muted-foreground">
            <time dateTime={event.at}>{formatShopDateTime(event.at, i18n.language)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
