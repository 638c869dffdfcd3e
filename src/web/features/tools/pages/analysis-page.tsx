import { ScanSearchIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "../../../components/ui/page-placeholder";

export function AnalysisPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      eyebrow={t("tools.eyebrow")}
      title={t("tools.pages.analysis.title")}
      note={t("tools.pages.analysis.note")}
      icon={<ScanSearchIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
    />
  );
}
