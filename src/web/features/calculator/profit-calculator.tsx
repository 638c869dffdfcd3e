import "./calculator-i18n";
import { RotateCcwIcon } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { calculateProfit, platforms, taxRegions } from "../../../shared/profitability";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { NativeSelect } from "../../components/ui/native-select";
import { useStoreInfo } from "../../lib/site";
import {
  type AmountField,
  type CalculatorValues,
  calculatorParams,
  profitInput,
  readCalculatorParams,
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
  const values = readCalculatorParams(searchParams);
  const { rates } = useStoreInfo();
  const result = calculateProfit(profitInput(values));

  // Replaced, not pushed: typing a price should not leave one history entry per key.
  const set = (name: keyof CalculatorValues, value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === "" && name !== "shipping") next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const reset = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of calculatorParams) next.delete(name);
        return next;
      },
      { preventScrollReset: true },
    );

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
        className="text-start tabular-nums"
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
