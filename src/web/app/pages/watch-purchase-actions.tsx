import { useQueryClient } from "@tanstack/react-query";
import ShoppingBagIcon from "lucide-react/icons/shopping-bag";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/toast";
import { useAddToCart } from "../../features/cart/api/add-to-cart";
import { cartQueryOptions } from "../../features/cart/api/get-cart";
import { FavoriteButton } from "../../features/favorites/components/favorite-button";
import { HoldButtonsSlot } from "../../features/holds/components/hold-buttons-slot";
import { YourHoldSlot } from "../../features/holds/components/your-hold-slot";
import type { UsePrefill } from "../../features/holds/lib/prefill";
import type { WatchActionsProps } from "../../features/storefront/pages/watch-detail-page";
import { useTranslation } from "../../i18n/use-translation";
import { errorMessage } from "../../lib/error-messages";
import { firstTap } from "../../lib/first-tap";
import { usePendingAction } from "../../lib/use-pending-action";

/** The account's contact details for the deposit and offer forms, loaded with their buttons (issue 31). */
const loadAccountPrefill = async (): Promise<UsePrefill> =>
  (await import("./use-account-prefill")).useAccountPrefill;

/**
 * The watch page's actions (spec: storefront §2 Watch detail): Buy Now and Add to Cart from the
 * cart, the favourite toggle from the favourites; a sold watch cannot be bought, nor one another
 * shopper's checkout holds, which says until when (issue 24: reserved, not sold), or tells the
 * shopper whose deposit or offer holds it that it is theirs (issue 31). A press before
 * the page is live is kept and made once it is (decision 014). The phone's sticky buy bar (issue
 * 13) shows the same two buttons in a row: `layout="bar"`. Under them, reserving with a deposit and
 * making an offer (issue 31), on the page only.
 */
export function PurchaseActions({ watch, layout = "page" }: WatchActionsProps) {
  const { t } = useTranslation("storefront");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const addToCart = useAddToCart();
  // Buy Now and Add to Cart share one request at a time: a double click adds once (issue 13).
  const action = usePendingAction();
  const [isBuying, setIsBuying] = useState(false);
  const line = { listingId: watch.id, quantity: 1 };

  // spec: storefront §8 — an Error toast with the server's message, else "Failed to add item to cart".
  function failed(error: unknown) {
    toast.error(t("toasts.error"), {
      description: errorMessage(error, t, "storefront:toasts.addToCartFailed"),
    });
  }

  const add = () =>
    action.run(async () => {
      try {
        await addToCart.mutateAsync(line);
        toast(t("toasts.addedToCart"), { description: t("toasts.addedToCartText", { title: watch.title }) });
      } catch (error) {
        failed(error);
      }
    });

  // spec: storefront §2 — Buy Now adds one and goes to the cart; a watch already there is not
  // added twice (it would pass its stock), the shopper is simply taken to the cart.
  const buyNow = () =>
    action.run(async () => {
      setIsBuying(true);
      try {
        const cart = await queryClient.fetchQuery(cartQueryOptions).catch(() => undefined);
        if (!cart?.lines.some((existing) => existing.listingId === watch.id))
          await addToCart.mutateAsync(line);
        await navigate("/cart");
      } catch (error) {
        failed(error);
      } finally {
        setIsBuying(false);
      }
    });

  if (!watch.isAvailable) {
    const reservedUntil = watch.reservedUntil;
    return (
      <div className="grid gap-3">
        <p
          className="rounded-md border border-border bg-muted px-4 py-3 text-sm text-muted-foreground"
          role="note"
          data-testid="availability-note"
        >
          {reservedUntil ? (
            <YourHoldSlot listingId={watch.id} until={reservedUntil}>
              {t("watch.reservedText", { until: reservedUntil })}
            </YourHoldSlot>
          ) : (
            t("watch.soldText")
          )}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Button variant="luxury" size="lg" disabled>
            {reservedUntil ? t("watch.reserved") : t("watch.sold")}
          </Button>
          <FavoriteButton listingId={watch.id} />
        </div>
      </div>
    );
  }

  const isBar = layout === "bar";
  const buyNowButton = (
    <Button
      variant="luxury"
      size={isBar ? "lg" : "xl"}
      className={isBar ? "min-w-0 flex-1" : undefined}
      onClick={() => void buyNow()}
      disabled={action.isPending}
      {...firstTap(`buy:${watch.id}`)}
    >
      {isBuying ? t("watch.processing") : t("watch.buyNow")}
    </Button>
  );
  const addLabel = action.isPending && !isBuying ? t("watch.adding") : t("watch.addToCart");
  const addButton = (
    <Button
      variant="elegant"
      size={isBar ? "icon" : "lg"}
      className={isBar ? "size-11 shrink-0" : undefined}
      onClick={() => void add()}
      disabled={action.isPending}
      {...firstTap(`cart:${watch.id}`)}
    >
      <ShoppingBagIcon aria-hidden="true" />
      {isBar ? <span className="sr-only">{addLabel}</span> : addLabel}
    </Button>
  );

  if (isBar) {
    return (
      <div className="flex min-w-0 flex-1 items-center justify-end gap-2">
        {addButton}
        {buyNowButton}
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      {buyNowButton}
      <div className="grid gap-3 sm:grid-cols-2">
        {addButton}
        <FavoriteButton listingId={watch.id} />
      </div>
      <HoldButtonsSlot watch={watch} loadPrefill={loadAccountPrefill} />
    </div>
  );
}
