import { ScanSearchIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "../../../components/ui/page-placeholder";

export function SimpleAnalysisPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      eyebrow={t("admin.nav.backOffice")}
      title={t("admin.pages.simpleAnalysis.title")}
      note={t("admin.pages.simpleAnalysis.note")}
      icon={<ScanSearchIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
    />
  );
}
