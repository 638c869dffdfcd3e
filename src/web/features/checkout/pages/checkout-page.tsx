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

/** Unknown while the session or profile loads; `email: null` for a guest. */
export type CheckoutAccount = { email: string | null; savedAddress: ShippingAddress | null } | undefined;

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
  account: CheckoutAccount;
  emptyCart: ReactNode;
  /** The cart's lines whose price changed since they were added, and their confirmation (issue 24). */
  priceChanges: ReactNode;
}) {
  const { t } = useTranslation("checkout");
  const options = useCheckoutOptions();

  if (cart.data && cart.data.lines.length === 0) {
    return (
      <div className="container-page py-8 md:py-12">
        <CheckoutTitle />
        {emptyCart}
      </div>
    );
  }
  const failure = cart.isError ? cart : options.isError ? options : undefined;

  return (
    <CheckoutShell back={<BackLink to="/cart">{t("checkout.backToCart")}</BackLink>}>
      {failure ? (
        <CheckoutLoadFailed onRetry={() => void failure.refetch()} />
      ) : !cart.data || !options.data || !account ? (
        <CheckoutSkeleton label={t("checkout.loading")} />
      ) : (
        <CheckoutColumns
          summary={<CheckoutSummary cart={cart.data} className="lg:sticky lg:top-32 lg:order-last" />}
        >
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
        </CheckoutColumns>
      )}
    </CheckoutShell>
  );
}

/** The page's title, kept out of search engines. */
function CheckoutTitle() {
  const { t } = useTranslation("checkout");
  return (
    <>
      <title>{t("meta.pageTitle", { ns: "common", page: t("meta.checkoutTitle") })}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}

/** The checkout's frame, for the cart's and a hold's (issue 31) alike: the way back, the heading. */
export function CheckoutShell({ back, children }: { back: ReactNode; children: ReactNode }) {
  const { t } = useTranslation("checkout");
  return (
    <div className="container-page py-8 md:py-12">
      <CheckoutTitle />
      {back}
      <header className="mt-6 border-b border-border pb-5">
        <p className="text-xs font-medium uppercase tracking-[0.28em] text-gold-dark">
          {t("checkout.eyebrow")}
        </p>
        <h1 className="mt-2 font-display text-3xl font-medium tracking-tight md:text-4xl">
          {t("checkout.title")}
        </h1>
      </header>
      {children}
    </div>
  );
}

/** What is bought beside the form: after it on a phone, its own sticky column on a wide screen. */
export function CheckoutColumns({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <div className="mt-8 grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
      {summary}
      {children}
    </div>
  );
}

/** The cart, a hold or the checkout options could not be read: say so, and offer to try again. */
export function CheckoutLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("checkout");
  return (
    <EmptyPanel
      role="alert"
      className="mx-auto mt-10 max-w-lg"
      icon={<CircleAlertIcon aria-hidden="true" />}
      text={t("checkout.loadFailed")}
      action={
        <Button variant="outline" onClick={onRetry}>
          {t("checkout.tryAgain")}
        </Button>
      }
    />
  );
}

/** The page's shape while the cart and the checkout options load. */
export function CheckoutSkeleton({ label }: { label: string }) {
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
