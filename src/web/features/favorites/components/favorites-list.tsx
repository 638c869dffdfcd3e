import Trash2Icon from "lucide-react/icons/trash";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { watchPath } from "../../../../shared/paths";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/toast";
import { AvailabilityBadge } from "../../../components/watch/availability-badge";
import { CardPicture } from "../../../components/watch/card-picture";
import { Price } from "../../../components/watch/price";
import { useTranslation } from "../../../i18n/use-translation";
import { usePendingAction } from "../../../lib/use-pending-action";
import { useFavorites } from "../api/get-favorites";
import { useToggleFavorite } from "../api/toggle-favorite";

/** The signed-in shopper's favourites on /account; `empty` is shown when there are none. */
export function FavoritesList({ empty }: { empty: ReactNode }) {
  const { t } = useTranslation("storefront");
  const { data: items, isPending } = useFavorites();
  const toggle = useToggleFavorite();
  // One removal at a time, from the press on (issue 13).
  const action = usePendingAction();

  if (isPending) {
    return (
      <div className="grid gap-3" aria-label={t("favorites.loading")} role="status">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (!items || items.length === 0) return empty;

  const remove = (listingId: string) =>
    action.run(async () => {
      try {
        await toggle.mutateAsync({ listingId, isFavorite: true });
        toast(t("toasts.removedFromFavorites"));
      } catch {
        toast.error(t("toasts.removeFavoriteFailed"));
      }
    });

  return (
    // One column no wider than the card: a long model name is cut short, not the page widened (375 px).
    <ul className="grid grid-cols-1 gap-3" data-testid="favorites-list">
      {items.map((listing) => (
        <li
          key={listing.id}
          className="group relative flex items-center gap-4 rounded-sm border border-border/80 bg-background p-2.5 pe-3"
        >
          <div className="w-16 shrink-0 overflow-hidden rounded-xs">
            <CardPicture listing={listing} />
          </div>
          <div className="min-w-0 flex-1">
            <p className="text-[0.65rem] font-semibold uppercase tracking-[0.18em] text-gold-dark">
              <bdi>{listing.brand}</bdi>
            </p>
            <Link
              to={watchPath(listing.slug)}
              className="block truncate font-display font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              <bdi>{listing.model}</bdi>
            </Link>
            <p className="mt-0.5 flex items-center gap-2 text-sm">
              <Price cents={listing.priceCents} />
              <AvailabilityBadge listing={listing} variant="secondary" />
            </p>
          </div>
          <button
            type="button"
            onClick={() => void remove(listing.id)}
            disabled={action.isPending}
            aria-label={t("favorites.removeNamed", { title: listing.title })}
            className="flex size-9 shrink-0 items-center justify-center rounded-full text-muted-foreground outline-none transition-colors hover:bg-muted hover:text-destructive focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
          >
            <Trash2Icon className="size-4" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
