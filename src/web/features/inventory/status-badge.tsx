import type { StoreItemStatus } from "../../../shared/store-item-lifecycle";
import { Badge } from "../../components/ui/badge";
import { useTranslation } from "../../i18n/use-translation";

/** spec: reseller-tools §2 — available green, sold blue, shipped purple; reserved (issue 24) amber. */
const colours: Record<StoreItemStatus, string> = {
  available: "border-emerald-700/25 bg-emerald-50 text-emerald-900",
  reserved: "border-amber-700/25 bg-amber-50 text-amber-900",
  sold: "border-blue-700/25 bg-blue-50 text-blue-900",
  shipped: "border-purple-700/25 bg-purple-50 text-purple-900",
};

export function InventoryStatusBadge({ status }: { status: StoreItemStatus }) {
  const { t } = useTranslation("inventory");
  return (
    <Badge variant="outline" data-status={status} className={colours[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
