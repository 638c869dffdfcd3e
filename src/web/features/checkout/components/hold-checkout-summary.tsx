import WatchIcon from "lucide-react/icons/watch";
import type { HoldDto } from "../../../../shared/hold-schemas";
import { OrderTotals } from "../../../components/order/order-totals";
import { Price } from "../../../components/watch/price";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";

/**
 * Issue 31: what a hold's checkout charges: its one watch at the agreed price, shipping, the
 * deposit already paid taken off ("Deposit paid −$X"), and the total that is left.
 */
export function HoldCheckoutSummary({
  hold,
  shippingCents,
  className,
}: {
  hold: HoldDto;
  shippingCents: number;
  className?: string;
}) {
  const { t } = useTranslation(["checkout", "common"]);
  const priceCents = hold.agreedPriceCents ?? hold.listing.priceCents;
  const depositCents = hold.depositCents ?? 0;
  return (
    <section
      aria-labelledby="checkout-summary-title"
      className={cn("rounded-md border border-border/80 bg-card p-5 shadow-sm sm:p-7", className)}
    >
      <h2 id="checkout-summary-title" className="font-display text-xl font-medium">
        {t("checkout.summary")}
      </h2>
      <ul aria-label={t("common:order.lines")} className="mt-4 divide-y divide-border">
        <li
          className="grid grid-cols-[4rem_minmax(0,1fr)_auto] items-center gap-3 py-3.5 sm:grid-cols-[4.5rem_minmax(0,1fr)_auto] sm:gap-4"
          data-testid="checkout-line"
        >
          <div className="aspect-square overflow-hidden rounded-sm bg-ivory-deep">
            {hold.listing.imageUrl ? (
              <img src={hold.listing.imageUrl} alt="" className="size-full object-cover" />
            ) : (
              <div className="flex size-full items-center justify-center text-muted-foreground">
                <WatchIcon className="size-5" strokeWidth={1.2} aria-hidden="true" />
              </div>
            )}
          </div>
          <div className="min-w-0">
            <p className="line-clamp-2 font-display text-sm leading-snug font-medium">
              <bdi>{hold.listing.title}</bdi>
            </p>
            <p className="mt-0.5 text-xs text-muted-foreground">
              {t(hold.kind === "offer" ? "holds:checkout.agreedPrice" : "holds:checkout.reservedPrice")}
            </p>
          </div>
          <p className="text-end text-sm font-semibold">
            <Price cents={priceCents} />
          </p>
        </li>
      </ul>
      <div className="mt-3 grid gap-2.5 border-t border-border pt-4">
        {depositCents > 0 && (
          <dl className="text-sm">
            <div className="flex justify-between gap-4" data-testid="deposit-credit">
              <dt className="text-muted-foreground">{t("holds:checkout.depositPaid")}</dt>
              <dd className="font-medium text-emerald-800">
                <bdi dir="ltr" className="tabular-nums">
                  −<Price cents={depositCents} />
                </bdi>
              </dd>
            </div>
          </dl>
        )}
        <OrderTotals
          order={{
            subtotalCents: priceCents,
            shippingCents,
            totalCents: priceCents + shippingCents - depositCents,
            charge: null,
          }}
          isOrder={false}
        />
      </div>
    </section>
  );
}
