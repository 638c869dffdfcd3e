import { useTranslation } from "react-i18next";
import type { InventoryStatus } from "../../../shared/catalog";
import { Badge } from "../../components/ui/badge";

/** spec: reseller-tools §2 — available green, sold blue, shipped purple. */
const colours: Record<InventoryStatus, string> = {
  available: "border-emerald-700/25 bg-emerald-50 text-emerald-900",
  sold: "border-blue-700/25 bg-blue-50 text-blue-900",
  shipped: "border-purple-700/25 bg-purple-50 text-purple-900",
};

export function InventoryStatusBadge({ status }: { status: InventoryStatus }) {
  const { t } = useTranslation("inventory");
  return (
    <Badge variant="outline" data-status={status} className={colours[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
