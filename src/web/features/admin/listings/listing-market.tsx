import { useEffect, useState } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { pricePosition } from "../../../../shared/market-position";
import { toMinor } from "../../../../shared/money";
import { FormSection } from "../../../components/ui/form-dialog";
import { MarketPositionPanel } from "../../../components/watch/market-position-panel";
import { useTranslation } from "../../../i18n/use-translation";
import { useWatchMarket } from "./api/get-market-position";
import type { ListingFormValues } from "./listing-form-values";

/** The typed price in cents, or null while it is not a price. */
function typedCents(price: string): number | null {
  try {
    const cents = toMinor(price, "USD");
    return cents > 0 ? cents : null;
  } catch {
    return null;
  }
}

/**
 * Issue 31: staff setting a price see where it sits in the reference's market, the same panel the
 * watch page shows, the typed price placed with the same maths (shared/market-position.ts) as it
 * changes. The listing's own sale is never counted against it.
 */
export function ListingMarket({
  form,
  listingId,
}: {
  form: UseFormReturn<ListingFormValues>;
  listingId: string | undefined;
}) {
  const { t } = useTranslation("admin");
  const [brand, model, reference, price] = useWatch({
    control: form.control,
    name: ["brand", "model", "reference", "price"],
  });
  const typed = { brand: brand.trim(), model: model.trim(), reference: reference.trim() };
  const [watch, setWatch] = useState(typed);
  // The market is asked for the watch once typing pauses, not for every letter.
  useEffect(() => {
    const timer = setTimeout(
      () => setWatch({ brand: typed.brand, model: typed.model, reference: typed.reference }),
      400,
    );
    return () => clearTimeout(timer);
  }, [typed.brand, typed.model, typed.reference]);
  const market = useWatchMarket({
    brand: watch.brand,
    ...(watch.model ? { model: watch.model } : {}),
    ...(watch.reference ? { reference: watch.reference } : {}),
    ...(listingId ? { listingId } : {}),
  });
  const cents = typedCents(price);
  if (!market.data || cents === null) return null;
  return (
    <FormSection title={t("common:marketPosition.title")}>
      <div data-testid="listing-market">
        <MarketPositionPanel
          market={market.data}
          priceUsdCents={cents}
          position={pricePosition(cents, market.data)}
        />
      </div>
    </FormSection>
  );
}
