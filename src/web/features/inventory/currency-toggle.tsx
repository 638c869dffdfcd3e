import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import type { DisplayCurrency } from "./money";

const options: DisplayCurrency[] = ["kwd", "usd"];

/** spec: reseller-tools §2 — the kwd/usd display toggle, as a two-button radio group. */
export function CurrencyToggle({
  value,
  onChange,
}: {
  value: DisplayCurrency;
  onChange: (currency: DisplayCurrency) => void;
}) {
  const { t } = useTranslation("inventory");
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="sr-only">{t("currency.label")}</legend>
      <span className="text-xs text-muted-foreground" aria-hidden="true">
        {t("currency.label")}
      </span>
      <div className="inline-flex rounded-sm border border-input bg-card p-0.5 shadow-xs">
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              "cursor-pointer rounded-[3px] px-3 py-1.5 text-xs font-medium tracking-wide",
              "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/40",
              value === option ? "bg-ink text-ivory" : "text-muted-foreground hover:text-foreground",
            )}
          >
            <input
              type="radio"
              name="inventory-currency"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {t(`currency.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
