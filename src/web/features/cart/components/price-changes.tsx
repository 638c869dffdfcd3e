import ArrowRightIcon from "lucide-react/icons/arrow-right";
import CircleAlertIcon from "lucide-react/icons/circle-exclamation-point";
import { type CartDto, cartPriceChanges, hasPricesToConfirm } from "../../../../shared/cart";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast";
import { Price } from "../../../components/watch/price";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { errorMessage } from "../../../lib/error-messages";
import { useFormatPrice } from "../../../lib/use-format-money";
import { usePendingAction } from "../../../lib/use-pending-action";
import { useConfirmCartPrices } from "../api/confirm-cart-prices";

/**
 * Issue 24: every line whose price changed since the shopper added it, old → new, on the cart and
 * on /checkout. A raised price waits for "Confirm New Prices" (the server refuses to charge it
 * until then, CART_PRICES_CHANGED); a lowered one is shown and simply charged. Nothing when no
 * price changed.
 */
export function PriceChanges({ cart, className }: { cart: CartDto; className?: string }) {
  const { t } = useTranslation("storefront");
  const confirm = useConfirmCartPrices();
  const action = usePendingAction();
  const money = useFormatPrice().format;
  const changes = cartPriceChanges(cart);
  if (changes.length === 0) return null;
  const mustConfirm = hasPricesToConfirm(cart);

  const confirmAll = () =>
    action.run(async () => {
      try {
        await confirm.mutateAsync({
          lines: changes.map((change) => ({ listingId: change.listingId, priceCents: change.toCents })),
        });
        toast(t("priceChanges.confirmed"));
      } catch (error) {
        toast.error(t("priceChanges.confirmFailed"), { description: errorMessage(error, t) });
      }
    });

  return (
    <section
      aria-labelledby="price-changes-title"
      role={mustConfirm ? "alert" : "status"}
      data-testid="price-changes"
      className={cn("rounded-md border border-gold-dark/40 bg-gold/10 p-4 sm:p-5", className)}
    >
      <h2 id="price-changes-title" className="flex items-center gap-2 font-medium">
        <CircleAlertIcon className="size-4 shrink-0 text-gold-dark" aria-hidden="true" />
        {t("priceChanges.title")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {mustConfirm ? t("priceChanges.text") : t("priceChanges.lowerText")}
      </p>
      <ul className="mt-3 grid gap-2 text-sm">
        {changes.map((change) => (
          <li
            key={change.listingId}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1"
            data-testid="price-change"
          >
            <span className="sr-only">
              {t("priceChanges.lineLabel", {
                title: change.title,
                from: money(change.fromCents),
                to: money(change.toCents),
              })}
            </span>
            <bdi className="min-w-0 font-display font-medium" aria-hidden="true">
              {change.title}
            </bdi>
            <span className="inline-flex items-baseline gap-2" aria-hidden="true">
              <del className="text-muted-foreground" data-testid="price-was">
                <Price cents={change.fromCents} />
              </del>
              <ArrowRightIcon className="size-3.5 self-center rtl:rotate-180" />
              <span className="font-semibold" data-testid="price-now">
                <Price cents={change.toCents} />
              </span>
            </span>
          </li>
        ))}
      </ul>
      {mustConfirm && (
        <Button
          type="button"
          variant="luxury"
          className="mt-4 w-full sm:w-auto"
          onClick={() => void confirmAll()}
          disabled={action.isPending}
        >
          {action.isPending ? t("priceChanges.confirming") : t("priceChanges.confirm")}
        </Button>
      )}
    </section>
  );
}
