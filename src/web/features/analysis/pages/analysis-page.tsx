import { ToolPage } from "../../../components/ui/tool-page";
import { useTranslation } from "../../../i18n/use-translation";
import { AnalysisWorkspace } from "../analysis-workspace";

/** spec: reseller-tools §2 — /analysis ("AI Search"): the full analysis with listings, insights and recommendation. */
export function AnalysisPage() {
  const { t } = useTranslation("analysis");
  return (
    <ToolPage id="analysis" title={t("common:tools.pages.analysis.title")} intro={t("intro")}>
      <AnalysisWorkspace layout="full" />
    </ToolPage>
  );
}
