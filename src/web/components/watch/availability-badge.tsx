import type { ListingCardDto } from "../../../shared/catalog-api";
import { useTranslation } from "../../i18n/use-translation";
import { Badge } from "../ui/badge";

/**
 * A watch that cannot be bought now says why: reserved while another shopper's checkout holds it
 * (issue 24: it may be for sale again), sold otherwise. Nothing for a watch on sale.
 */
export function AvailabilityBadge({
  listing,
  variant,
  className,
}: {
  listing: Pick<ListingCardDto, "isAvailable" | "reservedUntil">;
  variant?: "default" | "secondary" | "outline";
  className?: string;
}) {
  const { t } = useTranslation("storefront");
  if (listing.isAvailable) return null;
  return (
    <Badge variant={variant} className={className} data-testid="availability-badge">
      {listing.reservedUntil ? t("card.reserved") : t("card.sold")}
    </Badge>
  );
}
