import { UsersIcon } from "lucide-react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { type CustomerStatusFilter, customerStatusFilters } from "../../../../shared/customer-schemas";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/error-messages";
import { AdminPageHeader } from "../components/admin-page-header";
import { useCustomerStats } from "../customers/api/get-customer-stats";
import { useCustomers } from "../customers/api/get-customers";
import { CustomerStatsCards } from "../customers/customer-stats-cards";
import { CustomersTable } from "../customers/customers-table";
import { CustomersToolbar } from "../customers/customers-toolbar";

const isStatus = (value: string | null): value is CustomerStatusFilter =>
  (customerStatusFilters as readonly (string | null)[]).includes(value);

/**
 * spec: storefront §2 Customers (issue 10): the stat cards and every customer, searched and
 * filtered (the filters live in the address), one keyset page at a time; a row opens the
 * customer's page, where staff can ban or unban.
 */
export function CustomersPage() {
  const { t } = useTranslation("admin");
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const statusParam = params.get("status");
  const status = isStatus(statusParam) ? statusParam : "all";
  const customers = useCustomers({ q, status });
  const stats = useCustomerStats();

  const setFilters = useCallback(
    (filters: { q: string; status: CustomerStatusFilter }) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (filters.q) next.set("q", filters.q);
          else next.delete("q");
          if (filters.status !== "all") next.set("status", filters.status);
          else next.delete("status");
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const rows = customers.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = q !== "" || status !== "all";
  const failed = customers.isError ? customers : stats.isError ? stats : undefined;

  return (
    <section className="container-page py-10 md:py-14" aria-labelledby="page-title">
      <AdminPageHeader title={t("common:admin.pages.customers.title")} intro={t("customers.intro")} />

      <div className="mt-8 grid gap-6">
        {failed ? (
          <EmptyPanel
            frame="dashed"
            title={t("customers.loadFailed")}
            text={errorMessage(failed.error, t)}
            action={
              <Button
                variant="outline"
                onClick={() => {
                  if (customers.isError) void customers.refetch();
                  if (stats.isError) void stats.refetch();
                }}
              >
                {t("customers.retry")}
              </Button>
            }
          />
        ) : (
          <>
            {stats.data && <CustomerStatsCards stats={stats.data} />}
            <CustomersToolbar q={q} status={status} onChange={setFilters} />
            {customers.isPending && <Spinner label={t("customers.loading")} className="mx-auto my-16" />}
            {customers.isSuccess && rows.length === 0 && (
              <EmptyPanel
                frame="dashed"
                icon={<UsersIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
                text={t(filtered ? "customers.emptyFiltered" : "customers.empty")}
              />
            )}
            {rows.length > 0 && (
              <>
                <CustomersTable rows={rows} />
                <div className="flex flex-col items-center gap-3">
                  <p className="text-xs text-muted-foreground" aria-live="polite">
                    {t("customers.shown", { count: rows.length })}
                  </p>
                  {customers.hasNextPage && (
                    <Button
                      variant="outline"
                      onClick={() => void customers.fetchNextPage()}
                      disabled={customers.isFetchingNextPage}
                    >
                      {customers.isFetchingNextPage && <Spinner className="size-4" />}
                      {customers.isFetchingNextPage ? t("customers.loadingMore") : t("customers.loadMore")}
                    </Button>
                  )}
                </div>
              </>
            )}
          </>
        )}
      </div>
    </section>
  );
}
