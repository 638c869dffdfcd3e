import BanIcon from "lucide-react/icons/ban";
import HeartIcon from "lucide-react/icons/heart";
import ShoppingBagIcon from "lucide-react/icons/shopping-bag";
import UndoIcon from "lucide-react/icons/undo";
import { useState } from "react";
import { Link } from "react-router";
import { adminOrderPath } from "../../../../shared/admin-paths";
import type { CustomerDetailDto } from "../../../../shared/customer-schemas";
import { Button } from "../../../components/ui/button";
import { Price } from "../../../components/watch/price";
import { useTranslation } from "../../../i18n/use-translation";
import { AdminOrderStatusBadge } from "../components/admin-order-status-badge";
import { AdminPageHeader } from "../components/admin-page-header";
import { customerName } from "../components/customer-name";
import { FigureCard } from "../components/figure-card";
import { formatAdminTime } from "../components/format-admin-time";
import { BanCustomerDialog } from "./ban-customer-dialog";
import { CustomerStatusBadge } from "./customer-status-badge";

/**
 * A customer's page (issue 10), headed by their name: who they are, their standing, what they bought and how many
 * watches they keep as favourites. Ban and unban are offered for customers only, never for staff
 * (nor, so, for oneself); the server refuses those too.
 */
export function CustomerDetail({ customer }: { customer: CustomerDetailDto }) {
  const { t, i18n } = useTranslation("admin");
  const [confirming, setConfirming] = useState(false);
  const name = customerName(customer);
  const canBan = !customer.isAdmin;
  const banned = customer.status === "banned";
  const fields: [string, React.ReactNode][] = [
    [
      t("customers.columns.email"),
      <bdi key="email" className="break-all">
        {customer.email}
      </bdi>,
    ],
    [
      t("customers.columns.phone"),
      customer.phone ? (
        <bdi key="phone" dir="ltr">
          {customer.phone}
        </bdi>
      ) : (
        t("customers.noPhone")
      ),
    ],
    [
      t("customers.columns.joined"),
      <time key="joined" dateTime={customer.joinedAt}>
        {formatAdminTime(customer.joinedAt, i18n.language)}
      </time>,
    ],
  ];

  return (
    <div className="grid gap-6">
      <AdminPageHeader
        title={name ?? customer.email}
        intro={name ? customer.email : undefined}
        actions={
          canBan && (
            <Button variant={banned ? "outline" : "destructive"} onClick={() => setConfirming(true)}>
              {banned ? <UndoIcon aria-hidden="true" /> : <BanIcon aria-hidden="true" />}
              {t(banned ? "customers.unban.action" : "customers.ban.action")}
            </Button>
          )
        }
      />
      <div className="-mt-3">
        <CustomerStatusBadge status={customer.status} isAdmin={customer.isAdmin} />
      </div>
      {banned && <p className="text-sm text-muted-foreground">{t("customers.bannedNote")}</p>}

      <div className="grid gap-4 sm:grid-cols-3">
        <FigureCard
          label={t("customers.columns.orders")}
          value={<bdi dir="ltr">{customer.ordersCount}</bdi>}
          icon={<ShoppingBagIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
        />
        <FigureCard
          label={t("customers.columns.totalSpent")}
          value={<Price cents={customer.totalSpentCents} />}
        />
        <FigureCard
          label={t("customers.favorites")}
          value={<bdi dir="ltr">{customer.favoritesCount}</bdi>}
          icon={<HeartIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
        />
      </div>

      <section
        className="rounded-md border border-border bg-card p-5 shadow-xs"
        aria-labelledby="customer-profile"
      >
        <h3 id="customer-profile" className="font-display text-xl font-medium">
          {t("customers.profile")}
        </h3>
        <dl className="mt-3 grid gap-0">
          {fields.map(([label, value]) => (
            <div
              key={label}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-border/70 py-2.5 last:border-0"
            >
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="min-w-0 text-sm font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section
        className="rounded-md border border-border bg-card p-5 shadow-xs"
        aria-labelledby="customer-orders"
      >
        <h3 id="customer-orders" className="font-display text-xl font-medium">
          {t("customers.orders")}
        </h3>
        {customer.orders.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">{t("customers.noOrders")}</p>
        ) : (
          <ul className="mt-3 grid">
            {customer.orders.map((order) => (
              <li
                key={order.id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-border/70 py-3 last:border-0"
              >
                <div className="min-w-0">
                  <Link
                    to={adminOrderPath(order.id)}
                    className="rounded-xs font-medium tabular-nums underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <bdi dir="ltr">{order.orderNumber}</bdi>
                  </Link>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={order.createdAt}>{formatAdminTime(order.createdAt, i18n.language)}</time>
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <AdminOrderStatusBadge status={order.status} />
                  <Price cents={order.totalCents} className="font-medium" />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {canBan && <BanCustomerDialog customer={customer} open={confirming} onOpenChange={setConfirming} />}
    </div>
  );
}
