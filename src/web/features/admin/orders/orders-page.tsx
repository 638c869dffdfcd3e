import DownloadIcon from "lucide-react/icons/download";
import ShoppingBagIcon from "lucide-react/icons/shopping-bag";
import { useState } from "react";
import { timeOrders } from "../../../../shared/list-query";
import { orderStatuses } from "../../../../shared/orders";
import { can } from "../../../../shared/staff-roles";
import { Button } from "../../../components/ui/button";
import { LoadFailedPanel } from "../../../components/ui/load-failed-panel";
import { PagedList } from "../../../components/ui/paged-list";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { useSession } from "../../../lib/session/session";
import { useUrlFilters } from "../../../lib/use-url-filters";
import { AdminPage } from "../components/admin-page";
import { listWords } from "../components/list-words";
import { SelectionBar } from "../components/selection-bar";
import { sortOfTime, timeOfSort } from "../components/time-sort";
import { useSelection } from "../components/use-selection";
import { useAdminOrders } from "./api/get-admin-orders";
import { useOrderStats } from "./api/get-order-stats";
import type { OrderFilters } from "./api/query-keys";
import { BulkShipDialog } from "./bulk-ship-dialog";
import { ExportOrdersDialog } from "./export-orders-dialog";
import { OrderMoveDialog, type PendingMove } from "./order-move-dialog";
import { OrderStatsCards } from "./order-stats-cards";
import { OrdersTable } from "./orders-table";
import { OrdersToolbar } from "./orders-toolbar";

const defaultFilters: OrderFilters = { q: "", status: "all", sort: "newest" };
const filterChoices = { status: orderStatuses, sort: timeOrders };

/**
 * spec: storefront §2 Orders (issue 10): the cards, then every order newest first, searched by
 * number or e-mail and filtered by status (both in the address, so a view can be bookmarked), one
 * keyset page at a time, each row with the moves its status allows.
 */
export function OrdersPage() {
  const { t } = useTranslation("admin");
  const [filters, setFilters] = useUrlFilters(defaultFilters, filterChoices);
  const orders = useAdminOrders(filters);
  const stats = useOrderStats();
  const [move, setMove] = useState<PendingMove>();
  const [exporting, setExporting] = useState(false);
  const [shipping, setShipping] = useState(false);
  const { selected, select, clear } = useSelection();
  const role = useSession().session?.user.role;

  const rows = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  const ticked = rows.filter((row) => selected.has(row.id) && row.status === "paid");
  const filtered = filters.q !== "" || filters.status !== "all";
  const failed = orders.isError ? orders : stats.isError ? stats : undefined;

  return (
    <AdminPage
      className="grid gap-6"
      title={t("orders.title")}
      intro={t("orders.intro")}
      actions={
        can(role, "reports") && (
          <Button variant="outline" onClick={() => setExporting(true)}>
            <DownloadIcon aria-hidden="true" />
            {t("orders.export.open")}
          </Button>
        )
      }
    >
      <ExportOrdersDialog open={exporting} onOpenChange={setExporting} filters={filters} />
      {failed ? (
        <LoadFailedPanel
          role="alert"
          title={t("orders.loadFailed")}
          text={errorMessage(failed.error, t)}
          retry={t("common:actions.tryAgain")}
          onRetry={() => {
            void orders.refetch();
            void stats.refetch();
          }}
        />
      ) : (
        <>
          {stats.data && (
            <OrderStatsCards
              stats={stats.data}
              status={filters.status}
              onStatus={(status) => setFilters({ ...filters, status })}
            />
          )}
          <OrdersToolbar
            filters={filters}
            onChange={(next) => {
              clear();
              setFilters(next);
            }}
          />
          {ticked.length > 0 && (
            <SelectionBar
              label={t("orders.bulk.label")}
              count={t("orders.bulk.selected", { count: ticked.length })}
              clear={t("orders.bulk.clear")}
              pending={shipping}
              onClear={clear}
            >
              <Button variant="outline" size="sm" onClick={() => setShipping(true)}>
                {t("orders.ship.submit")}
              </Button>
            </SelectionBar>
          )}
          {/* A failure of the orders shows above, with the cards' own, in place of the list. */}
          <PagedList
            query={orders}
            rows={rows}
            emptyIcon={ShoppingBagIcon}
            table
            words={listWords(t, "orders", { filtered: filtered, count: rows.length })}
          >
            {(rows, state) => (
              <OrdersTable
                rows={rows}
                state={state}
                sort={sortOfTime("date", filters.sort)}
                onSort={(sort) => {
                  clear();
                  setFilters({ ...filters, sort: timeOfSort(sort) });
                }}
                onMove={setMove}
                selected={selected}
                onSelect={select}
              />
            )}
          </PagedList>
        </>
      )}
      <OrderMoveDialog move={move} onClose={() => setMove(undefined)} />
      <BulkShipDialog
        orders={ticked}
        open={shipping && ticked.length > 0}
        onClose={() => setShipping(false)}
        onShipped={() => {
          setShipping(false);
          clear();
        }}
      />
    </AdminPage>
  );
}
