import type { CartDto } from "../../../../shared/cart";
import { OrderTotals } from "../../../components/order/order-totals";
import { BrandModel } from "../../../components/watch/brand-model";
import { CardPicture } from "../../../components/watch/card-picture";
import { Price } from "../../../components/watch/price";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";

/**
 * What is being bought, as the cart says it now: each line's picture, brand · model, title,
 * quantity and line total, then subtotal, shipping ("Free" at 0) and the total that will be paid.
 */
export function CheckoutSummary({ cart, className }: { cart: CartDto; className?: string }) {
  const { t } = useTranslation(["checkout", "common", "storefront"]);
  return (
    <section
      aria-labelledby="checkout-summary-title"
      className={cn("rounded-md border border-border/80 bg-card p-5 shadow-sm sm:p-7", className)}
    >
      <h2 id="checkout-summary-title" className="font-display text-xl font-medium">
        {t("checkout.summary")}
      </h2>
      <ul aria-label={t("common:order.lines")} className="mt-4 divide-y divide-border">
        {cart.lines.map(({ listing, quantity, lineTotalCents, listingId }) => (
          <li
            key={listingId}
            className={cn(
              "grid grid-cols-[4rem_minmax(0,1fr)_auto] items-center gap-3 py-3.5 sm:grid-cols-[4.5rem_minmax(0,1fr)_auto] sm:gap-4",
              !listing.isAvailable && "opacity-60 grayscale",
            )}
            data-testid="checkout-line"
          >
            <div className="overflow-hidden rounded-sm">
              <CardPicture listing={listing} />
            </div>
            <div className="min-w-0">
              <p className="text-[0.65rem] font-semibold uppercase tracking-[0.18em] text-gold-dark">
                <BrandModel brand={listing.brand} model={listing.model} />
              </p>
              <p className="mt-0.5 line-clamp-2 font-display text-sm leading-snug font-medium">
                <bdi>{listing.title}</bdi>
              </p>
              <p className="mt-0.5 text-xs text-muted-foreground">
                {listing.isAvailable
                  ? t("common:order.quantity", { count: quantity })
                  : t("storefront:cart.unavailable")}
              </p>
            </div>
            <p className="text-end text-sm font-semibold">
              <Price cents={lineTotalCents} />
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-3 border-t border-border pt-4">
        <OrderTotals order={{ ...cart, charge: null }} isOrder={false} />
      </div>
    </section>
  );
}
