import type { AdminHoldDto } from "../../../../shared/hold-schemas";
import { formatMoney } from "../../../../shared/money";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { formatAdminTime } from "../components/format-admin-time";
import { HoldKindBadge, HoldStatusBadge } from "./hold-status-badge";
import { isolated, staffSteps } from "./hold-words";

/** The holds' rows: the watch, the shopper, the amounts that matter; one waiting on staff stands out. */
export function HoldList({ rows, onOpen }: { rows: AdminHoldDto[]; onOpen: (hold: AdminHoldDto) => void }) {
  const { t, i18n } = useTranslation("admin");
  return (
    <ul className="grid divide-y divide-border overflow-hidden rounded-md border border-border bg-card shadow-xs">
      {rows.map((hold) => {
        const isWaiting = staffSteps(hold).includes("accept") || hold.status === "refund_due";
        const amount =
          hold.kind === "deposit"
            ? t("holds.depositLine", {
                deposit: isolated(formatMoney(hold.depositCents ?? 0, "USD")),
                price: isolated(formatMoney(hold.listing.priceCents, "USD")),
              })
            : t("holds.offerLine", {
                offer: isolated(formatMoney(hold.offerCents ?? 0, "USD")),
                price: isolated(formatMoney(hold.listing.priceCents, "USD")),
              });
        return (
          <li key={hold.id}>
            <button
              type="button"
              onClick={() => onOpen(hold)}
              aria-label={t(`holds.open.${hold.kind}`, { name: hold.name, title: hold.listing.title })}
              className={cn(
                "grid w-full grid-cols-1 gap-1.5 px-4 py-4 text-start transition-colors outline-none sm:px-6",
                "hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-inset",
                isWaiting && "bg-gold/5",
              )}
              data-testid="hold-row"
            >
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className={cn("min-w-0 truncate", isWaiting ? "font-semibold" : "font-medium")}>
                  <bdi>{hold.listing.title}</bdi>
                </span>
                <span className="ms-auto flex flex-wrap items-center gap-2">
                  <HoldKindBadge kind={hold.kind} />
                  <HoldStatusBadge status={hold.status} />
                </span>
              </span>
              <span className="text-sm">
                <bdi>{hold.name}</bdi>
                {" · "}
                {amount}
              </span>
              <span className="text-xs text-muted-foreground">
                <time dateTime={hold.createdAt}>{formatAdminTime(hold.createdAt, i18n.language, true)}</time>
                {hold.expiresAt && (
                  <>
                    {" · "}
                    {t("holds.until", { date: formatAdminTime(hold.expiresAt, i18n.language, true) })}
                  </>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
