import EyeIcon from "lucide-react/icons/eye";
import { adminOrderPath } from "../../../../shared/admin-paths";
import type { AdminOrderRowDto } from "../../../../shared/orders";
import type { PagedTableState } from "../../../components/ui/paged-list";
import { RowAction, RowMenu } from "../../../components/ui/row-actions";
import { type Column, DataTable, type TableSort } from "../../../components/ui/table";
import { useTranslation } from "../../../i18n/use-translation";
import { useSession } from "../../../lib/session/session";
import { AdminOrderStatusBadge } from "../components/admin-order-status-badge";
import { formatAdminTime } from "../components/format-admin-time";
import { RowLink } from "../components/row-link";
import { movesFor, OrderMoveItems } from "./order-move-buttons";
import type { PendingMove } from "./order-move-dialog";
import { OrderTotal } from "./order-total";

/**
 * spec: storefront §2 Orders — Order #, Customer, Items, Total, Status, Date, Actions; sorted by
 * date either way on the server. On a phone each row folds into a card under the order number.
 */
export function OrdersTable({
  rows,
  state,
  sort,
  onSort,
  onMove,
  selected,
  onSelect,
}: {
  rows: AdminOrderRowDto[];
  state: PagedTableState;
  sort: TableSort;
  onSort: (sort: TableSort) => void;
  onMove: (move: PendingMove) => void;
  /** Paid orders ticked to be shipped together (issue 28). */
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const role = useSession().session?.user.role;
  const columns: Column<AdminOrderRowDto>[] = [
    {
      key: "number",
      header: t("orders.columns.number"),
      cell: (row) => (
        <RowLink to={adminOrderPath(row.id)} className="tabular-nums">
          <bdi dir="ltr">{row.orderNumber}</bdi>
        </RowLink>
      ),
    },
    {
      key: "customer",
      header: t("orders.columns.customer"),
      fold: "md",
      className: "max-w-56",
      cell: (row) => (
        <>
          {row.customerName && (
            <p dir="auto" className="truncate font-medium rtl:text-right">
              <bdi>{row.customerName}</bdi>
            </p>
          )}
          <p dir="auto" className="truncate text-xs text-muted-foreground rtl:text-right">
            <bdi>{row.email}</bdi>
          </p>
        </>
      ),
      folded: (row) => <bdi className="break-words">{row.customerName ?? row.email}</bdi>,
    },
    {
      key: "items",
      header: t("orders.columns.items"),
      fold: "lg",
      className: "max-w-56",
      cell: (row) => (
        <>
          <p>{t("orders.itemsCount", { count: row.itemsCount })}</p>
          {row.firstLineTitle && (
            <p dir="auto" className="truncate text-xs text-muted-foreground rtl:text-right">
              <bdi>{row.firstLineTitle}</bdi>
            </p>
          )}
        </>
      ),
      folded: (row) => t("orders.itemsCount", { count: row.itemsCount }),
    },
    {
      key: "total",
      header: t("orders.columns.total"),
      fold: "sm",
      cell: (row) => <OrderTotal order={row} />,
    },
    {
      key: "status",
      header: t("orders.columns.status"),
      fold: "sm",
      cell: (row) => <AdminOrderStatusBadge status={row.status} />,
    },
    {
      key: "date",
      header: t("orders.columns.date"),
      fold: "md",
      className: "whitespace-nowrap",
      sortable: true,
      cell: (row) => <time dateTime={row.createdAt}>{formatAdminTime(row.createdAt, i18n.language)}</time>,
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowTestId="order-row"
      state={state}
      sort={sort}
      onSort={onSort}
      selection={{
        selected,
        onSelect,
        canSelect: (row) => row.status === "paid",
        label: (row) => t("orders.bulk.select", { number: row.orderNumber }),
        allLabel: t("orders.bulk.selectAll"),
      }}
      actions={(row) => (
        // The menu comes first so the view buttons line up, with or without a menu.
        <>
          {movesFor(role, row.status).length > 0 && (
            <RowMenu label={t("orders.actions.more", { number: row.orderNumber })}>
              <OrderMoveItems order={row} onMove={onMove} />
            </RowMenu>
          )}
          <RowAction
            to={adminOrderPath(row.id)}
            icon={<EyeIcon aria-hidden="true" />}
            label={t("orders.actions.view", { number: row.orderNumber })}
          />
        </>
      )}
    />
  );
}
