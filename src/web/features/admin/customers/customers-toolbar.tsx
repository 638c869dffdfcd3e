import { SearchIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type CustomerStatusFilter, customerStatusFilters } from "../../../../shared/customer-schemas";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";

/** Typing settles for this long before the table asks the server again. */
const searchDelayMs = 300;

/** Search over name, e-mail and phone, and the status filter (issue 10). */
export function CustomersToolbar({
  q,
  status,
  onChange,
}: {
  q: string;
  status: CustomerStatusFilter;
  onChange: (filters: { q: string; status: CustomerStatusFilter }) => void;
}) {
  const { t } = useTranslation("admin");
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
        <Label htmlFor="customers-search">{t("customers.searchLabel")}</Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="customers-search"
            type="search"
            value={typed}
            maxLength={100}
            placeholder={t("customers.searchPlaceholder")}
            onChange={(event) => setTyped(event.target.value)}
            className="ps-10"
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="customers-status">{t("customers.statusLabel")}</Label>
        <NativeSelect
          id="customers-status"
          value={status}
          onChange={(event) => onChange({ q, status: event.target.value as CustomerStatusFilter })}
        >
          {customerStatusFilters.map((option) => (
            <option key={option} value={option}>
              {t(`customers.statusFilter.${option}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </search>
  );
}
