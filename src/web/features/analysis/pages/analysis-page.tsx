import { PageHeader } from "../../../components/ui/page-header";
import { useTranslation } from "../../../i18n/use-translation";
import { AnalysisWorkspace } from "../analysis-workspace";

/** spec: reseller-tools §2 — /analysis ("AI Search"): the full analysis with listings, insights and recommendation. */
export function AnalysisPage() {
  const { t } = useTranslation("analysis");
  return (
    <section id="analysis" className="container-page py-10 md:py-14" aria-labelledby="page-title">
      <PageHeader
        eyebrow={t("common:tools.eyebrow")}
        title={t("common:tools.pages.analysis.title")}
        intro={t("intro")}
      />
      <div className="mt-8">
        <AnalysisWorkspace layout="full" />
      </div>
    </section>
  );
}
