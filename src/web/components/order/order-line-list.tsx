import WatchIcon from "lucide-react/icons/watch";
import { Link } from "react-router";
import type { OrderLineDto } from "../../../shared/orders";
import { watchPath } from "../../../shared/paths";
import { useTranslation } from "../../i18n/use-translation";
import { BrandModel } from "../watch/brand-model";
import { Price } from "../watch/price";

/**
 * The watches of an order as they were sold (a snapshot: title and price do not follow later
 * edits of the listing): picture, brand · model, title linking to the watch while it has a page,
 * quantity and line total.
 */
export function OrderLineList({ lines }: { lines: OrderLineDto[] }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t("order.lines")} className="divide-y divide-border">
      {lines.map((line, index) => (
        <li
          // An order may hold a line whose listing is gone (listingId null); its place is stable.
          key={line.listingId ?? `line-${index}`}
          className="grid grid-cols-[4.5rem_minmax(0,1fr)_auto] items-center gap-4 py-4"
          data-testid="order-line"
        >
          <div className="aspect-square overflow-hidden rounded-sm bg-ivory-deep">
            {line.imageUrl ? (
              <img
                src={line.imageUrl}
                alt=""
                width={72}
                height={72}
                loading="lazy"
                className="h-full w-full object-cover"
              />
            ) : (
              <div className="flex h-full items-center justify-center text-muted-foreground">
                <WatchIcon className="size-6" strokeWidth={1.2} aria-hidden="true" />
              </div>
            )}
          </div>
          <div className="min-w-0">
            {(line.brand || line.model) && (
              <p className="truncate text-[0.68rem] font-semibold uppercase tracking-[0.2em] text-gold-dark">
                <BrandModel brand={line.brand} model={line.model} />
              </p>
            )}
            <p className="mt-0.5 font-display text-base leading-snug font-medium">
              {line.slug ? (
                <Link
                  to={watchPath(line.slug)}
                  className="rounded-xs outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <bdi>{line.title}</bdi>
                </Link>
              ) : (
                <bdi>{line.title}</bdi>
              )}
            </p>
            <p className="mt-0.5 text-xs text-muted-foreground">
              {t("order.quantity", { count: line.quantity })}
            </p>
          </div>
          <p className="text-end text-sm font-semibold">
            <Price cents={line.lineTotalCents} />
          </p>
        </li>
      ))}
    </ul>
  );
}
