import MinusIcon from "lucide-react/icons/minus";
import PlusIcon from "lucide-react/icons/plus";
import XIcon from "lucide-react/icons/x";
import { Link } from "react-router";
import type { CartLineDto } from "../../../../shared/cart";
import { watchPath } from "../../../../shared/paths";
import { toast } from "../../../components/ui/toast";
import { BrandModel } from "../../../components/watch/brand-model";
import { CardPicture } from "../../../components/watch/card-picture";
import { Price } from "../../../components/watch/price";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { errorMessage } from "../../../lib/error-messages";
import { useFormatPrice } from "../../../lib/use-format-money";
import { usePendingAction } from "../../../lib/use-pending-action";
import { useRemoveCartLine } from "../api/remove-cart-line";
import { useUpdateCartLine } from "../api/update-cart-line";

const stepClass = cn(
  "flex size-9 items-center justify-center text-foreground outline-none transition-colors",
  "hover:bg-muted focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring",
  "disabled:cursor-not-allowed disabled:opacity-35",
);

/**
 * One cart line (spec: storefront §2 Cart): picture, brand and model, title, remove, the quantity
 * stepper capped at the stock, line total and "${price} each". A watch no longer for sale is
 * greyed out with only Remove, and says whether it is sold or reserved by another shopper.
 */
export function CartLine({ line }: { line: CartLineDto }) {
  const { t } = useTranslation("storefront");
  const price = useFormatPrice();
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const { listing, quantity } = line;
  const isAvailable = listing.isAvailable;
  // One change at a time, from the press on: a double click on minus or remove sends one (issue 13).
  const action = usePendingAction();
  const isBusy = action.isPending;
  const isAtStock = quantity >= line.stock;

  const removeLine = () =>
    action.run(async () => {
      try {
        await remove.mutateAsync(line.listingId);
        toast(t("toasts.removedFromCart"));
      } catch (error) {
        toast.error(t("toasts.removeFailed"), { description: errorMessage(error, t) });
      }
    });

  const setQuantity = (next: number) =>
    // spec: storefront §4 — a quantity below 1 removes the line.
    next < 1
      ? removeLine()
      : action.run(async () => {
          try {
            await update.mutateAsync({ listingId: line.listingId, quantity: next });
          } catch (error) {
            toast.error(t("toasts.updateFailed"), { description: errorMessage(error, t) });
          }
        });

  return (
    <li
      className={cn(
        "relative grid grid-cols-[5.5rem_minmax(0,1fr)] gap-4 py-6 sm:grid-cols-[7.5rem_minmax(0,1fr)] sm:gap-6",
        !isAvailable && "opacity-60 grayscale",
      )}
      data-testid="cart-line"
    >
      <Link
        to={watchPath(listing.slug)}
        className="overflow-hidden rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
        tabIndex={-1}
        aria-hidden="true"
      >
        <CardPicture listing={listing} />
      </Link>
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-[0.68rem] font-semibold uppercase tracking-[0.2em] text-gold-dark">
              <BrandModel brand={listing.brand} model={listing.model} />
            </p>
            <h2 className="mt-1 text-base leading-snug font-medium sm:text-lg">
              <Link
                to={watchPath(listing.slug)}
                dir="auto"
                className="rounded-xs font-display outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {listing.title}
              </Link>
            </h2>
            {!isAvailable && (
              <p className="mt-1.5 text-sm font-medium text-destructive" data-testid="line-availability">
                {listing.reservedUntil
                  ? t("cart.reserved", { until: listing.reservedUntil })
                  : t("cart.unavailable")}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={() => void removeLine()}
            disabled={isBusy}
            aria-label={t("cart.remove", { title: listing.title })}
            className={cn(
              "-me-2 flex size-9 shrink-0 items-center justify-center rounded-full text-muted-foreground",
              "outline-none transition-colors hover:bg-muted hover:text-destructive",
              "focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50",
            )}
          >
            <XIcon className="size-4" aria-hidden="true" />
          </button>
        </div>
        {isAvailable && (
          <div className="mt-auto flex flex-wrap items-end justify-between gap-3">
            <div className="grid gap-1">
              <fieldset
                className="inline-flex items-center overflow-hidden rounded-sm border border-input bg-card"
                aria-label={t("cart.quantity")}
              >
                <button
                  type="button"
                  className={stepClass}
                  onClick={() => void setQuantity(quantity - 1)}
                  disabled={isBusy}
                  aria-label={t("cart.decrease", { title: listing.title })}
                >
                  <MinusIcon className="size-3.5" aria-hidden="true" />
                </button>
                <output
                  className="min-w-10 text-center text-sm font-medium tabular-nums"
                  aria-live="polite"
                  aria-label={t("cart.quantity")}
                >
                  {quantity}
                </output>
                <button
                  type="button"
                  className={stepClass}
                  onClick={() => void setQuantity(quantity + 1)}
                  disabled={isBusy || isAtStock}
                  aria-label={t("cart.increase", { title: listing.title })}
                >
                  <PlusIcon className="size-3.5" aria-hidden="true" />
                </button>
              </fieldset>
              {isAtStock && (
                <p className="text-xs text-muted-foreground">{t("cart.stockLimit", { count: line.stock })}</p>
              )}
            </div>
            <div className="text-end">
              <p className="font-semibold" data-testid="line-total">
                <span className="sr-only">{t("cart.lineTotal")} </span>
                <Price cents={line.lineTotalCents} />
              </p>
              {quantity > 1 && (
                <p className="text-xs text-muted-foreground">
                  <Trans
                    t={t}
                    i18nKey="cart.each"
                    values={{ price: price.format(listing.priceCents) }}
                    components={{ price: <bdi dir="ltr" /> }}
                  />
                </p>
              )}
            </div>
          </div>
        )}
      </div>
    </li>
  );
}
