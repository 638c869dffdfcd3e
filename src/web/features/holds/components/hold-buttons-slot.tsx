import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from "react";
import type { ListingDetailDto } from "../../../../shared/catalog-api";
import type { UsePrefill } from "../lib/prefill";
import type { HoldButtonsProps } from "./hold-buttons";
import { HoldButtonsPlaceholder } from "./hold-buttons-placeholder";

/**
 * Issue 31: the place of "Reserve with a deposit" and "Make an offer" under Add to Cart. Once the
 * page is live, the buttons, their words, their terms (GET /api/listings/:id/hold-terms) and their
 * dialogs arrive as a chunk of their own, so the watch page's first load carries this slot alone
 * (the storefront's bundle budget); the server renders its place only. `loadPrefill` brings the
 * app's hook for a signed-in shopper's contact details along with them.
 */
export function HoldButtonsSlot({
  watch,
  loadPrefill,
}: {
  watch: ListingDetailDto;
  loadPrefill: () => Promise<UsePrefill>;
}) {
  const [isLive, setIsLive] = useState(false);
  useEffect(() => setIsLive(true), []);
  const Buttons = useMemo(
    () =>
      lazy(async (): Promise<{ default: ComponentType<Omit<HoldButtonsProps, "usePrefill">> }> => {
        const [{ HoldButtons }, usePrefill] = await Promise.all([import("./hold-buttons"), loadPrefill()]);
        return { default: (props) => <HoldButtons {...props} usePrefill={usePrefill} /> };
      }),
    [loadPrefill],
  );
  if (!watch.isAvailable) return null;
  if (!isLive) return <HoldButtonsPlaceholder />;
  return (
    <Suspense fallback={<HoldButtonsPlaceholder />}>
      <Buttons watch={watch} />
    </Suspense>
  );
}
