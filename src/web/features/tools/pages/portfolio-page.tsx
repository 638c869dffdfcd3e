import { BriefcaseBusinessIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "../../../components/ui/page-placeholder";

export function PortfolioPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      id="portfolio"
      eyebrow={t("tools.eyebrow")}
      title={t("tools.pages.portfolio.title")}
      note={t("tools.pages.portfolio.note")}
      icon={<BriefcaseBusinessIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
    />
  );
}
