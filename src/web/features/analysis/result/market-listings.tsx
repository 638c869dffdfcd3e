import ExternalLinkIcon from "lucide-react/icons/external-link";
import type { MarketListingDto } from "../../../../shared/market-schemas";
import { Badge } from "../../../components/ui/badge";
import { Price } from "../../../components/watch/price";
import { useTranslation } from "../../../i18n/use-translation";
import { formatShopDate } from "../../../lib/format-date";

/** spec: reseller-tools §9 — at most 5 listings, titles cut to 30 characters. */
const maxListings = 5;
const titleLength = 30;

export function shortTitle(title: string): string {
  return title.length > titleLength ? `${title.slice(0, titleLength)}…` : title;
}

/**
 * spec: reseller-tools §2 — the marketplace listings: title, platform badge and price; a listing
 * opens in a new tab, the link hiding this page from it.
 */
export function MarketListings({ listings }: { listings: MarketListingDto[] }) {
  const { t, i18n } = useTranslation("analysis");
  const shown = listings.slice(0, maxListings);
  return (
    <section aria-labelledby="market-listings" className="grid grid-cols-1 gap-2">
      <h3 id="market-listings" className="text-sm font-medium">
        {t("listings.title")}
      </h3>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("listings.none")}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2" data-testid="market-listings">
          {shown.map((listing) => {
            const body = (
              <>
                <span className="flex min-w-0 items-center gap-2">
                  <Badge variant={listing.source === "ebay" ? "secondary" : "gold"}>
                    {t(`listings.platform.${listing.source}`)}
                  </Badge>
                  <span className="grid min-w-0">
                    <bdi className="truncate" title={listing.title}>
                      {shortTitle(listing.title)}
                    </bdi>
                    {/* One asking price: its platform on the badge, its day here (issue 24). */}
                    <span className="text-xs text-muted-foreground">
                      {t("listings.seen", { date: formatShopDate(listing.observedAt, i18n.language) })}
                    </span>
                  </span>
                </span>
                <span className="flex shrink-0 items-center gap-1.5 font-medium">
                  <Price cents={listing.usdCents} />
                  {listing.url && (
                    <ExternalLinkIcon className="size-3.5 text-muted-foreground" aria-hidden="true" />
                  )}
                </span>
              </>
            );
            const classes =
              "flex items-center justify-between gap-3 rounded-sm border border-border bg-card px-3 py-2 text-sm";
            return (
              <li key={listing.url ?? `${listing.title}|${listing.usdCents}|${listing.observedAt}`}>
                {listing.url ? (
                  <a
                    href={listing.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${classes} transition-colors hover:border-gold-dark focus-visible:ring-2 focus-visible:ring-ring outline-none`}
                  >
                    {body}
                    <span className="sr-only">{t("listings.opens")}</span>
                  </a>
                ) : (
                  <div className={classes}>{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
