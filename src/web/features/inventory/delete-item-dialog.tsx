import type { InventoryItemDto } from "../../../shared/inventory-schemas";
import { ConfirmDialog, ConfirmSubject } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast";
import { ItemName } from "../../components/watch/item-name";
import { useTranslation } from "../../i18n/use-translation";
import { isSignedOutError } from "../../lib/http-error";
import { useMessage } from "../../lib/use-message";
import { formErrorMessage } from "../../lib/validation-messages";
import { useDeleteInventoryItem } from "./api/delete-inventory-item";
import type { InventoryAdapter } from "./inventory-adapter";

/** spec: reseller-tools §8 — "Are you sure you want to delete this item? This action cannot be undone." */
export function DeleteItemDialog({
  adapter,
  item,
  onOpenChange,
  onSignedOut,
}: {
  adapter: InventoryAdapter;
  item: InventoryItemDto | undefined;
  onOpenChange: (open: boolean) => void;
  onSignedOut?: () => void;
}) {
  const { t } = useTranslation("inventory");
  const say = useMessage();
  const remove = useDeleteInventoryItem(adapter);

  function confirm() {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        toast.success(t("messages.deleted"));
        onOpenChange(false);
      },
      onError: (error) => {
        if (onSignedOut && isSignedOutError(error)) {
          onOpenChange(false);
          return onSignedOut();
        }
        toast.error(t("messages.errorTitle"), {
          description: t("messages.deleteFailed", { message: say(formErrorMessage(error)) }),
        });
      },
    });
  }

  return (
    <ConfirmDialog
      open={item !== undefined}
      onOpenChange={onOpenChange}
      onConfirm={confirm}
      pending={remove.isPending}
      words={{
        title: t("delete.title"),
        description: t("delete.confirm"),
        cancel: t("delete.cancel"),
        confirm: t("delete.delete"),
        working: t("delete.deleting"),
      }}
    >
      {item && (
        <ConfirmSubject>
          <ItemName make={item.make} model={item.model} reference={item.reference} />
        </ConfirmSubject>
      )}
    </ConfirmDialog>
  );
}
