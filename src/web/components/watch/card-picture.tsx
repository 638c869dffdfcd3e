import WatchIcon from "lucide-react/icons/watch";
import type { ReactNode } from "react";
import type { ListingCardDto } from "../../../shared/catalog-api";
import { useTranslation } from "../../i18n/use-translation";
import { ListingImage } from "./listing-image";

/** Card widths in the grids that hold cards: 2 columns on phones, 3 or 4 from 640 px (up to 380 px). */
const cardSizes = "(min-width: 1280px) 380px, (min-width: 640px) 31vw, 46vw";

/** The picture of a card: the first photograph, or "No Image". */
export function CardPicture({
  listing,
  isPriority = false,
  children,
}: {
  listing: ListingCardDto;
  isPriority?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation("storefront");
  return (
    <div className="relative aspect-square overflow-hidden bg-ivory-deep">
      {listing.image ? (
        <ListingImage
          media={listing.image}
          alt={`${listing.brand} ${listing.model}`}
          sizes={cardSizes}
          isPriority={isPriority}
          className="transition-transform duration-700 ease-out group-hover:scale-[1.04]"
        />
      ) : (
        <div className="flex h-full flex-col items-center justify-center gap-2 text-muted-foreground">
          <WatchIcon className="size-8" strokeWidth={1.2} aria-hidden="true" />
          <span className="text-xs uppercase tracking-[0.2em]">{t("card.noImage")}</span>
        </div>
      )}
      {children}
    </div>
  );
}
