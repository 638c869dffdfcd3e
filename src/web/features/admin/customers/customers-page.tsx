import UsersIcon from "lucide-react/icons/users";
import { customerStatusFilters } from "../../../../shared/customer-schemas";
import { timeOrders } from "../../../../shared/list-query";
import { can } from "../../../../shared/staff-roles";
import { DownloadButton } from "../../../components/ui/download-button";
import { LoadFailedPanel } from "../../../components/ui/load-failed-panel";
import { PagedList } from "../../../components/ui/paged-list";
import { toast } from "../../../components/ui/toast";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";
import { useSession } from "../../../lib/session/session";
import { useUrlFilters } from "../../../lib/use-url-filters";
import { AdminPage } from "../components/admin-page";
import { listWords } from "../components/list-words";
import { sortOfTime, timeOfSort } from "../components/time-sort";
import { useExportCustomers } from "./api/export-customers";
import { useCustomerStats } from "./api/get-customer-stats";
import { useCustomers } from "./api/get-customers";
import type { CustomerFilters } from "./api/query-keys";
import { CustomerStatsCards } from "./customer-stats-cards";
import { CustomersTable } from "./customers-table";
import { CustomersToolbar } from "./customers-toolbar";

const defaultFilters: CustomerFilters = { q: "", status: "all", sort: "newest" };
const filterChoices = { status: customerStatusFilters, sort: timeOrders };

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
    <AdminPage
      className="grid gap-6"
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
    >
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
            table
            words={listWords(t, "customers", { filtered: filtered, count: rows.length })}
          >
            {(rows, state) => (
              <CustomersTable
                rows={rows}
                state={state}
                sort={sortOfTime("joined", filters.sort)}
                onSort={(sort) => setFilters({ ...filters, sort: timeOfSort(sort) })}
              />
            )}
          </PagedList>
        </>
      )}
    </AdminPage>
  );
}
