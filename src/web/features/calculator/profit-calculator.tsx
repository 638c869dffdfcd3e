import "./calculator-i18n";
import RotateCcwIcon from "lucide-react/icons/rotate-ccw";
import { useEffect, useId, useState } from "react";
import { useLocation, useNavigationType, useSearchParams } from "react-router";
import { calculateProfit, platforms, taxRegions } from "../../../shared/profitability";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/ui/native-select";
import { useTranslation } from "../../i18n/use-translation";
import { useStoreInfo } from "../../lib/site";
import {
  type AmountField,
  type CalculatorValues,
  defaultValues,
  profitInput,
  readCalculatorParams,
  writeCalculatorParams,
} from "./calculator-params";
import { PlatformComparison } from "./platform-comparison";
import { ResultPanel } from "./result-panel";

/**
 * spec: reseller-tools §4 "Calculator page" — the profitability calculator of /calculator and
 * /admin/calculator (one component). It recomputes on every change; the inputs live in the URL.
 */
export function ProfitCalculator() {
  const { t } = useTranslation("calculator");
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  // The inputs answer from state, not from the URL: the router applies a URL change in a
  // transition, and a controlled input that waited for it would drop the keys typed meanwhile.
  const [values, setValues] = useState(() => readCalculatorParams(searchParams));
  const { rates } = useStoreInfo();
  const result = calculateProfit(profitInput(values));

  // Back and Forward bring another calculation's URL: show it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new history entry re-reads the URL
  useEffect(() => {
    if (navigationType === "POP") setValues(readCalculatorParams(new URLSearchParams(location.search)));
  }, [location.key]);

  const show = (next: CalculatorValues, options: { replace: boolean }) => {
    setValues(next);
    setSearchParams((current) => writeCalculatorParams(current, next), {
      ...options,
      preventScrollReset: true,
    });
  };
  // Replaced while typing, so a price does not leave one history entry per key; Reset is pushed.
  const set = (name: keyof CalculatorValues, value: string) =>
    show({ ...values, [name]: value }, { replace: true });
  const reset = () => show(defaultValues, { replace: false });

  const amountField = (name: AmountField, label: string) => (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        dir="ltr"
        // Latin digits read left to right, but sit on the start side of an Arabic form.
        className="text-left tabular-nums rtl:text-right"
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
      />
    </div>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,4fr)] lg:items-start">
      <form
        className="grid gap-5 rounded-md border border-border bg-card p-5 shadow-xs"
        aria-label={t("form.legend")}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {amountField("sell", t("form.sellingPrice"))}
          {amountField("buy", t("form.purchasePrice"))}
          <div className="grid gap-2">
            <Label htmlFor={`${id}-platform`}>{t("form.platform")}</Label>
            <NativeSelect
              id={`${id}-platform`}
              name="platform"
              value={values.platform}
              onChange={(event) => set("platform", event.target.value)}
            >
              {platforms.map((platform) => (
                <option key={platform} value={platform}>
                  {t(`platforms.${platform}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-region`}>{t("form.taxRegion")}</Label>
            <NativeSelect
              id={`${id}-region`}
              name="region"
              value={values.region}
              onChange={(event) => set("region", event.target.value)}
            >
              {taxRegions.map((region) => (
                <option key={region} value={region}>
                  {t(`regions.${region}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          {amountField("shipping", t("form.shipping"))}
        </div>
        <div>
          <Button type="button" variant="outline" onClick={reset}>
            <RotateCcwIcon aria-hidden="true" />
            {t("form.reset")}
          </Button>
        </div>
      </form>
      <ResultPanel result={result} />
      <div className="lg:col-span-2">
        <PlatformComparison values={values} rates={rates} />
      </div>
    </div>
  );
}
