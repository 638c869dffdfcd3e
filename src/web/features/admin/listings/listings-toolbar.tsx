import { SearchIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type AdminListingStatus, adminListingStatuses } from "../../../../shared/listing-schemas";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { NativeSelect } from "../../../components/ui/native-select";

/** Typing settles for this long before the table asks the server again. */
const searchDelayMs = 300;

/** Search over title, brand, model and reference, and the status filter (issue 9). */
export function ListingsToolbar({
  q,
  status,
  onChange,
}: {
  q: string;
  status: AdminListingStatus;
  onChange: (filters: { q: string; status: AdminListingStatus }) => void;
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
        <Label htmlFor="listings-search">{t("listings.searchLabel")}</Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="listings-search"
            type="search"
            value={typed}
            maxLength={100}
            placeholder={t("listings.searchPlaceholder")}
            onChange={(event) => setTyped(event.target.value)}
            className="ps-10"
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="listings-status">{t("listings.statusLabel")}</Label>
        <NativeSelect
          id="listings-status"
          value={status}
          onChange={(event) => onChange({ q, status: event.target.value as AdminListingStatus })}
        >
          {adminListingStatuses.map((option) => (
            <option key={option} value={option}>
              {t(`listings.statusFilter.${option}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </search>
  );
}
