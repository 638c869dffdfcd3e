import { PageHeader } from "../../../components/ui/page-header";
import { useTranslation } from "../../../i18n/use-translation";
import { ProfitCalculator } from "../profit-calculator";

/** spec: reseller-tools §3 — /calculator, "Profitability Calculator", section id profitability. */
export function CalculatorPage() {
  const { t } = useTranslation("calculator");
  return (
    <section id="profitability" className="container-page py-10 md:py-14" aria-labelledby="page-title">
      <PageHeader
        eyebrow={t("common:tools.eyebrow")}
        title={t("common:tools.pages.calculator.title")}
        intro={t("intro")}
      />
      <div className="mt-8">
        <ProfitCalculator />
      </div>
    </section>
  );
}
