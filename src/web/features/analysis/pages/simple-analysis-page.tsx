import { ToolPage } from "../../../components/ui/tool-page";
import { useTranslation } from "../../../i18n/use-translation";
import { AnalysisWorkspace } from "../analysis-workspace";

/** spec: reseller-tools §2 Pages 1 — /simple-analysis, section "Simple AI Watch Analysis". */
export function SimpleAnalysisPage() {
  const { t } = useTranslation("analysis");
  return (
    <ToolPage
      id="simple-analysis"
      title={t("common:tools.pages.simpleAnalysis.title")}
      intro={t("simpleIntro")}
    >
      <AnalysisWorkspace layout="simple" />
    </ToolPage>
  );
}
