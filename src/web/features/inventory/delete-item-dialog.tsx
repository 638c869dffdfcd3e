import { useTranslation } from "react-i18next";
import type { InventoryItemDto } from "../../../shared/inventory-schemas";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { toast } from "../../components/ui/toast";
import { useMessage } from "../../lib/use-message";
import { formErrorMessage } from "../../lib/validation-messages";
import { useDeleteInventoryItem } from "./api/delete-inventory-item";
import type { InventoryAdapter } from "./inventory-adapter";

/** spec: reseller-tools §8 — "Are you sure you want to delete this item? This action cannot be undone." */
export function DeleteItemDialog({
  adapter,
  item,
  onOpenChange,
}: {
  adapter: InventoryAdapter;
  item: InventoryItemDto | undefined;
  onOpenChange: (open: boolean) => void;
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
      onError: (error) =>
        toast.error(t("messages.errorTitle"), {
          description: t("messages.deleteFailed", { message: say(formErrorMessage(error)) }),
        }),
    });
  }

  return (
    <Dialog open={item !== undefined} onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t("delete.title")}</DialogTitle>
          <DialogDescription>{t("delete.confirm")}</DialogDescription>
        </DialogHeader>
        {item && (
          <p className="rounded-sm border border-border bg-muted/40 px-4 py-3 text-sm font-medium">
            <bdi>{`${item.make} ${item.model}`}</bdi>
            {item.reference && (
              <>
                {" "}
                <bdi dir="ltr" className="text-muted-foreground">
                  {item.reference}
                </bdi>
              </>
            )}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            {t("delete.cancel")}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending && <Spinner />}
            {remove.isPending ? t("delete.deleting") : t("delete.delete")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
