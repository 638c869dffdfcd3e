import LockIcon from "lucide-react/icons/lock";
import { type FormEvent, lazy, Suspense, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { CartDto } from "../../../../shared/cart";
import { BackLink } from "../../../components/ui/back-link";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast";
import { Price } from "../../../components/watch/price";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { errorMessage } from "../../../lib/error-messages";
import { readGuestEmail, saveGuestEmail } from "../../../lib/guest-email";
import { useSession } from "../../../lib/session/session";
import { useClearCart } from "../api/clear-cart";
import { useCart } from "../api/get-cart";
import { CartLine } from "../components/cart-line";
import { EmptyCart } from "../components/empty-cart";
import { PriceChanges } from "../components/price-changes";

// The question's dialog (and Radix with it) loads only when a shopper asks to clear the cart.
const ConfirmDialog = lazy(async () => ({
  default: (await import("../../../components/ui/confirm-dialog")).ConfirmDialog,
}));

const linkClass = cn(
  "inline-flex items-center gap-2 rounded-xs text-sm font-medium text-gold-dark outline-none",
  "underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring",
);

/** spec: storefront §2 Cart /cart. */
export function CartPage() {
  const { t } = useTranslation("storefront");
  const { data: cart, isPending } = useCart();
  return (
    <div className="container-page py-8 md:py-12">
      <title>{t("meta.pageTitle", { ns: "common", page: t("meta.cartTitle") })}</title>
      <meta name="robots" content="noindex" />
      <BackLink to="/watches">{t("actions.continueShopping")}</BackLink>
      {isPending ? (
        <div className="mt-8 grid gap-4" role="status" aria-label={t("watch.loading")}>
          <Skeleton className="h-10 w-60" />
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      ) : !cart || cart.lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <FilledCart cart={cart} />
      )}
    </div>
  );
}

function FilledCart({ cart }: { cart: CartDto }) {
  const { t } = useTranslation("storefront");
  const clear = useClearCart();
  const [isAsking, setAsking] = useState(false);

  function clearCart() {
    clear.mutate(undefined, {
      onSuccess: () => toast(t("toasts.cartCleared")),
      onError: (error) => toast.error(t("toasts.clearFailed"), { description: errorMessage(error, t) }),
      onSettled: () => setAsking(false),
    });
  }

  return (
    <div className="mt-6 grid grid-cols-1 items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-14">
      <section aria-labelledby="cart-title" className="min-w-0">
        <div className="flex flex-wrap items-end justify-between gap-4 border-b border-border pb-5">
          <div>
            <p className="text-xs font-medium uppercase tracking-[0.28em] text-gold-dark">
              {t("cart.eyebrow")}
            </p>
            <div className="mt-2 flex items-center gap-3">
              <h1 id="cart-title" className="font-display text-3xl font-medium tracking-tight md:text-4xl">
                {t("cart.title")}
              </h1>
              <Badge variant="secondary" data-testid="cart-count">
                {t("cart.items", { count: cart.count })}
              </Badge>
            </div>
          </div>
          <Button variant="ghost" size="sm" onClick={() => setAsking(true)} disabled={clear.isPending}>
            {t("cart.clear")}
          </Button>
          {isAsking && (
            <Suspense>
              <ConfirmDialog
                open
                onOpenChange={setAsking}
                onConfirm={clearCart}
                pending={clear.isPending}
                words={{
                  title: t("cart.clearTitle"),
                  description: t("cart.clearText"),
                  cancel: t("cart.clearCancel"),
                  confirm: t("cart.clear"),
                  working: t("cart.clearing"),
                }}
              />
            </Suspense>
          )}
        </div>
        <PriceChanges cart={cart} className="mt-5" />
        <ul aria-label={t("cart.lines")} className="divide-y divide-border">
          {cart.lines.map((line) => (
            <CartLine key={line.listingId} line={line} />
          ))}
        </ul>
      </section>
      <Summary cart={cart} />
    </div>
  );
}

/**
 * spec: storefront §2 Cart — subtotal, shipping (free: ARCHITECTURE.md, Decisions), total, the
 * guest's e-mail and Proceed to Checkout (§5: a guest must give an e-mail; an empty cart does
 * nothing; a line no longer for sale must be removed first).
 */
function Summary({ cart }: { cart: CartDto }) {
  const { t } = useTranslation("storefront");
  const navigate = useNavigate();
  const { session } = useSession();
  const isGuest = session === null;
  const emailId = useId();
  const hintId = useId();
  const [email, setEmail] = useState(readGuestEmail);

  function proceed(event: FormEvent) {
    event.preventDefault();
    if (cart.lines.length === 0) return;
    if (cart.hasUnavailable) {
      toast.error(t("cart.unavailableBlock"));
      return;
    }
    if (isGuest && !email.trim()) {
      toast.error(t("toasts.emailRequired"), { description: t("toasts.emailRequiredText") });
      return;
    }
    if (isGuest) saveGuestEmail(email.trim());
    void navigate("/checkout");
  }

  return (
    <aside
      aria-labelledby="summary-title"
      className="rounded-md border border-border/80 bg-card p-6 shadow-sm lg:sticky lg:top-32 sm:p-8"
    >
      <h2 id="summary-title" className="font-display text-xl font-medium">
        {t("cart.summary")}
      </h2>
      <dl className="mt-6 grid gap-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t("cart.subtotal")}</dt>
          <dd data-testid="cart-subtotal">
            <Price cents={cart.subtotalCents} />
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t("cart.shipping")}</dt>
          <dd className="font-medium text-gold-dark">
            {cart.shippingCents === 0 ? t("cart.free") : <Price cents={cart.shippingCents} />}
          </dd>
        </div>
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-border pt-4">
          <dt className="font-medium">{t("cart.total")}</dt>
          <dd className="text-xl font-semibold" data-testid="cart-total">
            <Price cents={cart.totalCents} />
          </dd>
        </div>
      </dl>
      <form onSubmit={proceed} noValidate className="mt-6 grid grid-cols-1 gap-4">
        {isGuest && (
          <div className="grid gap-1.5">
            <label htmlFor={emailId} className="text-sm font-medium">
              {t("cart.email")}
            </label>
            <Input
              id={emailId}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                saveGuestEmail(event.target.value.trim());
              }}
              aria-describedby={hintId}
              placeholder="you@example.com"
            />
            <p id={hintId} className="text-xs text-muted-foreground">
              {t("cart.emailHint")}
            </p>
          </div>
        )}
        {cart.hasUnavailable && (
          <p
            role="alert"
            className="rounded-sm border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive"
          >
            {t("cart.unavailableBlock")}
          </p>
        )}
        <Button type="submit" variant="luxury" size="xl" className="w-full px-4 whitespace-normal">
          <LockIcon aria-hidden="true" />
          {t("cart.checkout")}
        </Button>
        {isGuest && (
          <Link to="/register" className={cn(linkClass, "justify-center")}>
            {t("cart.createAccount")}
          </Link>
        )}
        <p className="text-center text-xs text-muted-foreground">{t("cart.secure")}</p>
      </form>
    </aside>
  );
}
