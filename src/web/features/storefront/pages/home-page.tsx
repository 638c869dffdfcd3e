import type { LucideIcon } from "lucide-react";
import ArrowRightIcon from "lucide-react/icons/arrow-right";
import BadgeCheckIcon from "lucide-react/icons/badge-check";
import ChartLineIcon from "lucide-react/icons/chart-line";
import LayoutDashboardIcon from "lucide-react/icons/layout-dashboard";
import RotateCcwIcon from "lucide-react/icons/rotate-ccw";
import ScanSearchIcon from "lucide-react/icons/scan-search";
import ShieldCheckIcon from "lucide-react/icons/shield-check";
import TrendingUpIcon from "lucide-react/icons/trending-up";
import TruckIcon from "lucide-react/icons/truck";
import WatchIcon from "lucide-react/icons/watch";
import { Link } from "react-router";
import { catalogLimits } from "../../../../shared/catalog";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { IconBadge } from "../../../components/ui/icon-badge";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { useFreeShipping } from "../../../lib/site";
import { useFeaturedListings } from "../api/get-featured-listings";
import { DialIllustration } from "../components/dial-illustration";
import { ListingCard } from "../components/listing-card";
import { ListingCardSkeleton } from "../components/listing-card-skeleton";
import { LoadFailed } from "../components/load-failed";

/** Six featured watches sit best as two rows of three (two columns on a phone). */
const featuredGridClass = "grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 lg:gap-8";

/** spec: storefront §1 — the trust claims, word for word. */
const trustItems: { key: string; icon: LucideIcon }[] = [
  { key: "authentic", icon: ShieldCheckIcon },
  { key: "shipping", icon: TruckIcon },
  { key: "returns", icon: RotateCcwIcon },
  { key: "certified", icon: BadgeCheckIcon },
];

const features: { key: string; icon: LucideIcon }[] = [
  { key: "recognition", icon: ScanSearchIcon },
  { key: "market", icon: ChartLineIcon },
  { key: "profit", icon: TrendingUpIcon },
  { key: "portfolio", icon: LayoutDashboardIcon },
];

/** spec: storefront §1 — the landing's hero stats. */
const stats = [
  { value: "50K+", key: "analysed" },
  { value: "98%", key: "accuracy" },
  { value: "24/7", key: "tracking" },
  { value: "$10M+", key: "valueTracked" },
];

export function HomePage() {
  const { t } = useTranslation();
  const freeShipping = useFreeShipping();
  return (
    <>
      <title>{t("meta.homeTitle")}</title>
      <meta
        name="description"
        content={t("home.hero.subtitle", { context: freeShipping ? undefined : "paid" })}
      />
      <Hero />
      <section id="promise" aria-label={t("home.trust.label")} className="border-b border-border bg-card">
        <ul className="container-page grid grid-cols-2 gap-x-4 gap-y-8 py-10 md:grid-cols-4 md:py-12">
          {trustItems.map(({ key, icon: Icon }) => (
            <li key={key} className="flex flex-col items-center gap-3 text-center md:flex-row md:text-start">
              <IconBadge size="sm" className="size-11 [&_svg]:size-5">
                <Icon strokeWidth={1.5} aria-hidden="true" />
              </IconBadge>
              <span>
                <span className="block text-sm font-semibold">
                  {t(`home.trust.${key}.title`, { context: freeShipping ? undefined : "paid" })}
                </span>
                <span className="mt-0.5 block text-xs text-muted-foreground">
                  {t(`home.trust.${key}.text`)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <FeaturedWatches />
      <Landing />
    </>
  );
}

// A 320 px phone has 280 px for "Shop the Collection": tighter spacing, and a line break before a clip.
const heroButtonClass =
  "max-sm:h-auto max-sm:min-h-14 max-sm:whitespace-normal max-sm:px-5 max-sm:tracking-[0.12em]";

function Hero() {
  const { t } = useTranslation();
  const freeShipping = useFreeShipping();
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-ink text-ivory">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_70%_40%,rgba(197,164,109,0.16),transparent_60%)]"
      />
      <div className="container-page grid grid-cols-1 items-center gap-12 py-16 md:py-24 lg:grid-cols-[1.1fr_0.9fr] lg:py-28">
        <div className="max-w-xl">
          <p className="text-xs font-medium uppercase tracking-[0.3em] text-gold">{t("home.hero.eyebrow")}</p>
          <h1
            id="hero-title"
            className="mt-6 font-display text-4xl leading-[1.1] font-medium tracking-tight rtl:leading-[1.35] sm:text-5xl lg:text-6xl"
          >
            {t("home.hero.title")}
          </h1>
          <p className="mt-6 max-w-lg text-base leading-relaxed text-ivory/75 md:text-lg">
            {t("home.hero.subtitle", { context: freeShipping ? undefined : "paid" })}
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="hero" size="xl" className={heroButtonClass}>
              <Link to="/watches">
                {t("home.hero.shop")}
                <ArrowRightIcon className="rtl:-scale-x-100" aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="elegant" size="xl" className={cn(heroButtonClass, "text-ivory")}>
              <Link to="/login">{t("home.hero.signIn")}</Link>
            </Button>
          </div>
        </div>
        <div className="relative mx-auto w-64 sm:w-80 lg:w-full lg:max-w-md">
          <div aria-hidden="true" className="absolute inset-8 rounded-full bg-gold/20 blur-3xl" />
          <DialIllustration className="relative w-full drop-shadow-2xl" />
        </div>
      </div>
    </section>
  );
}

/** spec: storefront §1 — up to 6 featured watches, picked at random by the server. */
function FeaturedWatches() {
  const { t } = useTranslation();
  const featured = useFeaturedListings();
  return (
    <section aria-labelledby="featured-title" className="container-page py-20 md:py-28">
      <div className="flex flex-col items-start justify-between gap-6 sm:flex-row sm:items-end">
        <div>
          <p className="text-xs font-medium uppercase tracking-[0.28em] text-gold-dark">
            {t("home.featured.eyebrow")}
          </p>
          <h2
            id="featured-title"
            className="mt-3 font-display text-3xl font-medium tracking-tight md:text-4xl"
          >
            {t("home.featured.title")}
          </h2>
        </div>
        <Button asChild variant="elegant">
          <Link to="/watches">
            {t("home.featured.viewCollection")}
            <ArrowRightIcon className="rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </Button>
      </div>
      {featured.isPending ? (
        <ul className={cn(featuredGridClass, "mt-12")} aria-hidden="true">
          {Array.from({ length: catalogLimits.featuredListings }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <li key={index}>
              <ListingCardSkeleton />
            </li>
          ))}
        </ul>
      ) : featured.data && featured.data.length > 0 ? (
        <ul className={cn(featuredGridClass, "mt-12")}>
          {featured.data.map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing} />
            </li>
          ))}
        </ul>
      ) : featured.isError ? (
        <LoadFailed error={featured.error} onRetry={() => void featured.refetch()} className="mt-12 py-16" />
      ) : (
        <NoFeaturedWatches />
      )}
    </section>
  );
}

/** Only when the shop has no watch to show: the way to list one (spec: storefront §2). */
function NoFeaturedWatches() {
  const { t } = useTranslation();
  return (
    <EmptyPanel
      className="mt-12"
      titleAs="h3"
      icon={<WatchIcon strokeWidth={1.5} aria-hidden="true" />}
      title={t("home.featured.emptyTitle")}
      text={t("home.featured.emptyText")}
      action={
        <Button asChild variant="outline">
          <Link to="/admin/listings">{t("featured.manageListings", { ns: "storefront" })}</Link>
        </Button>
      }
    />
  );
}

function Landing() {
  const { t } = useTranslation();
  return (
    <section id="features" aria-labelledby="features-title" className="bg-ivory-deep/60 py-20 md:py-28">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-xs font-medium uppercase tracking-[0.28em] text-gold-dark">
            {t("home.landing.eyebrow")}
          </p>
          <h2
            id="features-title"
            className="mt-3 font-display text-3xl font-medium tracking-tight md:text-4xl"
          >
            {t("home.landing.title")}
          </h2>
          <p className="mt-5 leading-relaxed text-muted-foreground">{t("home.landing.subtitle")}</p>
        </div>
        <dl className="mx-auto mt-14 grid max-w-4xl grid-cols-2 overflow-hidden rounded-md border border-border bg-border md:grid-cols-4 gap-px">
          {stats.map((stat) => (
            <div
              key={stat.key}
              className="flex flex-col-reverse items-center gap-1 bg-card px-4 py-8 text-center"
            >
              <dt className="text-xs uppercase tracking-[0.16em] text-muted-foreground">
                {t(`home.landing.stats.${stat.key}`)}
              </dt>
              <dd className="font-display text-3xl font-medium text-foreground lining-nums md:text-4xl">
                <bdi dir="ltr">{stat.value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ key, icon: Icon }) => (
            <li
              key={key}
              className="group rounded-md border border-border bg-card p-7 shadow-xs transition-shadow hover:shadow-md"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-ink text-gold">
                <Icon className="size-5" strokeWidth={1.5} aria-hidden="true" />
              </span>
              <h3 className="mt-6 font-display text-xl font-medium">
                {t(`home.landing.features.${key}.title`)}
              </h3>
              <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
                {t(`home.landing.features.${key}.text`)}
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-14 flex justify-center">
          <Button asChild variant="luxury" size="lg">
            <Link to="/simple-analysis">
              {t("home.landing.cta")}
              <ArrowRightIcon className="rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
