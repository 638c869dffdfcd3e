import { SearchIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { orderStatuses } from "../../../../shared/orders";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";
import type { OrderFilters } from "./api/query-keys";

/** Typing settles for this long before the table asks the server again. */
const searchDelayMs = 300;

/** Search by order number or e-mail, and the status filter. */
export function OrdersToolbar({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
}) {
  const { t } = useTranslation("admin");
  const { q, status } = filters;
  const [typed, setTyped] = useState(q);

  useEffect(() => setTyped(q), [q]);
  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(() => onChange({ q: typed.trim(), status }), searchDelayMs);
    return () => clearTimeout(timer);
  }, [typed, q, status, onChange]);

  return (
    <search className="grid gap-4 sm:grid-cols-[1fr_14rem]">
      <div className="grid gap-2">
        <Label htmlFor="orders-search">{t("orders.searchLabel")}</Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="orders-search"
            type="search"
            value={typed}
            maxLength={100}
            placeholder={t("orders.searchPlaceholder")}
            onChange={(event) => setTyped(event.target.value)}
            className="ps-10"
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="orders-status">{t("orders.statusLabel")}</Label>
        <NativeSelect
          id="orders-status"
          value={status}
          onChange={(event) => onChange({ q, status: event.target.value as OrderFilters["status"] })}
        >
          <option value="all">{t("orders.allStatuses")}</option>
          {orderStatuses.map((option) => (
            <option key={option} value={option}>
              {t(`common:orderStatus.${option}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </search>
  );
}
