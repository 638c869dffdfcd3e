import { BarChart3Icon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "../../../components/ui/page-placeholder";

export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      eyebrow={t("admin.nav.backOffice")}
      title={t("admin.pages.dashboard.title")}
      note={t("admin.pages.dashboard.note")}
      icon={<BarChart3Icon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
    />
  );
}
