import type { MarketObservationDto } from "../../../../shared/market-schemas";
import { ConfirmDialog, ConfirmSubject } from "../../../components/ui/confirm-dialog";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { useFormatMoney } from "../../../lib/use-format-money";
import { useMessage } from "../../../lib/use-message";
import { useDeleteRecordedPrice } from "./api/delete-recorded-price";
import { marketPriceErrorMessage } from "./market-price-messages";
import { watchName } from "./recorded-prices-table";

/** Asks before a recorded price goes: the market service stops counting it at once. */
export function DeleteRecordedPriceDialog({
  row,
  onOpenChange,
}: {
  row: MarketObservationDto | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("admin");
  const say = useMessage();
  const formatMoney = useFormatMoney();
  const remove = useDeleteRecordedPrice();

  function confirm() {
    if (!row) return;
    remove.mutate(row.id, {
      onSuccess: () => {
        toast.success(t("marketPrices.delete.deleted"));
        onOpenChange(false);
      },
      onError: (error) =>
        toast.error(t("marketPrices.delete.failed"), { description: say(marketPriceErrorMessage(error)) }),
    });
  }

  return (
    <ConfirmDialog
      open={row !== undefined}
      onOpenChange={onOpenChange}
      onConfirm={confirm}
      pending={remove.isPending}
      words={{
        title: t("marketPrices.delete.title"),
        description: t("marketPrices.delete.description"),
        cancel: t("marketPrices.delete.cancel"),
        confirm: t("marketPrices.delete.action"),
        working: t("marketPrices.delete.deleting"),
      }}
    >
      {row && (
        <ConfirmSubject>
          <bdi dir="ltr">{watchName(row)}</bdi>
          {" · "}
          <bdi dir="ltr" className="tabular-nums">
            {formatMoney(row.priceMinor, row.currency)}
          </bdi>
        </ConfirmSubject>
      )}
    </ConfirmDialog>
  );
}
