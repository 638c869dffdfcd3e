import HeartIcon from "lucide-react/icons/heart";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { firstTap } from "../../../lib/first-tap";
import { useIsSignedIn } from "../../../lib/session/session";
import { usePendingAction } from "../../../lib/use-pending-action";
import { useFavoriteIds } from "../api/get-favorite-ids";
import { useToggleFavorite } from "../api/toggle-favorite";

/**
 * Add to Favorites / Remove from Favorites with the spec's toasts (storefront §4, §8); guests are
 * asked to log in, as favourites belong to an account (§6). One press at a time, from the press
 * on (a double click adds once), and a press before the page is live is kept (decision 014).
 */
export function FavoriteButton({ listingId, className }: { listingId: string; className?: string }) {
  const { t } = useTranslation("storefront");
  const isFavorite = useFavoriteIds().has(listingId);
  const isSignedIn = useIsSignedIn();
  const toggle = useToggleFavorite();
  const action = usePendingAction();

  const onClick = () =>
    action.run(async () => {
      if (!(await isSignedIn())) {
        toast(t("toasts.loginRequired"), { description: t("toasts.loginRequiredText") });
        return;
      }
      try {
        await toggle.mutateAsync({ listingId, isFavorite });
        toast(t(isFavorite ? "toasts.removedFromFavorites" : "toasts.addedToFavorites"));
      } catch {
        toast.error(t(isFavorite ? "toasts.removeFavoriteFailed" : "toasts.addFavoriteFailed"));
      }
    });

  return (
    <Button
      variant="outline"
      size="lg"
      aria-pressed={isFavorite}
      onClick={() => void onClick()}
      disabled={action.isPending}
      {...firstTap(`favorite:${listingId}`)}
      className={cn("uppercase tracking-[0.16em] text-xs", className)}
    >
      <HeartIcon
        className={cn("transition-colors", isFavorite && "fill-destructive text-destructive")}
        aria-hidden="true"
      />
      {t(isFavorite ? "favorites.remove" : "favorites.add")}
    </Button>
  );
}
