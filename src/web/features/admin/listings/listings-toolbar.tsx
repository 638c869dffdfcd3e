import { type AdminListingStatus, adminListingStatuses } from "../../../../shared/listing-schemas";
import { FilterSelect } from "../../../components/ui/filter-select";
import { SearchField } from "../../../components/ui/search-field";
import { useTranslation } from "../../../i18n/use-translation";

/** Search over title, brand, model and reference, and the status filter (issue 9). */
export function ListingsToolbar({
  filters,
  onChange,
}: {
  filters: { q: string; status: AdminListingStatus };
  onChange: (filters: { q: string; status: AdminListingStatus }) => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <search className="grid gap-4 sm:grid-cols-[1fr_14rem]">
      <SearchField
        id="listings-search"
        label={t("listings.searchLabel")}
        placeholder={t("listings.searchPlaceholder")}
        value={filters.q}
        onSearch={(q) => onChange({ ...filters, q })}
      />
      <FilterSelect
        id="listings-status"
        label={t("listings.statusLabel")}
        value={filters.status}
        options={adminListingStatuses}
        optionLabel={(option) => t(`listings.statusFilter.${option}`)}
        onChange={(status) => onChange({ ...filters, status })}
      />
    </search>
  );
}
