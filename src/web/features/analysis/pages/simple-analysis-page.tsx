import { PageHeader } from "../../../components/ui/page-header";
import { useTranslation } from "../../../i18n/use-translation";
import { AnalysisWorkspace } from "../analysis-workspace";

/** spec: reseller-tools §2 Pages 1 — /simple-analysis, section "Simple AI Watch Analysis". */
export function SimpleAnalysisPage() {
  const { t } = useTranslation("analysis");
  return (
    <section id="simple-analysis" className="container-page py-10 md:py-14" aria-labelledby="page-title">
      <PageHeader
        eyebrow={t("common:tools.eyebrow")}
        title={t("common:tools.pages.simpleAnalysis.title")}
        intro={t("simpleIntro")}
      />
      <div className="mt-8">
        <AnalysisWorkspace layout="simple" />
      </div>
    </section>
  );
}
