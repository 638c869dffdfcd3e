import { AdminPage } from "../../features/admin/components/admin-page";
import { ProfitCalculator } from "../../features/calculator/profit-calculator";
import { useTranslation } from "../../i18n/use-translation";

/**
 * spec: storefront §2 — /admin/calculator, "Profitability Calculator": the reseller's calculator
 * under the back office's head. It composes two features, so it lives in the app.
 */
export function AdminCalculatorPage() {
  const { t } = useTranslation("calculator");
  return (
    <AdminPage id="profitability" title={t("common:admin.pages.calculator.title")} intro={t("intro")}>
      <ProfitCalculator />
    </AdminPage>
  );
}
