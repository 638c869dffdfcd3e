import ChevronRightIcon from "lucide-react/icons/chevron-right";
import type { CustomerRowDto } from "../../../../shared/customer-schemas";
import type { PagedTableState } from "../../../components/ui/paged-list";
import { RowAction } from "../../../components/ui/row-actions";
import { type Column, DataTable, type TableSort } from "../../../components/ui/table";
import { Price } from "../../../components/watch/price";
import { useTranslation } from "../../../i18n/use-translation";
import { customerName, customerPath } from "../components/customer-name";
import { formatAdminTime } from "../components/format-admin-time";
import { RowLink } from "../components/row-link";
import { CustomerStatusBadge } from "./customer-status-badge";

/**
 * Issue 10 — Name, e-mail, phone, joined (sorted either way on the server), orders, total spent
 * and status. On a phone each row folds into a card under the name.
 */
export function CustomersTable({
  rows,
  state,
  sort,
  onSort,
}: {
  rows: CustomerRowDto[];
  state: PagedTableState;
  sort: TableSort;
  onSort: (sort: TableSort) => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const columns: Column<CustomerRowDto>[] = [
    {
      key: "customer",
      header: t("customers.columns.customer"),
      cell: (row) => {
        const name = customerName(row);
        return (
          <>
            <RowLink to={customerPath(row.id)} className="break-words">
              <bdi>{name ?? row.email}</bdi>
            </RowLink>
            {name && (
              <p className="text-xs break-all text-muted-foreground md:truncate">
                <bdi>{row.email}</bdi>
              </p>
            )}
          </>
        );
      },
    },
    {
      key: "phone",
      header: t("customers.columns.phone"),
      fold: "lg",
      className: "whitespace-nowrap",
      cell: (row) =>
        row.phone ? <bdi dir="ltr">{row.phone}</bdi> : <span className="text-muted-foreground">—</span>,
      folded: (row) => row.phone && <bdi dir="ltr">{row.phone}</bdi>,
    },
    {
      key: "joined",
      header: t("customers.columns.joined"),
      fold: "md",
      className: "whitespace-nowrap",
      sortable: true,
      cell: (row) => <time dateTime={row.joinedAt}>{formatAdminTime(row.joinedAt, i18n.language)}</time>,
      folded: (row) => (
        <>
          {t("customers.columns.joined")}:{" "}
          <time dateTime={row.joinedAt}>{formatAdminTime(row.joinedAt, i18n.language)}</time>
        </>
      ),
    },
    {
      key: "orders",
      header: t("customers.columns.orders"),
      fold: "sm",
      align: "end",
      className: "tabular-nums",
      cell: (row) => <bdi dir="ltr">{row.ordersCount}</bdi>,
      folded: (row) => t("customers.ordersCount", { count: row.ordersCount }),
    },
    {
      key: "spent",
      header: t("customers.columns.totalSpent"),
      fold: "sm",
      align: "end",
      cell: (row) => <Price cents={row.totalSpentCents} />,
      folded: (row) => <Price cents={row.totalSpentCents} className="font-medium text-foreground" />,
    },
    {
      key: "status",
      header: t("customers.columns.status"),
      fold: "sm",
      cell: (row) => <CustomerStatusBadge status={row.status} isAdmin={row.isAdmin} />,
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowTestId="customer-row"
      fixed
      state={state}
      sort={sort}
      onSort={onSort}
      actions={(row) => (
        <RowAction
          to={customerPath(row.id)}
          icon={<ChevronRightIcon className="rtl:-scale-x-100" aria-hidden="true" />}
          label={t("customers.view", { name: customerName(row) ?? row.email })}
        />
      )}
    />
  );
}
