import ChevronRightIcon from "lucide-react/icons/chevron-right";
import { Link } from "react-router";
import type { CustomerRowDto } from "../../../../shared/customer-schemas";
import { Price } from "../../../components/watch/price";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { customerName, customerPath } from "../components/customer-name";
import { formatAdminTime } from "../components/format-admin-time";
import { CustomerStatusBadge } from "./customer-status-badge";

const cell = "px-2 py-3 align-middle sm:px-3";
const heading = "px-3 py-3 text-start text-xs font-medium uppercase tracking-[0.14em] text-muted-foreground";

/**
 * Issue 10 — Name, e-mail, phone, joined, orders, total spent and status. On a phone each row
 * folds into a card under the name, so nothing scrolls sideways.
 */
export function CustomersTable({ rows }: { rows: CustomerRowDto[] }) {
  const { t, i18n } = useTranslation("admin");
  return (
    <div className="rounded-md border border-border bg-card shadow-xs">
      <table className="w-full table-fixed border-collapse text-sm md:table-auto">
        <thead className="border-b border-border bg-muted/40">
          <tr>
            <th scope="col" className={heading}>
              {t("customers.columns.customer")}
            </th>
            <th scope="col" className={cn(heading, "hidden lg:table-cell")}>
              {t("customers.columns.phone")}
            </th>
            <th scope="col" className={cn(heading, "hidden md:table-cell")}>
              {t("customers.columns.joined")}
            </th>
            <th scope="col" className={cn(heading, "hidden text-end sm:table-cell")}>
              {t("customers.columns.orders")}
            </th>
            <th scope="col" className={cn(heading, "hidden text-end sm:table-cell")}>
              {t("customers.columns.totalSpent")}
            </th>
            <th scope="col" className={cn(heading, "hidden sm:table-cell")}>
              {t("customers.columns.status")}
            </th>
            <th scope="col" className={cn(heading, "w-12")}>
              <span className="sr-only">{t("customers.columns.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = customerName(row);
            const joined = (
              <time dateTime={row.joinedAt}>{formatAdminTime(row.joinedAt, i18n.language)}</time>
            );
            const orders = t("customers.ordersCount", { count: row.ordersCount });
            return (
              <tr key={row.id} className="border-b border-border/70 last:border-0" data-testid="customer-row">
                <td className={cell}>
                  <Link
                    to={customerPath(row.id)}
                    className="rounded-xs font-medium break-words underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <bdi>{name ?? row.email}</bdi>
                  </Link>
                  {name && (
                    <p className="text-xs break-all text-muted-foreground md:truncate">
                      <bdi>{row.email}</bdi>
                    </p>
                  )}
                  <div className="mt-1 grid gap-1 text-xs text-muted-foreground lg:hidden">
                    {row.phone && (
                      <p>
                        <bdi dir="ltr">{row.phone}</bdi>
                      </p>
                    )}
                    <p className="md:hidden">
                      {t("customers.columns.joined")}: {joined}
                    </p>
                  </div>
                  <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs sm:hidden">
                    <CustomerStatusBadge status={row.status} isAdmin={row.isAdmin} />
                    <span className="text-muted-foreground">{orders}</span>
                    <Price cents={row.totalSpentCents} className="font-medium" />
                  </div>
                </td>
                <td className={cn(cell, "hidden whitespace-nowrap lg:table-cell")}>
                  {row.phone ? (
                    <bdi dir="ltr">{row.phone}</bdi>
                  ) : (
                    <span className="text-muted-foreground">—</span>
                  )}
                </td>
                <td className={cn(cell, "hidden whitespace-nowrap md:table-cell")}>{joined}</td>
                <td className={cn(cell, "hidden text-end tabular-nums sm:table-cell")}>
                  <bdi dir="ltr">{row.ordersCount}</bdi>
                </td>
                <td className={cn(cell, "hidden text-end sm:table-cell")}>
                  <Price cents={row.totalSpentCents} />
                </td>
                <td className={cn(cell, "hidden sm:table-cell")}>
                  <CustomerStatusBadge status={row.status} isAdmin={row.isAdmin} />
                </td>
                <td className={cn(cell, "text-end")}>
                  <Link
                    to={customerPath(row.id)}
                    className="inline-flex size-9 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <ChevronRightIcon className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                    <span className="sr-only">{t("customers.view", { name: name ?? row.email })}</span>
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
