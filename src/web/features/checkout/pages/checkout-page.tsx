import type { UseQueryResult } from "@tanstack/react-query";
import CircleAlertIcon from "lucide-react/icons/circle-exclamation-point";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type CartDto, hasPricesToConfirm } from "../../../../shared/cart";
import type { ShippingAddress } from "../../../../shared/checkout";
import { BackLink } from "../../../components/ui/back-link";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { Skeleton } from "../../../components/ui/skeleton";
import { useTranslation } from "../../../i18n/use-translation";
import { readGuestEmail } from "../../../lib/guest-email";
import { useCheckoutOptions } from "../api/get-checkout-options";
import { CheckoutForm } from "../components/checkout-form";
import { CheckoutSummary } from "../components/checkout-summary";

/**
 * /checkout (ARCHITECTURE.md, Decisions: orders are real; spec: storefront §2 /checkout and §5).
 * The app layer hands in the cart, the signed-in shopper's saved address and the cart's empty
 * state, so this feature never reaches into the cart or account features.
 */
export function CheckoutPage({
  cart,
  account,
  emptyCart,
  priceChanges,
}: {
  cart: UseQueryResult<CartDto>;
  /** Unknown while the session or profile loads; `email: null` for a guest. */
  account: { email: string | null; savedAddress: ShippingAddress | null } | undefined;
  emptyCart: ReactNode;
  /** The cart's lines whose price changed since they were added, and their confirmation (issue 24). */
  priceChanges: ReactNode;
}) {
  const { t } = useTranslation("checkout");
  const options = useCheckoutOptions();
  const title = <title>{t("meta.pageTitle", { ns: "common", page: t("meta.checkoutTitle") })}</title>;

  if (cart.data && cart.data.lines.length === 0) {
    return (
      <div className="container-page py-8 md:py-12">
        {title}
        <meta name="robots" content="noindex" />
        {emptyCart}
      </div>
    );
  }
  const failure = cart.isError ? cart : options.isError ? options : undefined;

  return (
    <div className="container-page py-8 md:py-12">
      {title}
      <meta name="robots" content="noindex" />
      <BackLink to="/cart">{t("checkout.backToCart")}</BackLink>
      <header className="mt-6 border-b border-border pb-5">
        <p className="text-xs font-medium uppercase tracking-[0.28em] text-gold-dark">
          {t("checkout.eyebrow")}
        </p>
        <h1 className="mt-2 font-display text-3xl font-medium tracking-tight md:text-4xl">
          {t("checkout.title")}
        </h1>
      </header>
      {failure ? (
        <EmptyPanel
          role="alert"
          className="mx-auto mt-10 max-w-lg"
          icon={<CircleAlertIcon aria-hidden="true" />}
          text={t("checkout.loadFailed")}
          action={
            <Button variant="outline" onClick={() => void failure.refetch()}>
              {t("checkout.tryAgain")}
            </Button>
          }
        />
      ) : !cart.data || !options.data || !account ? (
        <CheckoutSkeleton label={t("checkout.loading")} />
      ) : (
        <div className="mt-8 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
          <CheckoutSummary cart={cart.data} className="lg:sticky lg:top-32 lg:order-last" />
          {cart.data.hasUnavailable ? (
            <EmptyPanel
              role="alert"
              frame="card"
              icon={<CircleAlertIcon aria-hidden="true" />}
              iconClassName="text-destructive"
              title={t("checkout.unavailableTitle")}
              text={t("checkout.unavailableText")}
              action={
                <Button asChild variant="luxury" size="lg">
                  <Link to="/cart">{t("checkout.reviewCart")}</Link>
                </Button>
              }
            />
          ) : (
            <div className="grid gap-6">
              {priceChanges}
              <CheckoutForm
                totalCents={cart.data.totalCents}
                mustConfirmPrices={hasPricesToConfirm(cart.data)}
                options={options.data}
                savedAddress={account.savedAddress}
                accountEmail={account.email}
                guestEmail={readGuestEmail()}
                onCartChanged={() => void cart.refetch()}
                onOptionsChanged={() => void options.refetch()}
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** The page's shape while the cart and the checkout options load. */
function CheckoutSkeleton({ label }: { label: string }) {
  return (
    <div
      className="mt-8 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12"
      role="status"
      aria-label={label}
    >
      <Skeleton className="h-64 lg:order-last" />
      <div className="grid gap-6">
        <Skeleton className="h-40" />
        <Skeleton className="h-96" />
        <Skeleton className="h-14" />
      </div>
    </div>
  );
}
