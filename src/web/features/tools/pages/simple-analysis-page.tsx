import { SparklesIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "../../../components/ui/page-placeholder";

export function SimpleAnalysisPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      eyebrow={t("tools.eyebrow")}
      title={t("tools.pages.simpleAnalysis.title")}
      note={t("tools.pages.simpleAnalysis.note")}
      icon={<SparklesIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
    />
  );
}
