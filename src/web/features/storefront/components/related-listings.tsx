import { useTranslation } from "../../../i18n/use-translation";
import { useRelatedListings } from "../api/get-related-listings";
import { ListingCard, listingGridClass } from "./listing-card";

/** spec: storefront §2 — "You Might Also Like": up to 4 other watches with brand, model and price. */
export function RelatedListings({ slug }: { slug: string }) {
  const { t } = useTranslation("storefront");
  const { data: items = [] } = useRelatedListings(slug);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="border-t border-border pt-12 md:pt-16">
      <h2 id="related-title" className="font-display text-2xl font-medium tracking-tight md:text-3xl">
        {t("watch.related")}
      </h2>
      <ul className={`${listingGridClass} mt-8`}>
        {items.map((listing) => (
          <li key={listing.id}>
            <ListingCard listing={listing} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
