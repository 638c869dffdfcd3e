import "./inventory-i18n";
import PackageIcon from "lucide-react/icons/package";
import PlusIcon from "lucide-react/icons/plus";
import { type ReactNode, useMemo, useState } from "react";
import { type InventoryItemDto, inventorySorts } from "../../../shared/inventory-schemas";
import { defaultRates } from "../../../shared/money";
import { Button } from "../../components/ui/button";
import { PagedList } from "../../components/ui/paged-list";
import { useTranslation } from "../../i18n/use-translation";
import { errorMessage } from "../../lib/error-messages";
import { useUrlFilters } from "../../lib/use-url-filters";
import { useInventoryPages } from "./api/get-inventory-page";
import { useInventorySummary } from "./api/get-inventory-summary";
import { CurrencyToggle } from "./currency-toggle";
import { DeleteItemDialog } from "./delete-item-dialog";
import { ExportButton } from "./export-button";
import type { InventoryAdapter, InventoryFilters, InventoryItemAction } from "./inventory-adapter";
import { InventoryTable } from "./inventory-table";
import { InventoryToolbar } from "./inventory-toolbar";
import { InventoryItemDialog, type ItemDialogTarget } from "./item-dialog";
import { MoneyDisplay, useDisplayCurrency } from "./money";
import { InventorySummaryCards } from "./summary-cards";

const defaultFilters: InventoryFilters = { q: "", status: "all", sort: "dateAdded", order: "desc" };

/**
 * spec: reseller-tools §2 Inventory page — the summary, the kwd/usd toggle, search, status filter
 * and sort, the items, the add/edit dialog and the delete confirmation, over one inventory's
 * adapter. `page` frames it in its page's shell, the view's buttons among the page's actions.
 */
export function InventoryView<Item extends InventoryItemDto>({
  adapter,
  page,
  extraActions,
  onSignedOut,
}: {
  adapter: InventoryAdapter<Item>;
  page: (actions: ReactNode, body: ReactNode) => ReactNode;
  extraActions?: (item: Item) => InventoryItemAction[];
  /** spec: reseller-tools §6 — a write refused for want of a session opens the sign-in dialog. */
  onSignedOut?: () => void;
}) {
  const { t } = useTranslation("inventory");
  // The filters live in the address, so a search can be bookmarked and linked to.
  const choices = useMemo(
    () => ({ status: adapter.statusFilters, sort: inventorySorts, order: ["asc", "desc"] as const }),
    [adapter.statusFilters],
  );
  const [filters, setFilters] = useUrlFilters(defaultFilters, choices);
  const [currency, setCurrency] = useDisplayCurrency();
  const pages = useInventoryPages(adapter, filters);
  const summary = useInventorySummary(adapter);
  const [editing, setEditing] = useState<ItemDialogTarget<Item>>();
  const [deleting, setDeleting] = useState<Item>();

  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = filters.q !== "" || filters.status !== "all";

  return (
    <MoneyDisplay currency={currency} rates={summary.data?.rates ?? defaultRates}>
      {page(
        <>
          <ExportButton adapter={adapter} filters={filters} />
          <Button variant="luxury" onClick={() => setEditing({ mode: "add" })}>
            <PlusIcon aria-hidden="true" />
            {t("add")}
          </Button>
        </>,
        <div className="grid gap-6">
          <div className="flex justify-end">
            <CurrencyToggle value={currency} onChange={setCurrency} />
          </div>
          <InventorySummaryCards summary={pages.isError ? undefined : summary.data} />
          <InventoryToolbar filters={filters} statuses={adapter.statusFilters} onChange={setFilters} />
          <PagedList
            query={pages}
            rows={items}
            emptyIcon={PackageIcon}
            table
            words={{
              loading: t("loading"),
              failedText: (error) => t("messages.loadFailed", { message: errorMessage(error, t) }),
              empty: t(filtered ? "emptyFiltered" : "empty"),
              shown: t("shown", { count: items.length }),
              loadingMore: t("loadingMore"),
            }}
          >
            {(items, state) => (
              <InventoryTable
                items={items}
                state={state}
                onEdit={(item) => setEditing({ mode: "edit", item })}
                onDelete={setDeleting}
                extraActions={extraActions}
              />
            )}
          </PagedList>
        </div>,
      )}
      <InventoryItemDialog
        adapter={adapter}
        target={editing}
        onOpenChange={(open) => !open && setEditing(undefined)}
        onSignedOut={onSignedOut}
      />
      <DeleteItemDialog
        adapter={adapter}
        item={deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
        onSignedOut={onSignedOut}
      />
    </MoneyDisplay>
  );
}
