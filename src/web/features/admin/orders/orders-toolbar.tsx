import { orderStatuses } from "../../../../shared/orders";
import { FilterSelect } from "../../../components/ui/filter-select";
import { SearchField } from "../../../components/ui/search-field";
import { useTranslation } from "../../../i18n/use-translation";
import type { OrderFilters } from "./api/query-keys";

const statusFilters = ["all", ...orderStatuses] as const;

/** Search by order number or e-mail, and the status filter. */
export function OrdersToolbar({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <search className="grid gap-4 sm:grid-cols-[1fr_14rem]">
      <SearchField
        id="orders-search"
        label={t("orders.searchLabel")}
        placeholder={t("orders.searchPlaceholder")}
        value={filters.q}
        onSearch={(q) => onChange({ ...filters, q })}
      />
      <FilterSelect
        id="orders-status"
        label={t("orders.statusLabel")}
        value={filters.status}
        options={statusFilters}
        optionLabel={(option) =>
          option === "all" ? t("orders.allStatuses") : t(`common:orderStatus.${option}`)
        }
        onChange={(status) => onChange({ ...filters, status })}
      />
    </search>
  );
}
