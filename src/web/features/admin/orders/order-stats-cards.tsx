import BanknoteIcon from "lucide-react/icons/banknote";
import CalendarIcon from "lucide-react/icons/calendar";
import PackageIcon from "lucide-react/icons/package";
import ShoppingBagIcon from "lucide-react/icons/shopping-bag";
import { formatMoney } from "../../../../shared/money";
import { type OrderStatsDto, type OrderStatus, orderStatuses } from "../../../../shared/orders";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { FigureCard } from "../components/figure-card";
import { Kwd } from "../components/kwd";

const usd = (cents: number) => <bdi dir="ltr">{formatMoney(cents, "USD")}</bdi>;

/**
 * The Orders page's cards: how many orders, how many wait to be shipped, and the money kept this
 * month and all time in KWD with USD beside it; then every status's count, each a filter.
 */
export function OrderStatsCards({
  stats,
  status,
  onStatus,
}: {
  stats: OrderStatsDto;
  status: OrderStatus | "all";
  onStatus: (status: OrderStatus | "all") => void;
}) {
  const { t } = useTranslation("admin");
  const n = (count: number) => <bdi dir="ltr">{count}</bdi>;
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        <FigureCard
          label={t("orders.cards.total")}
          value={n(stats.total)}
          note={t("orders.cards.totalNote", { count: stats.counts.delivered })}
          icon={<ShoppingBagIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
        />
        <FigureCard
          label={t("orders.cards.toShip")}
          value={n(stats.counts.paid)}
          note={t("orders.cards.toShipNote", { count: stats.counts.pending })}
          icon={<PackageIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
        />
        <FigureCard
          className="col-span-2 sm:col-span-1"
          label={t("orders.cards.revenueMonth")}
          value={<Kwd fils={stats.revenue.monthFils} />}
          note={usd(stats.revenue.monthCents)}
          icon={<CalendarIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
        />
        <FigureCard
          className="col-span-2 sm:col-span-1"
          label={t("orders.cards.revenueAll")}
          value={<Kwd fils={stats.revenue.allTimeFils} />}
          note={usd(stats.revenue.allTimeCents)}
          icon={<BanknoteIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
        />
      </div>
      <p className="text-xs text-muted-foreground">{t("orders.cards.revenueNote")}</p>
      <ul className="flex flex-wrap gap-2" aria-label={t("orders.cards.byStatus")}>
        {orderStatuses.map((option) => (
          <li key={option}>
            <button
              type="button"
              aria-pressed={status === option}
              onClick={() => onStatus(status === option ? "all" : option)}
              className={cn(
                "inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1.5 text-xs",
                "outline-none hover:border-gold/60 focus-visible:ring-2 focus-visible:ring-ring",
                status === option && "border-gold bg-gold/10",
              )}
            >
              {t(`common:orderStatus.${option}`)}
              <span className="font-semibold tabular-nums">{n(stats.counts[option])}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
