import { PackageIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "../../../components/ui/page-placeholder";

export function InventoryPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      eyebrow={t("admin.nav.backOffice")}
      title={t("admin.pages.inventory.title")}
      note={t("admin.pages.inventory.note")}
      icon={<PackageIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
    />
  );
}
