import { type InventoryStatusFilter, inventorySorts } from "../../../shared/inventory-schemas";
import { FilterSelect } from "../../components/ui/filter-select";
import { SearchField } from "../../components/ui/search-field";
import { useTranslation } from "../../i18n/use-translation";
import type { InventoryFilters } from "./inventory-adapter";

const orders = ["desc", "asc"] as const;

/** Search over make, model, reference and notes; the status filter; the sort and its order. */
export function InventoryToolbar({
  filters,
  statuses,
  onChange,
}: {
  filters: InventoryFilters;
  statuses: readonly InventoryStatusFilter[];
  onChange: (filters: InventoryFilters) => void;
}) {
  const { t } = useTranslation("inventory");
  return (
    <search className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_11rem_13rem_9rem]">
      <SearchField
        id="inventory-search"
        label={t("toolbar.searchLabel")}
        placeholder={t("toolbar.searchPlaceholder")}
        value={filters.q}
        onSearch={(q) => onChange({ ...filters, q })}
        className="sm:col-span-2 lg:col-span-1"
      />
      <FilterSelect
        id="inventory-status"
        label={t("toolbar.statusLabel")}
        value={filters.status}
        options={statuses}
        optionLabel={(option) => (option === "all" ? t("toolbar.allStatuses") : t(`status.${option}`))}
        onChange={(status) => onChange({ ...filters, status })}
      />
      <div className="grid grid-cols-[1fr_8rem] gap-4 sm:col-span-2 lg:col-span-2 lg:grid-cols-[13rem_9rem]">
        <FilterSelect
          id="inventory-sort"
          label={t("toolbar.sortLabel")}
          value={filters.sort}
          options={inventorySorts}
          optionLabel={(option) => t(`sort.${option}`)}
          onChange={(sort) => onChange({ ...filters, sort })}
        />
        <FilterSelect
          id="inventory-order"
          label={t("toolbar.orderLabel")}
          value={filters.order}
          options={orders}
          optionLabel={(option) => t(`toolbar.${option}`)}
          onChange={(order) => onChange({ ...filters, order })}
        />
      </div>
    </search>
  );
}
