import { Page } from "../../../components/ui/page";
import { useTranslation } from "../../../i18n/use-translation";
import { ProfitCalculator } from "../profit-calculator";

/** spec: reseller-tools §3 — /calculator, "Profitability Calculator", section id profitability. */
export function CalculatorPage() {
  const { t } = useTranslation("calculator");
  return (
    <Page
      id="profitability"
      eyebrow={t("common:tools.eyebrow")}
      title={t("common:tools.pages.calculator.title")}
      intro={t("intro")}
    >
      <ProfitCalculator />
    </Page>
  );
}
