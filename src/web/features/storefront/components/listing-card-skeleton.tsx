import { Skeleton } from "../../../components/ui/skeleton";

/** The shape of a card while the collection loads (spec: storefront §9 — 8 of them). */
export function ListingCardSkeleton() {
  return (
    <div
      className="overflow-hidden rounded-md border border-border/80 bg-card"
      data-testid="listing-skeleton"
    >
      <Skeleton className="aspect-square rounded-none" />
      <div className="grid gap-2.5 p-4 sm:p-5">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="mt-2 h-4 w-1/2" />
      </div>
    </div>
  );
}
