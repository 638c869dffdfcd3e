import type { AdminListingRowDto } from "../../../../shared/listing-schemas";
import { ConfirmDialog, ConfirmSubject } from "../../../components/ui/confirm-dialog";
import { toast } from "../../../components/ui/toast";
import { BrandModel } from "../../../components/watch/brand-model";
import { useTranslation } from "../../../i18n/use-translation";
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
    <ConfirmDialog
      open={listing !== undefined}
      onOpenChange={onOpenChange}
      onConfirm={confirm}
      pending={remove.isPending}
      words={{
        title: t("listings.delete.title"),
        description: t("listings.messages.confirmDelete"),
        cancel: t("listings.delete.cancel"),
        confirm: t("listings.delete.action"),
        working: t("listings.delete.deleting"),
      }}
    >
      {listing && (
        <ConfirmSubject>
          <BrandModel brand={listing.brand} model={listing.model} />
          {listing.reference && (
            <>
              {" "}
              <bdi className="text-muted-foreground">{listing.reference}</bdi>
            </>
          )}
        </ConfirmSubject>
      )}
      <p className="text-sm text-muted-foreground">{t("listings.delete.orderNote")}</p>
    </ConfirmDialog>
  );
}
