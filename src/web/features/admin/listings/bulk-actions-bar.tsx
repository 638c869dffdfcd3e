import { type BulkListingAction, bulkListingActions } from "../../../../shared/listing-schemas";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { SelectionBar } from "../components/selection-bar";
import { useBulkUpdateListings } from "./api/bulk-update-listings";

/**
 * Issue 28: what staff do to the listings they ticked — activate, deactivate, feature, unfeature —
 * with how many changed and which were left as they were (a watch already live elsewhere).
 */
export function BulkActionsBar({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const { t } = useTranslation("admin");
  const bulk = useBulkUpdateListings();
  if (ids.length === 0) return null;
  const run = (action: BulkListingAction) =>
    bulk.mutate(
      { action, ids },
      {
        onSuccess: (result) => {
          toast.success(t("listings.bulk.changed", { count: result.changed }), {
            description:
              result.skipped.length > 0
                ? t("listings.bulk.skipped", {
                    count: result.skipped.length,
                    titles: result.skipped.map((skip) => skip.title ?? "").join(", "),
                  })
                : undefined,
          });
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error, t)),
      },
    );
  return (
    <SelectionBar
      label={t("listings.bulk.label")}
      count={t("listings.bulk.selected", { count: ids.length })}
      clear={t("listings.bulk.clear")}
      pending={bulk.isPending}
      onClear={onDone}
    >
      {bulkListingActions.map((action) => (
        <Button
          key={action}
          variant="outline"
          size="sm"
          disabled={bulk.isPending}
          onClick={() => run(action)}
        >
          {t(`listings.bulk.actions.${action}`)}
        </Button>
      ))}
    </SelectionBar>
  );
}
