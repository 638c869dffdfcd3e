import { Page } from "../../../components/ui/page";
import { useTranslation } from "../../../i18n/use-translation";
import { AnalysisWorkspace } from "../analysis-workspace";

/** spec: reseller-tools §2 Pages 1 — /simple-analysis, section "Simple AI Watch Analysis". */
export function SimpleAnalysisPage() {
  const { t } = useTranslation("analysis");
  return (
    <Page
      id="simple-analysis"
      eyebrow={t("common:tools.eyebrow")}
      title={t("common:tools.pages.simpleAnalysis.title")}
      intro={t("simpleIntro")}
    >
      <AnalysisWorkspace layout="simple" />
    </Page>
  );
}
