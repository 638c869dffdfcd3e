import BanIcon from "lucide-react/icons/ban";
import MailWarningIcon from "lucide-react/icons/mail-exclamation-point";
import ShoppingBagIcon from "lucide-react/icons/shopping-bag";
import UserPlusIcon from "lucide-react/icons/user-plus";
import UsersIcon from "lucide-react/icons/users";
import type { CustomerStatsDto } from "../../../../shared/customer-schemas";
import { useTranslation } from "../../../i18n/use-translation";
import { FigureCard } from "../components/figure-card";

const count = (value: number) => <bdi dir="ltr">{value.toLocaleString("en-US")}</bdi>;
const icon = "size-5";

/** The Customers page's cards: how many, how many new, how many bought, and who needs attention. */
export function CustomerStatsCards({ stats }: { stats: CustomerStatsDto }) {
  const { t } = useTranslation("admin");
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      <FigureCard
        label={t("customers.cards.total")}
        value={count(stats.total)}
        icon={<UsersIcon className={icon} strokeWidth={1.5} aria-hidden="true" />}
      />
      <FigureCard
        label={t("customers.cards.newThisMonth")}
        value={count(stats.newThisMonth)}
        icon={<UserPlusIcon className={icon} strokeWidth={1.5} aria-hidden="true" />}
      />
      <FigureCard
        label={t("customers.cards.withOrders")}
        value={count(stats.withOrders)}
        note={t("customers.cards.withOrdersNote")}
        icon={<ShoppingBagIcon className={icon} strokeWidth={1.5} aria-hidden="true" />}
      />
      <FigureCard
        label={t("customers.cards.unverified")}
        value={count(stats.unverified)}
        note={t("customers.cards.unverifiedNote")}
        icon={<MailWarningIcon className={icon} strokeWidth={1.5} aria-hidden="true" />}
      />
      <FigureCard
        label={t("customers.cards.banned")}
        value={count(stats.banned)}
        icon={<BanIcon className={icon} strokeWidth={1.5} aria-hidden="true" />}
      />
    </div>
  );
}
