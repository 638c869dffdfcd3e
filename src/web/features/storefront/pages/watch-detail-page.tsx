import SearchXIcon from "lucide-react/icons/search-x";
import ShoppingBagIcon from "lucide-react/icons/shopping-bag";
import { type ComponentType, useRef } from "react";
import { Link, useParams } from "react-router";
import type { ListingDetailDto } from "../../../../shared/catalog-api";
import { formatMoney } from "../../../../shared/money";
import { BackLink } from "../../../components/ui/back-link";
import { Badge } from "../../../components/ui/badge";
import { Button, buttonVariants } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { Skeleton } from "../../../components/ui/skeleton";
import { AvailabilityBadge } from "../../../components/watch/availability-badge";
import { categoryName } from "../../../components/watch/category-name";
import { DescriptionSections } from "../../../components/watch/description-sections";
import { OriginalPrice, Price } from "../../../components/watch/price";
import { normalizeLabel } from "../../../components/watch/repeated-details";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { ApiError } from "../../../lib/http-error";
import { useFreeShipping } from "../../../lib/site";
import { useFormatPrice } from "../../../lib/use-format-money";
import { useListing } from "../api/get-listing";
import { AskAboutWatch } from "../components/ask-about-watch";
import { DeliveryEstimate } from "../components/delivery-estimate";
import { Gallery } from "../components/gallery";
import { LoadFailed } from "../components/load-failed";
import { MarketVerdictLink, WatchMarketPosition } from "../components/market-position";
import { RelatedListings } from "../components/related-listings";
import { SpecCards, shownFactLabels } from "../components/spec-cards";
import { StickyBuyBar } from "../components/sticky-buy-bar";
import { TrustBadges } from "../components/trust-badges";

/**
 * What the page offers for the watch it shows: buying and keeping it belong to other features.
 * `layout="bar"` is the phone's sticky buy bar: the same buttons, in a row, without the favourite.
 */
export interface WatchActionsProps {
  watch: ListingDetailDto;
  layout?: "page" | "bar";
}
export type WatchActions = ComponentType<WatchActionsProps>;

/**
 * spec: storefront §2 Watch detail /watch/:slug. The route table passes `Actions` (Buy Now, Add to
 * Cart, the favourite toggle), so the storefront does not depend on the cart or the favourites.
 */
export function WatchDetailPage({ Actions }: { Actions: WatchActions }) {
  const { slug = "" } = useParams();
  const listing = useListing(slug);
  return (
    <div className="container-page pt-6 pb-16 md:pt-8 md:pb-24">
      <PageHeader />
      {listing.isPending ? (
        <DetailSkeleton />
      ) : listing.data ? (
        <WatchDetail key={listing.data.id} watch={listing.data} Actions={Actions} />
      ) : listing.error instanceof ApiError && listing.error.status === 404 ? (
        <WatchNotFound />
      ) : (
        <LoadFailed error={listing.error} onRetry={() => void listing.refetch()} className="mt-12 py-16" />
      )}
    </div>
  );
}

function PageHeader() {
  const { t } = useTranslation("storefront");
  return (
    <div className="flex items-center justify-between gap-4">
      <BackLink to="/watches">{t("actions.backToCollection")}</BackLink>
      <Link to="/cart" className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "gap-2")}>
        <ShoppingBagIcon aria-hidden="true" />
        {t("actions.viewCart")}
      </Link>
    </div>
  );
}

function DetailSkeleton() {
  const { t } = useTranslation("storefront");
  return (
    <div className="mt-8 grid gap-10 lg:grid-cols-2 lg:gap-16" role="status" aria-label={t("watch.loading")}>
      <Skeleton className="aspect-square" />
      <div className="grid content-start gap-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-10 w-4/5" />
        <Skeleton className="h-8 w-40" />
        <Skeleton className="mt-6 h-14" />
        <Skeleton className="h-14" />
        <Skeleton className="mt-6 h-24" />
      </div>
    </div>
  );
}

function WatchNotFound() {
  const { t } = useTranslation("storefront");
  return (
    <>
      <title>{t("meta.pageTitle", { ns: "common", page: t("watch.notFoundTitle") })}</title>
      <meta name="robots" content="noindex" />
      <EmptyPanel
        frame="none"
        className="mx-auto mt-12 max-w-lg md:mt-20"
        icon={<SearchXIcon strokeWidth={1.5} aria-hidden="true" />}
        titleAs="h1"
        title={t("watch.notFoundTitle")}
        text={t("watch.notFoundText")}
        action={
          <Button asChild variant="luxury" size="lg">
            <Link to="/watches">{t("actions.browseAllWatches")}</Link>
          </Button>
        }
      />
    </>
  );
}

function WatchDetail({ watch, Actions }: { watch: ListingDetailDto; Actions: WatchActions }) {
  const { t } = useTranslation("storefront");
  const discount =
    watch.originalPriceCents !== null && watch.originalPriceCents > watch.priceCents
      ? watch.originalPriceCents - watch.priceCents
      : 0;
  // The page's description for crawlers keeps the dollar price, as its structured data does.
  const price = formatMoney(watch.priceCents, "USD");
  const shopperPrice = useFormatPrice();
  const actions = useRef<HTMLDivElement>(null);
  const freeShipping = useFreeShipping();

  return (
    <>
      <title>{t("meta.pageTitle", { ns: "common", page: watch.title })}</title>
      <meta
        name="description"
        content={t("meta.watchDescription", {
          title: watch.title,
          price,
          context: freeShipping ? undefined : "paid",
        })}
      />
      <article className="mt-6 grid grid-cols-1 gap-10 md:mt-8 lg:grid-cols-2 lg:gap-16">
        <div className="lg:sticky lg:top-32 lg:self-start">
          <Gallery images={watch.images} title={watch.title} />
        </div>
        <div className="flex flex-col gap-6">
          <div>
            <div className="flex flex-wrap items-center gap-2">
              {watch.category && (
                <Badge asChild variant="outline" className="hover:border-gold-dark">
                  <Link to={`/watches?category=${encodeURIComponent(watch.category.slug)}`}>
                    {categoryName(t, watch.category)}
                  </Link>
                </Badge>
              )}
              {watch.condition && <Badge variant="secondary">{t(`conditions.${watch.condition}`)}</Badge>}
              <AvailabilityBadge listing={watch} className="uppercase tracking-[0.14em]" />
            </div>
            <p className="mt-5 text-xs font-semibold uppercase tracking-[0.24em] text-gold-dark">
              <bdi>{watch.brand}</bdi>
            </p>
            <h1 className="mt-2 font-display text-3xl leading-tight font-medium tracking-tight md:text-4xl">
              <bdi>{watch.title}</bdi>
            </h1>
            {(watch.reference || watch.year) && (
              <p className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
                {watch.reference && (
                  <span>
                    {t("watch.reference")} <bdi dir="ltr">{watch.reference}</bdi>
                  </span>
                )}
                {watch.year && (
                  <span>
                    {t("watch.year")} <bdi dir="ltr">{watch.year}</bdi>
                  </span>
                )}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-baseline gap-x-4 gap-y-2" data-testid="watch-price">
            <Price cents={watch.priceCents} className="font-display text-3xl font-medium md:text-4xl" />
            {discount > 0 && watch.originalPriceCents !== null && (
              <>
                <OriginalPrice
                  cents={watch.originalPriceCents}
                  label={t("card.originalPrice")}
                  className="text-lg"
                />
                <Badge variant="gold">
                  <Trans
                    t={t}
                    i18nKey="watch.save"
                    values={{ amount: shopperPrice.format(discount) }}
                    components={{ price: <bdi dir="ltr" /> }}
                  />
                </Badge>
              </>
            )}
          </div>
          <MarketVerdictLink slug={watch.slug} />
          <div ref={actions}>
            <Actions watch={watch} />
          </div>
          {watch.isAvailable && <DeliveryEstimate />}
          <TrustBadges />
          <AskAboutWatch watch={watch} />
          <WatchDescription watch={watch} />
        </div>
      </article>
      <section aria-labelledby="specs-title" className="mt-14 md:mt-20">
        <h2 id="specs-title" className="font-display text-2xl font-medium tracking-tight md:text-3xl">
          {t("watch.specificationsTitle")}
        </h2>
        <div className="mt-6">
          <SpecCards specifications={watch.specifications} specificationsAr={watch.specificationsAr} />
        </div>
      </section>
      <div className="mt-14 md:mt-20">
        <WatchMarketPosition slug={watch.slug} />
      </div>
      <div className="mt-14 md:mt-20">
        <RelatedListings slug={watch.slug} />
      </div>
      {watch.isAvailable && (
        <StickyBuyBar title={watch.title} priceCents={watch.priceCents} target={actions}>
          <Actions watch={watch} layout="bar" />
        </StickyBuyBar>
      )}
    </>
  );
}

/**
 * The description in the page's language: the Arabic page shows the Arabic description, or the
 * English one marked as English so readers and screen readers know the switch.
 */
function WatchDescription({ watch }: { watch: ListingDetailDto }) {
  const { t, i18n } = useTranslation("storefront");
  const arabic = i18n.language === "ar" ? watch.descriptionAr : null;
  const html = arabic ?? watch.description;
  if (!html) return null;
  const lang = arabic ? "ar" : "en";
  // The list is compared in the description's own language, which may not be the page's.
  const shown = new Set(shownFactLabels(watch, i18n.getFixedT(lang, "storefront"), lang).map(normalizeLabel));
  return (
    <section aria-label={t("watch.descriptionTitle")} lang={lang} dir={arabic ? "rtl" : "ltr"}>
      <DescriptionSections html={html} isShownElsewhere={(label) => shown.has(label)} />
    </section>
  );
}
