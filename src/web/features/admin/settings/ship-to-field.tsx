import SearchIcon from "lucide-react/icons/search";
import { useDeferredValue, useId, useMemo, useState } from "react";
import { countryCodes, countryName } from "../../../../shared/countries";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";

/**
 * Where the shop ships: everywhere, or only the ticked countries (names in the reader's language,
 * searchable by name or code). The two choices are radios, so "all countries" is never an empty list.
 */
export function ShipToField({
  all,
  selected,
  error,
  onChange,
}: {
  all: boolean;
  selected: string[];
  error?: string;
  onChange: (next: { all: boolean; selected: string[] }) => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const id = useId();
  const [search, setSearch] = useState("");
  const query = useDeferredValue(search.trim().toLowerCase());
  const countries = useMemo(
    () =>
      countryCodes
        .map((code) => ({ code, name: countryName(code, i18n.language) }))
        .sort((a, b) => a.name.localeCompare(b.name, i18n.language)),
    [i18n.language],
  );
  const shown = query
    ? countries.filter(({ code, name }) => name.toLowerCase().includes(query) || code.toLowerCase() === query)
    : countries;
  const chosen = new Set(selected);
  const errorId = `${id}-error`;

  const toggle = (code: string, checked: boolean) =>
    onChange({
      all: false,
      selected: checked ? [...selected, code] : selected.filter((value) => value !== code),
    });

  return (
    <fieldset className="grid gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-xs font-medium uppercase tracking-[0.14em] text-foreground/80">
        {t("settings.shipping.shipTo")}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {([true, false] as const).map((everywhere) => (
          <label
            key={String(everywhere)}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-sm border p-3 text-sm transition-colors",
              all === everywhere ? "border-gold-dark bg-gold/5" : "border-border hover:border-gold/60",
            )}
          >
            <input
              type="radio"
              name={`${id}-mode`}
              checked={all === everywhere}
              onChange={() => onChange({ all: everywhere, selected })}
              className="mt-0.5 size-4 accent-[var(--color-gold-dark)]"
            />
            <span>
              <span className="block font-medium">
                {t(everywhere ? "settings.shipping.allCountries" : "settings.shipping.someCountries")}
              </span>
              <span className="block text-xs text-muted-foreground">
                {t(everywhere ? "settings.shipping.allCountriesHint" : "settings.shipping.someCountriesHint")}
              </span>
            </span>
          </label>
        ))}
      </div>

      {!all && (
        <div className="grid gap-3 rounded-sm border border-border p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm" aria-live="polite">
              {t("settings.shipping.selectedCount", { count: selected.length })}
            </p>
            {selected.length > 0 && (
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange({ all, selected: [] })}>
                {t("settings.shipping.clear")}
              </Button>
            )}
          </div>
          <div className="relative">
            <SearchIcon
              className="pointer-events-none absolute start-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t("settings.shipping.searchPlaceholder")}
              aria-label={t("settings.shipping.searchLabel")}
              maxLength={60}
              className="ps-10"
            />
          </div>
          <ul
            className="grid max-h-72 gap-0.5 overflow-y-auto sm:grid-cols-2"
            aria-label={t("settings.shipping.countriesLabel")}
          >
            {shown.map(({ code, name }) => (
              <li key={code}>
                <label className="flex cursor-pointer items-center gap-2.5 rounded-xs px-2 py-1.5 text-sm hover:bg-muted">
                  <input
                    type="checkbox"
                    checked={chosen.has(code)}
                    onChange={(event) => toggle(code, event.target.checked)}
                    className="size-4 shrink-0 accent-[var(--color-gold-dark)]"
                  />
                  <span className="min-w-0 truncate">{name}</span>
                  <bdi dir="ltr" className="ms-auto text-xs text-muted-foreground">
                    {code}
                  </bdi>
                </label>
              </li>
            ))}
            {shown.length === 0 && (
              <li className="px-2 py-3 text-sm text-muted-foreground">{t("settings.shipping.noMatch")}</li>
            )}
          </ul>
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
