import { AdminPageHeader } from "../../features/admin/components/admin-page-header";
import { AnalysisWorkspace } from "../../features/analysis/analysis-workspace";
import { useTranslation } from "../../i18n/use-translation";

/**
 * spec: storefront §2 — /admin/simple-analysis: the reseller's simple analysis under the back
 * office's head. It composes two features, so it lives in the app.
 */
export function AdminSimpleAnalysisPage() {
  const { t } = useTranslation("analysis");
  return (
    <section id="simple-analysis" className="container-page py-10 md:py-14" aria-labelledby="page-title">
      <div className="mb-8">
        <AdminPageHeader title={t("common:tools.pages.simpleAnalysis.title")} intro={t("simpleIntro")} />
      </div>
      <AnalysisWorkspace layout="simple" />
    </section>
  );
}
