import "./inventory-i18n";
import { PackageIcon, PlusIcon } from "lucide-react";
import { type ReactNode, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import {
  type InventoryItemDto,
  inventorySorts,
  inventoryStatusFilters,
} from "../../../shared/inventory-schemas";
import { defaultRates } from "../../../shared/money";
import { Button } from "../../components/ui/button";
import { EmptyPanel } from "../../components/ui/empty-panel";
import { Spinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/error-messages";
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

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  (options as readonly (string | null)[]).includes(value) ? (value as T) : fallback;

/** The filters live in the address, so a search can be bookmarked and linked to. */
function useFilters(): [InventoryFilters, (filters: InventoryFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters: InventoryFilters = {
    q: params.get("q") ?? "",
    status: oneOf(inventoryStatusFilters, params.get("status"), "all"),
    sort: oneOf(inventorySorts, params.get("sort"), "dateAdded"),
    order: oneOf(["asc", "desc"] as const, params.get("order"), "desc"),
  };
  const setFilters = useCallback(
    (next: InventoryFilters) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          const defaults: InventoryFilters = { q: "", status: "all", sort: "dateAdded", order: "desc" };
          for (const key of ["q", "status", "sort", "order"] as const) {
            if (next[key] === defaults[key]) updated.delete(key);
            else updated.set(key, next[key]);
          }
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filters, setFilters];
}

/**
 * spec: reseller-tools §2 Inventory page — the summary, the kwd/usd toggle, search, status filter
 * and sort, the items, the add/edit dialog and the delete confirmation, over one inventory's
 * adapter. `header` places the page's own heading with the view's buttons.
 */
export function InventoryView<Item extends InventoryItemDto>({
  adapter,
  header,
  extraActions,
}: {
  adapter: InventoryAdapter<Item>;
  header: (actions: ReactNode) => ReactNode;
  extraActions?: (item: Item) => InventoryItemAction[];
}) {
  const { t } = useTranslation("inventory");
  const [filters, setFilters] = useFilters();
  const [currency, setCurrency] = useDisplayCurrency();
  const pages = useInventoryPages(adapter, filters);
  const summary = useInventorySummary(adapter);
  const [editing, setEditing] = useState<ItemDialogTarget<Item>>();
  const [deleting, setDeleting] = useState<Item>();

  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = filters.q !== "" || filters.status !== "all";

  return (
    <MoneyDisplay currency={currency} rates={summary.data?.rates ?? defaultRates}>
      {header(
        <>
          <ExportButton adapter={adapter} filters={filters} />
          <Button variant="luxury" onClick={() => setEditing({ mode: "add" })}>
            <PlusIcon aria-hidden="true" />
            {t("add")}
          </Button>
        </>,
      )}

      <div className="mt-8 grid gap-6">
        <div className="flex justify-end">
          <CurrencyToggle value={currency} onChange={setCurrency} />
        </div>
        <InventorySummaryCards summary={pages.isError ? undefined : summary.data} />
        <InventoryToolbar filters={filters} onChange={setFilters} />
        {pages.isPending && <Spinner label={t("loading")} className="mx-auto my-16" />}
        {pages.isError && (
          <EmptyPanel
            frame="dashed"
            text={t("messages.loadFailed", { message: errorMessage(pages.error, t) })}
            action={
              <Button variant="outline" onClick={() => void pages.refetch()}>
                {t("retry")}
              </Button>
            }
          />
        )}
        {pages.isSuccess && items.length === 0 && (
          <EmptyPanel
            frame="dashed"
            icon={<PackageIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
            text={t(filtered ? "emptyFiltered" : "empty")}
          />
        )}
        {items.length > 0 && (
          <>
            <InventoryTable
              items={items}
              onEdit={(item) => setEditing({ mode: "edit", item })}
              onDelete={setDeleting}
              extraActions={extraActions}
            />
            <div className="flex flex-col items-center gap-3">
              <p className="text-xs text-muted-foreground" aria-live="polite">
                {t("shown", { count: items.length })}
              </p>
              {pages.hasNextPage && (
                <Button
                  variant="outline"
                  onClick={() => void pages.fetchNextPage()}
                  disabled={pages.isFetchingNextPage}
                >
                  {pages.isFetchingNextPage && <Spinner className="size-4" />}
                  {pages.isFetchingNextPage ? t("loadingMore") : t("loadMore")}
                </Button>
              )}
            </div>
          </>
        )}
      </div>

      <InventoryItemDialog
        adapter={adapter}
        target={editing}
        onOpenChange={(open) => !open && setEditing(undefined)}
      />
      <DeleteItemDialog
        adapter={adapter}
        item={deleting}
        onOpenChange={(open) => !open && setDeleting(undefined)}
      />
    </MoneyDisplay>
  );
}
