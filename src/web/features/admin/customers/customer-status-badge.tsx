import type { CustomerStatus } from "../../../../shared/customer-schemas";
import { Badge } from "../../../components/ui/badge";
import { useTranslation } from "../../../i18n/use-translation";

const tones: Record<CustomerStatus, string> = {
  active: "border-emerald-700/25 bg-emerald-50 text-emerald-900",
  unverified: "border-amber-600/30 bg-amber-50 text-amber-900",
  banned: "border-rose-700/30 bg-rose-50 text-rose-900",
};

/** Issue 10 — active green, unverified amber, banned red; staff accounts also say "Admin". */
export function CustomerStatusBadge({
  status,
  isAdmin = false,
}: {
  status: CustomerStatus;
  isAdmin?: boolean;
}) {
  const { t } = useTranslation("admin");
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <Badge variant="outline" data-status={status} className={tones[status]}>
        {t(`customers.status.${status}`)}
      </Badge>
      {isAdmin && (
        <Badge variant="outline" className="border-gold/50 bg-gold/10 text-ink">
          {t("customers.admin")}
        </Badge>
      )}
    </span>
  );
}
