import EllipsisVerticalIcon from "lucide-react/icons/ellipsis-vertical";
import EyeIcon from "lucide-react/icons/eye";
import { Link } from "react-router";
import { adminOrderPath } from "../../../../shared/admin-paths";
import type { AdminOrderRowDto } from "../../../../shared/orders";
import { Button } from "../../../components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "../../../components/ui/dropdown-menu";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { useSession } from "../../../lib/session/session";
import { AdminOrderStatusBadge } from "../components/admin-order-status-badge";
import { formatAdminTime } from "../components/format-admin-time";
import { movesFor, OrderMoveItems } from "./order-move-buttons";
import type { PendingMove } from "./order-move-dialog";
import { OrderTotal } from "./order-total";

const cell = "px-2 py-3 align-middle sm:px-3";
const checkbox = "size-4 accent-gold-dark";
const heading = "px-3 py-3 text-start text-xs font-medium uppercase tracking-[0.14em] text-muted-foreground";

/**
 * A Latin name, e-mail or title cut at its own end inside Arabic: the line takes its text's
 * direction (dir="auto"), yet stays on the column's side.
 */
const clipped = "truncate rtl:text-right";

/**
 * spec: storefront §2 Orders — Order #, Customer, Items, Total, Status, Date, Actions. On a phone
 * each row folds into a card under the order number, so nothing scrolls sideways.
 */
export function OrdersTable({
  rows,
  onMove,
  selected,
  onSelect,
}: {
  rows: AdminOrderRowDto[];
  onMove: (move: PendingMove) => void;
  /** Paid orders ticked to be shipped together (issue 28). */
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const role = useSession().session?.user.role;
  const shippable = rows.filter((row) => row.status === "paid").map((row) => row.id);
  const allSelected = shippable.length > 0 && shippable.every((id) => selected.has(id));
  return (
    <div className="rounded-md border border-border bg-card shadow-xs">
      <table className="w-full border-collapse text-sm">
        <thead className="border-b border-border bg-muted/40">
          <tr>
            <th scope="col" className={cn(heading, "w-10 pe-0")}>
              {shippable.length > 0 && (
                <input
                  type="checkbox"
                  className={checkbox}
                  checked={allSelected}
                  aria-label={t("orders.bulk.selectAll")}
                  onChange={(event) => onSelect(shippable, event.target.checked)}
                />
              )}
            </th>
            <th scope="col" className={heading}>
              {t("orders.columns.number")}
            </th>
            <th scope="col" className={cn(heading, "hidden md:table-cell")}>
              {t("orders.columns.customer")}
            </th>
            <th scope="col" className={cn(heading, "hidden lg:table-cell")}>
              {t("orders.columns.items")}
            </th>
            <th scope="col" className={cn(heading, "hidden sm:table-cell")}>
              {t("orders.columns.total")}
            </th>
            <th scope="col" className={cn(heading, "hidden sm:table-cell")}>
              {t("orders.columns.status")}
            </th>
            <th scope="col" className={cn(heading, "hidden md:table-cell")}>
              {t("orders.columns.date")}
            </th>
            <th scope="col" className={cn(heading, "text-end")}>
              {t("orders.columns.actions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const customer = row.customerName ?? row.email;
            const date = (
              <time dateTime={row.createdAt}>{formatAdminTime(row.createdAt, i18n.language)}</time>
            );
            const items = t("orders.itemsCount", { count: row.itemsCount });
            return (
              <tr key={row.id} className="border-b border-border/70 last:border-0" data-testid="order-row">
                <td className={cn(cell, "w-10 pe-0")}>
                  {row.status === "paid" && (
                    <input
                      type="checkbox"
                      className={checkbox}
                      checked={selected.has(row.id)}
                      aria-label={t("orders.bulk.select", { number: row.orderNumber })}
                      onChange={(event) => onSelect([row.id], event.target.checked)}
                    />
                  )}
                </td>
                <td className={cell}>
                  <Link
                    to={adminOrderPath(row.id)}
                    className="rounded-xs font-medium tabular-nums underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <bdi dir="ltr">{row.orderNumber}</bdi>
                  </Link>
                  <div className="mt-1 grid gap-1 text-xs text-muted-foreground md:hidden">
                    <p className="break-words">
                      <bdi>{customer}</bdi>
                    </p>
                    <p>
                      {items} · {date}
                    </p>
                  </div>
                  <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 sm:hidden">
                    <OrderTotal order={row} />
                    <AdminOrderStatusBadge status={row.status} />
                  </div>
                </td>
                <td className={cn(cell, "hidden max-w-56 md:table-cell")}>
                  {row.customerName && (
                    <p dir="auto" className={cn(clipped, "font-medium")}>
                      <bdi>{row.customerName}</bdi>
                    </p>
                  )}
                  <p dir="auto" className={cn(clipped, "text-xs text-muted-foreground")}>
                    <bdi>{row.email}</bdi>
                  </p>
                </td>
                <td className={cn(cell, "hidden max-w-56 lg:table-cell")}>
                  <p>{items}</p>
                  {row.firstLineTitle && (
                    <p dir="auto" className={cn(clipped, "text-xs text-muted-foreground")}>
                      <bdi>{row.firstLineTitle}</bdi>
                    </p>
                  )}
                </td>
                <td className={cn(cell, "hidden sm:table-cell")}>
                  <OrderTotal order={row} />
                </td>
                <td className={cn(cell, "hidden sm:table-cell")}>
                  <AdminOrderStatusBadge status={row.status} />
                </td>
                <td className={cn(cell, "hidden whitespace-nowrap md:table-cell")}>{date}</td>
                <td className={cn(cell, "text-end")}>
                  {/* The menu comes first so the view buttons line up, with or without a menu. */}
                  <div className="flex justify-end gap-0.5 sm:gap-1">
                    {movesFor(role, row.status).length > 0 && (
                      <DropdownMenu>
                        <DropdownMenuTrigger asChild>
                          <Button variant="ghost" size="icon" className="size-9">
                            <EllipsisVerticalIcon aria-hidden="true" />
                            <span className="sr-only">
                              {t("orders.actions.more", { number: row.orderNumber })}
                            </span>
                          </Button>
                        </DropdownMenuTrigger>
                        <DropdownMenuContent align="end">
                          <OrderMoveItems order={row} onMove={onMove} />
                        </DropdownMenuContent>
                      </DropdownMenu>
                    )}
                    <Button asChild variant="ghost" size="icon" className="size-9">
                      <Link to={adminOrderPath(row.id)}>
                        <EyeIcon aria-hidden="true" />
                        <span className="sr-only">
                          {t("orders.actions.view", { number: row.orderNumber })}
                        </span>
                      </Link>
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
