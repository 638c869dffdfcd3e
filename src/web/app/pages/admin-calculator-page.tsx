import { AdminPageHeader } from "../../features/admin/components/admin-page-header";
import { ProfitCalculator } from "../../features/calculator/profit-calculator";
import { useTranslation } from "../../i18n/use-translation";

/**
 * spec: storefront §2 — /admin/calculator, "Profitability Calculator": the reseller's calculator
 * under the back office's head. It composes two features, so it lives in the app.
 */
export function AdminCalculatorPage() {
  const { t } = useTranslation("calculator");
  return (
    <section id="profitability" className="container-page py-10 md:py-14" aria-labelledby="page-title">
      <div className="mb-8">
        <AdminPageHeader title={t("common:admin.pages.calculator.title")} intro={t("intro")} />
      </div>
      <ProfitCalculator />
    </section>
  );
}
