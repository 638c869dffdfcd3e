import "../holds-i18n";
import HandCoinsIcon from "lucide-react/icons/hand-coins";
import TimerIcon from "lucide-react/icons/timer";
import { lazy, Suspense, useState } from "react";
import type { ListingDetailDto } from "../../../../shared/catalog-api";
import type { HoldTermsDto } from "../../../../shared/hold-schemas";
import { Button } from "../../../components/ui/button";
import { Trans } from "../../../i18n/trans";
import { useTranslation } from "../../../i18n/use-translation";
import { useFormatPrice } from "../../../lib/use-format-money";
import { useHoldTerms } from "../api/get-hold-terms";
import type { UsePrefill } from "../lib/prefill";
import { HoldButtonsPlaceholder } from "./hold-buttons-placeholder";

/** The dialogs and their forms arrive on the first press. */
const DepositDialog = lazy(async () => ({ default: (await import("./deposit-dialog")).DepositDialog }));
const OfferDialog = lazy(async () => ({ default: (await import("./offer-dialog")).OfferDialog }));

type Opened = "deposit" | "offer";

const noTerms: HoldTermsDto = { deposit: null, offers: null };

export interface HoldButtonsProps {
  watch: ListingDetailDto;
  usePrefill: UsePrefill;
}

/**
 * Issue 31: under Add to Cart, "Reserve with a deposit" (with its amount, its days and that it is
 * refunded) and "Make an offer", each as the shop's settings and the watch allow (GET
 * /api/listings/:id/hold-terms); neither when both are off. `usePrefill` is
 * the signed-in shopper's name, e-mail and phone, read once a dialog opens.
 */
export function HoldButtons({ watch, usePrefill }: HoldButtonsProps) {
  const { t } = useTranslation("holds");
  const price = useFormatPrice();
  const terms = useHoldTerms(watch.id, watch.isAvailable);
  const [opened, setOpened] = useState<Opened>();
  const [loaded, setLoaded] = useState<ReadonlySet<Opened>>(new Set());
  if (terms.isPending) return <HoldButtonsPlaceholder />;
  const { deposit, offers } = terms.data ?? noTerms;
  if (!deposit && !offers) return null;

  const open = (dialog: Opened) => {
    setLoaded((current) => new Set([...current, dialog]));
    setOpened(dialog);
  };
  const onOpenChange = (dialog: Opened) => (isOpen: boolean) => setOpened(isOpen ? dialog : undefined);

  return (
    <div className="grid gap-3" data-testid="hold-buttons">
      <div className={deposit && offers ? "grid gap-3 sm:grid-cols-2" : "grid gap-3"}>
        {deposit && (
          <Button variant="outline" size="lg" aria-haspopup="dialog" onClick={() => open("deposit")}>
            <TimerIcon aria-hidden="true" />
            {t("buttons.reserve")}
          </Button>
        )}
        {offers && (
          <Button variant="outline" size="lg" aria-haspopup="dialog" onClick={() => open("offer")}>
            <HandCoinsIcon aria-hidden="true" />
            {t("buttons.offer")}
          </Button>
        )}
      </div>
      {deposit && (
        <p className="text-xs leading-relaxed text-muted-foreground" data-testid="deposit-terms">
          <Trans
            t={t}
            i18nKey="buttons.reserveTerms"
            values={{
              amount: price.format(deposit.amountCents),
              percent: deposit.percent,
              count: deposit.days,
            }}
            components={{ amount: <bdi dir="ltr" className="tabular-nums" /> }}
          />
        </p>
      )}
      <Suspense fallback={null}>
        {deposit && loaded.has("deposit") && (
          <DepositDialog
            watch={watch}
            terms={deposit}
            usePrefill={usePrefill}
            open={opened === "deposit"}
            onOpenChange={onOpenChange("deposit")}
          />
        )}
        {offers && loaded.has("offer") && (
          <OfferDialog
            watch={watch}
            bounds={offers}
            usePrefill={usePrefill}
            open={opened === "offer"}
            onOpenChange={onOpenChange("offer")}
          />
        )}
      </Suspense>
    </div>
  );
}
