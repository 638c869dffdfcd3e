import { ToolPage } from "../../../components/ui/tool-page";
import { useTranslation } from "../../../i18n/use-translation";
import { ProfitCalculator } from "../profit-calculator";

/** spec: reseller-tools §3 — /calculator, "Profitability Calculator", section id profitability. */
export function CalculatorPage() {
  const { t } = useTranslation("calculator");
  return (
    <ToolPage id="profitability" title={t("common:tools.pages.calculator.title")} intro={t("intro")}>
      <ProfitCalculator />
    </ToolPage>
  );
}
