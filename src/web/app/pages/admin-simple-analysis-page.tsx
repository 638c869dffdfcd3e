import { AdminPage } from "../../features/admin/components/admin-page";
import { AnalysisWorkspace } from "../../features/analysis/analysis-workspace";
import { useTranslation } from "../../i18n/use-translation";

/**
 * spec: storefront §2 — /admin/simple-analysis: the reseller's simple analysis under the back
 * office's head. It composes two features, so it lives in the app.
 */
export function AdminSimpleAnalysisPage() {
  const { t } = useTranslation("analysis");
  return (
    <AdminPage
      id="simple-analysis"
      title={t("common:tools.pages.simpleAnalysis.title")}
      intro={t("simpleIntro")}
    >
      <AnalysisWorkspace layout="simple" />
    </AdminPage>
  );
}
