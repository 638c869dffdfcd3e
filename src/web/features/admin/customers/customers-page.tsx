import UsersIcon from "lucide-react/icons/users";
import { type CustomerStatusFilter, customerStatusFilters } from "../../../../shared/customer-schemas";
import { can } from "../../../../shared/staff-roles";
import { DownloadButton } from "../../../components/ui/download-button";
import { LoadFailedPanel } from "../../../components/ui/load-failed-panel";
import { PagedList } from "../../../components/ui/paged-list";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { useSession } from "../../../lib/session/session";
import { useUrlFilters } from "../../../lib/use-url-filters";
import { AdminPageHeader } from "../components/admin-page-header";
import { useExportCustomers } from "./api/export-customers";
import { useCustomerStats } from "./api/get-customer-stats";
import { useCustomers } from "./api/get-customers";
import { CustomerStatsCards } from "./customer-stats-cards";
import { CustomersTable } from "./customers-table";
import { CustomersToolbar } from "./customers-toolbar";

const defaultFilters: { q: string; status: CustomerStatusFilter } = { q: "", status: "all" };
const filterChoices = { status: customerStatusFilters };

/**
 * spec: storefront §2 Customers (issue 10): the stat cards and every customer, searched and
 * filtered (the filters live in the address), one keyset page at a time; a row opens the
 * customer's page, where staff can ban or unban.
 */
export function CustomersPage() {
  const { t } = useTranslation("admin");
  const [filters, setFilters] = useUrlFilters(defaultFilters, filterChoices);
  const customers = useCustomers(filters);
  const stats = useCustomerStats();
  const exporting = useExportCustomers();
  const role = useSession().session?.user.role;

  const rows = customers.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = filters.q !== "" || filters.status !== "all";
  const failed = customers.isError ? customers : stats.isError ? stats : undefined;

  return (
    <section className="container-page py-10 md:py-14" aria-labelledby="page-title">
      <AdminPageHeader
        title={t("common:admin.pages.customers.title")}
        intro={t("customers.intro")}
        actions={
          can(role, "reports") && (
            <DownloadButton
              pending={exporting.isPending}
              label={t("customers.export")}
              working={t("customers.exporting")}
              onClick={() =>
                exporting.mutate(filters, {
                  onError: (error) =>
                    toast.error(t("customers.exportFailed"), { description: errorMessage(error, t) }),
                })
              }
            />
          )
        }
      />

      <div className="mt-8 grid gap-6">
        {failed ? (
          <LoadFailedPanel
            title={t("customers.loadFailed")}
            text={errorMessage(failed.error, t)}
            retry={t("common:actions.tryAgain")}
            onRetry={() => {
              if (customers.isError) void customers.refetch();
              if (stats.isError) void stats.refetch();
            }}
          />
        ) : (
          <>
            {stats.data && <CustomerStatsCards stats={stats.data} />}
            <CustomersToolbar filters={filters} onChange={setFilters} />
            {/* A failure of the customers shows above, with the cards' own, in place of the list. */}
            <PagedList
              query={customers}
              rows={rows}
              emptyIcon={UsersIcon}
              words={{
                loading: t("customers.loading"),
                failedTitle: t("customers.loadFailed"),
                failedText: (error) => errorMessage(error, t),
                retry: t("common:actions.tryAgain"),
                empty: t(filtered ? "customers.emptyFiltered" : "customers.empty"),
                shown: t("customers.shown", { count: rows.length }),
                loadMore: t("common:actions.loadMore"),
                loadingMore: t("customers.loadingMore"),
              }}
            >
              {(rows) => <CustomersTable rows={rows} />}
            </PagedList>
          </>
        )}
      </div>
    </section>
  );
}
