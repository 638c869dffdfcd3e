import type { TradeInDto } from "../../../../shared/trade-in-schemas";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { useFormatMoney } from "../../../lib/use-format-money";
import { formatAdminTime } from "../components/format-admin-time";
import { TradeInStatusBadge } from "./status-badge";
import { estimateLine } from "./trade-in-words";

/** The queue's rows: the watch, the seller, what they ask and what they were shown; a new one stands out. */
export function TradeInList({ rows, onOpen }: { rows: TradeInDto[]; onOpen: (request: TradeInDto) => void }) {
  const { t, i18n } = useTranslation("admin");
  const formatMoney = useFormatMoney();
  return (
    <ul className="grid divide-y divide-border overflow-hidden rounded-md border border-border bg-card shadow-xs">
      {rows.map((request) => {
        const isNew = request.status === "submitted";
        return (
          <li key={request.id}>
            <button
              type="button"
              onClick={() => onOpen(request)}
              aria-label={t("tradeIns.open", { name: request.name })}
              className={cn(
                "grid w-full gap-1.5 px-4 py-4 text-start transition-colors outline-none sm:px-6",
                "hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:ring-2 focus-visible:ring-gold focus-visible:ring-inset",
                isNew && "bg-gold/5",
              )}
            >
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className={cn("min-w-0 truncate", isNew ? "font-semibold" : "font-medium")}>
                  <bdi>{[request.brand, request.model, request.reference].filter(Boolean).join(" ")}</bdi>
                </span>
                <span className="ms-auto flex items-center gap-3">
                  <TradeInStatusBadge status={request.status} />
                  <time dateTime={request.createdAt} className="text-xs text-muted-foreground">
                    {formatAdminTime(request.createdAt, i18n.language, true)}
                  </time>
                </span>
              </span>
              <span className="text-sm">
                <bdi>{request.name}</bdi>
                {" · "}
                {request.asking
                  ? t("tradeIns.asking", {
                      amount: `\u2066${formatMoney(request.asking.minor, request.asking.currency)}\u2069`,
                    })
                  : t("tradeIns.noAsking")}
              </span>
              <span className="text-sm text-muted-foreground">{estimateLine(request, t, i18n.language)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
