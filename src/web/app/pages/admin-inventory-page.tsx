import { useQueryClient } from "@tanstack/react-query";
import StoreIcon from "lucide-react/icons/store";
import { useState } from "react";
import type { StoreInventoryItemDto } from "../../../shared/inventory-schemas";
import { defaultRates } from "../../../shared/money";
import { AdminPage } from "../../features/admin/components/admin-page";
import { ListingDialog, type ListingDialogTarget } from "../../features/admin/listings/listing-dialog";
import { listingValuesFromStoreItem } from "../../features/admin/listings/listing-form-values";
import { useInventorySummary } from "../../features/inventory/api/get-inventory-summary";
import { storeInventoryAdapter } from "../../features/inventory/api/store-inventory-adapter";
import { inventoryKeys } from "../../features/inventory/inventory-adapter";
import { InventoryView } from "../../features/inventory/inventory-view";
import { useTranslation } from "../../i18n/use-translation";

/**
 * spec: storefront §2 — /admin/inventory, "Inventory Management" (issue 10): the shared inventory
 * view over the store's adapter, plus the back office's own step, "Create listing from this item",
 * which opens the listings' dialog prefilled. It composes two features, so it lives in the app.
 */
export function AdminInventoryPage() {
  const { t } = useTranslation("admin");
  const summary = useInventorySummary(storeInventoryAdapter);
  const [listing, setListing] = useState<ListingDialogTarget>();
  const queryClient = useQueryClient();
  // A listing saved from an item makes it listed: the table reads which items are, again.
  const closeListing = () => {
    setListing(undefined);
    void queryClient.invalidateQueries({ queryKey: inventoryKeys.pages(storeInventoryAdapter) });
  };

  // One stock item, one live listing (issue 24): an item a listing sells, or not in stock, shows
  // the action disabled, saying why; the server refuses a second listing anyway.
  const createListing = (item: StoreInventoryItemDto) => {
    const refusal = item.liveListing
      ? t("inventory.alreadyListed", { title: item.liveListing.title })
      : item.status !== "available"
        ? t("inventory.notInStock")
        : undefined;
    return {
      label: refusal ?? t("inventory.createListing"),
      disabled: refusal !== undefined,
      icon: <StoreIcon aria-hidden="true" />,
      onSelect: () =>
        setListing({
          mode: "add",
          prefill: listingValuesFromStoreItem(item, summary.data?.rates ?? defaultRates),
        }),
    };
  };

  return (
    <>
      <InventoryView
        adapter={storeInventoryAdapter}
        page={(actions, body) => (
          <AdminPage
            title={t("common:admin.pages.inventory.title")}
            intro={t("inventory:intro")}
            actions={actions}
          >
            {body}
          </AdminPage>
        )}
        extraActions={(item) => [createListing(item)]}
      />
      <ListingDialog target={listing} onOpenChange={(open) => !open && closeListing()} />
    </>
  );
}
