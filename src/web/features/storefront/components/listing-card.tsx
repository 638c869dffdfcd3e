import ArrowRightIcon from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import type { ListingCardDto } from "../../../../shared/catalog-api";
import { watchPath } from "../../../../shared/paths";
import { Badge } from "../../../components/ui/badge";
import { AvailabilityBadge } from "../../../components/watch/availability-badge";
import { CardPicture } from "../../../components/watch/card-picture";
import { categoryName } from "../../../components/watch/category-name";
import { OriginalPrice, Price } from "../../../components/watch/price";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";

/** The grid the collection, the home page and the related watches share: 2, 3, then 4 columns. */
export const listingGridClass = "grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4 lg:gap-6";

/**
 * A watch in a grid (spec: storefront §2 Collection): photograph, Sale and condition badges,
 * brand, category, model, price and View Details. The model is the link; it covers the card.
 * `compact` is the "You Might Also Like" card: brand, model and price only.
 */
export function ListingCard({
  listing,
  isPriority = false,
  compact = false,
  headingLevel = "h3",
}: {
  listing: ListingCardDto;
  isPriority?: boolean;
  compact?: boolean;
  headingLevel?: "h2" | "h3";
}) {
  const { t } = useTranslation("storefront");
  const Heading = headingLevel;
  const isOnSale = listing.originalPriceCents !== null && listing.originalPriceCents > listing.priceCents;
  return (
    <article
      className={cn(
        "group relative flex h-full flex-col overflow-hidden rounded-md border border-border/80 bg-card",
        "shadow-xs transition-[box-shadow,translate,border-color] duration-300",
        "hover:-translate-y-0.5 hover:border-gold/50 hover:shadow-xl hover:shadow-ink/8",
        "focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2 focus-within:ring-offset-background",
      )}
    >
      <CardPicture listing={listing} isPriority={isPriority}>
        {!compact && (
          <div className="absolute inset-x-2.5 top-2.5 flex flex-wrap items-start gap-1.5">
            {isOnSale && (
              <Badge variant="gold" className="uppercase tracking-[0.14em]">
                {t("card.sale")}
              </Badge>
            )}
            <AvailabilityBadge listing={listing} className="uppercase tracking-[0.14em]" />
            {listing.condition && (
              <Badge variant="outline" className="border-ink/15 bg-card/90 backdrop-blur-sm">
                {t(`conditions.${listing.condition}`)}
              </Badge>
            )}
          </div>
        )}
        {!compact && listing.category && (
          <Badge
            variant="outline"
            className="absolute start-2.5 bottom-2.5 border-ink/15 bg-card/90 text-[0.68rem] font-normal backdrop-blur-sm"
          >
            {categoryName(t, listing.category)}
          </Badge>
        )}
      </CardPicture>
      <div className={cn("flex flex-1 flex-col gap-1.5", compact ? "p-4" : "p-4 sm:p-5")}>
        <p className="text-[0.68rem] font-semibold uppercase tracking-[0.2em] text-gold-dark">
          <bdi>{listing.brand}</bdi>
        </p>
        <Heading className="text-base leading-snug font-medium text-foreground sm:text-lg">
          {/* The model is often Latin inside Arabic: isolated, in the display face on the link itself. */}
          <Link
            to={watchPath(listing.slug)}
            dir="auto"
            className="font-display outline-none after:absolute after:inset-0 after:content-['']"
          >
            {listing.model}
          </Link>
        </Heading>
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-2" data-testid="card-price">
          <Price cents={listing.priceCents} className="text-base font-semibold text-foreground" />
          {isOnSale && listing.originalPriceCents !== null && (
            <OriginalPrice
              cents={listing.originalPriceCents}
              label={t("card.originalPrice")}
              className="text-sm"
            />
          )}
        </p>
        {!compact && (
          <span
            aria-hidden="true"
            className={cn(
              "mt-3 inline-flex items-center gap-1.5 border-t border-border/70 pt-3 text-[0.7rem]",
              "font-medium uppercase tracking-[0.18em] text-foreground/80 group-hover:text-gold-dark",
            )}
          >
            {t("actions.viewDetails")}
            <ArrowRightIcon
              className="size-3.5 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
              aria-hidden="true"
            />
          </span>
        )}
      </div>
    </article>
  );
}
