import { PackageIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "../../../components/ui/page-placeholder";

export function InventoryPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      id="inventory"
      eyebrow={t("tools.eyebrow")}
      title={t("tools.pages.inventory.title")}
      note={t("tools.pages.inventory.note")}
      icon={<PackageIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
    />
  );
}
