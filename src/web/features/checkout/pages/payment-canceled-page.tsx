import CircleXIcon from "lucide-react/icons/circle-x";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { IconBadge } from "../../../components/ui/icon-badge";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { useStoreInfo } from "../../../lib/site";
import { useCancelCheckout } from "../api/cancel-checkout";

/**
 * /payment-canceled (spec: storefront §2): no charge was made and the cart is saved, with help,
 * the support address, Return to Cart, Try Again (/checkout) and Continue Shopping. Arriving here
 * cancels the cart's unpaid order once, so its watches are on sale again; `onCancelled` then lets
 * the app layer refresh the cart.
 */
export function PaymentCanceledPage({ onCancelled }: { onCancelled: () => void }) {
  const { t } = useTranslation("checkout");
  const supportEmail = useStoreInfo().contactEmail;
  const cancel = useCancelCheckout();
  const hasCancelled = useRef(false);
  useEffect(() => {
    if (hasCancelled.current) return;
    hasCancelled.current = true;
    // Nothing to tell the shopper if this fails: the reservation runs out on its own.
    cancel.mutate(undefined, { onSuccess: onCancelled });
  }, [cancel, onCancelled]);
  return (
    <section className="container-page py-12 md:py-20" aria-labelledby="page-title">
      <title>{t("meta.pageTitle", { ns: "common", page: t("meta.canceledTitle") })}</title>
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-xl rounded-md border border-border bg-card px-6 py-12 text-center shadow-xs sm:px-10">
        <IconBadge size="lg" className="mx-auto">
          <CircleXIcon aria-hidden="true" />
        </IconBadge>
        <h1 id="page-title" className="mt-6 font-display text-3xl font-medium tracking-tight md:text-4xl">
          {t("canceled.title")}
        </h1>
        <div className="mx-auto mt-5 h-px w-16 bg-gold" aria-hidden="true" />
        <p className="mt-6 text-base leading-relaxed">{t("canceled.text")}</p>
        <p className="mt-3 leading-relaxed text-muted-foreground">{t("canceled.cartSaved")}</p>
        <p className="mt-6 text-sm leading-relaxed text-muted-foreground">
          <Trans
            t={t}
            i18nKey="canceled.help"
            values={{ email: supportEmail }}
            components={{
              mail: (
                // biome-ignore lint/a11y/useAnchorContent: Trans puts the address inside.
                <a
                  href={`mailto:${supportEmail}`}
                  dir="ltr"
                  className="rounded-xs font-medium text-gold-dark underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
                />
              ),
            }}
          />
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild variant="luxury" size="lg">
            <Link to="/cart">{t("canceled.returnToCart")}</Link>
          </Button>
          <Button asChild variant="elegant" size="lg">
            <Link to="/checkout">{t("canceled.tryAgain")}</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/watches">{t("canceled.continueShopping")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
