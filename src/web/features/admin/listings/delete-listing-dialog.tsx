import { useTranslation } from "react-i18next";
import type { AdminListingRowDto } from "../../../../shared/listing-schemas";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Spinner } from "../../../components/ui/spinner";
import { toast } from "../../../components/ui/toast";
import { BrandModel } from "../../../components/watch/brand-model";
import { errorMessage } from "../../../lib/error-messages";
import { useDeleteListing } from "./api/delete-listing";

/**
 * spec: storefront §5 — "Are you sure you want to delete this listing?". A watch that is part of
 * an order is withdrawn instead (the server decides); the dialog says so before and after.
 */
export function DeleteListingDialog({
  listing,
  onOpenChange,
}: {
  listing: AdminListingRowDto | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("admin");
  const remove = useDeleteListing();

  function confirm() {
    if (!listing) return;
    remove.mutate(listing.id, {
      onSuccess: ({ withdrawn }) => {
        if (withdrawn)
          toast(t("listings.delete.withdrawnTitle"), { description: t("listings.messages.withdrawn") });
        else toast.success(t("listings.messages.deleted"));
        onOpenChange(false);
      },
      onError: (error) =>
        toast.error(t("listings.messages.deleteFailed"), { description: errorMessage(error, t) }),
    });
  }

  return (
    <Dialog open={listing !== undefined} onOpenChange={(open) => !remove.isPending && onOpenChange(open)}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t("listings.delete.title")}</DialogTitle>
          <DialogDescription>{t("listings.messages.confirmDelete")}</DialogDescription>
        </DialogHeader>
        {listing && (
          <p className="rounded-sm border border-border bg-muted/40 px-4 py-3 text-sm font-medium">
            <BrandModel brand={listing.brand} model={listing.model} />
            {listing.reference && (
              <>
                {" "}
                <bdi className="text-muted-foreground">{listing.reference}</bdi>
              </>
            )}
          </p>
        )}
        <p className="text-sm text-muted-foreground">{t("listings.delete.orderNote")}</p>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            {t("listings.delete.cancel")}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending && <Spinner />}
            {remove.isPending ? t("listings.delete.deleting") : t("listings.delete.action")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
