import { SearchIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { inventorySorts, inventoryStatusFilters } from "../../../shared/inventory-schemas";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/ui/native-select";
import type { InventoryFilters } from "./inventory-adapter";

/** Typing settles for this long before the table asks the server again. */
const searchDelayMs = 300;

/** Search over make, model, reference and notes; the status filter; the sort and its order. */
export function InventoryToolbar({
  filters,
  onChange,
}: {
  filters: InventoryFilters;
  onChange: (filters: InventoryFilters) => void;
}) {
  const { t } = useTranslation("inventory");
  const [typed, setTyped] = useState(filters.q);

  useEffect(() => setTyped(filters.q), [filters.q]);
  useEffect(() => {
    if (typed.trim() === filters.q) return;
    const timer = setTimeout(() => onChange({ ...filters, q: typed.trim() }), searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed, filters, onChange]);

  return (
    <search className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_11rem_13rem_9rem]">
      <div className="grid gap-2 sm:col-span-2 lg:col-span-1">
        <Label htmlFor="inventory-search">{t("toolbar.searchLabel")}</Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="inventory-search"
            type="search"
            value={typed}
            maxLength={100}
            placeholder={t("toolbar.searchPlaceholder")}
            onChange={(event) => setTyped(event.target.value)}
            className="ps-10"
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="inventory-status">{t("toolbar.statusLabel")}</Label>
        <NativeSelect
          id="inventory-status"
          value={filters.status}
          onChange={(event) =>
            onChange({ ...filters, status: event.target.value as InventoryFilters["status"] })
          }
        >
          {inventoryStatusFilters.map((option) => (
            <option key={option} value={option}>
              {option === "all" ? t("toolbar.allStatuses") : t(`status.${option}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid grid-cols-[1fr_8rem] gap-4 sm:col-span-2 lg:col-span-2 lg:grid-cols-[13rem_9rem]">
        <div className="grid gap-2">
          <Label htmlFor="inventory-sort">{t("toolbar.sortLabel")}</Label>
          <NativeSelect
            id="inventory-sort"
            value={filters.sort}
            onChange={(event) =>
              onChange({ ...filters, sort: event.target.value as InventoryFilters["sort"] })
            }
          >
            {inventorySorts.map((option) => (
              <option key={option} value={option}>
                {t(`sort.${option}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="inventory-order">{t("toolbar.orderLabel")}</Label>
          <NativeSelect
            id="inventory-order"
            value={filters.order}
            onChange={(event) =>
              onChange({ ...filters, order: event.target.value as InventoryFilters["order"] })
            }
          >
            <option value="desc">{t("toolbar.desc")}</option>
            <option value="asc">{t("toolbar.asc")}</option>
          </NativeSelect>
        </div>
      </div>
    </search>
  );
}
