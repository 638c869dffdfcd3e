import { customerStatusFilters } from "../../../../shared/customer-schemas";
import { FilterSelect } from "../../../components/ui/filter-select";
import { SearchField } from "../../../components/ui/search-field";
import { useTranslation } from "../../../i18n/use-translation";
import type { CustomerFilters } from "./api/query-keys";

/** Search over name, e-mail and phone, and the status filter (issue 10). */
export function CustomersToolbar({
  filters,
  onChange,
}: {
  filters: CustomerFilters;
  onChange: (filters: CustomerFilters) => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <search className="grid gap-4 sm:grid-cols-[1fr_14rem]">
      <SearchField
        id="customers-search"
        label={t("customers.searchLabel")}
        placeholder={t("customers.searchPlaceholder")}
        value={filters.q}
        onSearch={(q) => onChange({ ...filters, q })}
      />
      <FilterSelect
        id="customers-status"
        label={t("customers.statusLabel")}
        value={filters.status}
        options={customerStatusFilters}
        optionLabel={(option) => t(`customers.statusFilter.${option}`)}
        onChange={(status) => onChange({ ...filters, status })}
      />
    </search>
  );
}
