import { ClipboardListIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "../../../components/ui/page-placeholder";

export function ListingsPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      eyebrow={t("admin.nav.backOffice")}
      title={t("admin.pages.listings.title")}
      note={t("admin.pages.listings.note")}
      icon={<ClipboardListIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
    />
  );
}
