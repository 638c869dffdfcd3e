import { ShoppingBagIcon } from "lucide-react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { type OrderStatus, orderStatuses } from "../../../../shared/orders";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/error-messages";
import { AdminPageHeader } from "../components/admin-page-header";
import { useAdminOrders } from "../orders/api/get-admin-orders";
import { useOrderStats } from "../orders/api/get-order-stats";
import type { OrderFilters } from "../orders/api/query-keys";
import { OrderMoveDialog, type PendingMove } from "../orders/order-move-dialog";
import { OrderStatsCards } from "../orders/order-stats-cards";
import { OrdersTable } from "../orders/orders-table";
import { OrdersToolbar } from "../orders/orders-toolbar";

const isStatus = (value: string | null): value is OrderStatus =>
  (orderStatuses as readonly (string | null)[]).includes(value);

/**
 * spec: storefront §2 Orders (issue 10): the cards, then every order newest first, searched by
 * number or e-mail and filtered by status (both in the address, so a view can be bookmarked), one
 * keyset page at a time, each row with the moves its status allows.
 */
export function OrdersPage() {
  const { t } = useTranslation("admin");
  const [params, setParams] = useSearchParams();
  const statusParam = params.get("status");
  const filters: OrderFilters = {
    q: params.get("q") ?? "",
    status: isStatus(statusParam) ? statusParam : "all",
  };
  const orders = useAdminOrders(filters);
  const stats = useOrderStats();
  const [move, setMove] = useState<PendingMove>();

  const setFilters = useCallback(
    (next: OrderFilters) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.q) updated.set("q", next.q);
          else updated.delete("q");
          if (next.status !== "all") updated.set("status", next.status);
          else updated.delete("status");
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  const rows = orders.data?.pages.flatMap((page) => page.orders) ?? [];
  const filtered = filters.q !== "" || filters.status !== "all";
  const failed = orders.isError ? orders : stats.isError ? stats : undefined;

  return (
    <section className="container-page py-10 md:py-14" aria-labelledby="page-title">
      <AdminPageHeader title={t("orders.title")} intro={t("orders.intro")} />

      <div className="mt-8 grid gap-6">
        {failed ? (
          <EmptyPanel
            frame="dashed"
            role="alert"
            title={t("orders.loadFailed")}
            text={errorMessage(failed.error, t)}
            action={
              <Button
                variant="outline"
                onClick={() => {
                  void orders.refetch();
                  void stats.refetch();
                }}
              >
                {t("orders.retry")}
              </Button>
            }
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
            <OrdersToolbar filters={filters} onChange={setFilters} />
            {orders.isPending && <Spinner label={t("orders.loading")} className="mx-auto my-16" />}
            {orders.isSuccess && rows.length === 0 && (
              <EmptyPanel
                frame="dashed"
                icon={<ShoppingBagIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
                text={t(filtered ? "orders.emptyFiltered" : "orders.empty")}
              />
            )}
            {rows.length > 0 && (
              <>
                <OrdersTable rows={rows} onMove={setMove} />
                <div className="flex flex-col items-center gap-3">
                  <p className="text-xs text-muted-foreground" aria-live="polite">
                    {t("orders.shown", { count: rows.length })}
                  </p>
                  {orders.hasNextPage && (
                    <Button
                      variant="outline"
                      onClick={() => void orders.fetchNextPage()}
                      disabled={orders.isFetchingNextPage}
                    >
                      {orders.isFetchingNextPage && <Spinner className="size-4" />}
                      {orders.isFetchingNextPage ? t("orders.loadingMore") : t("orders.loadMore")}
                    </Button>
                  )}
                </div>
              </>
            )}
          </>
        )}
      </div>

      <OrderMoveDialog move={move} onClose={() => setMove(undefined)} />
    </section>
  );
}
