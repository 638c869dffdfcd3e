import { ShoppingBagIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "../../../components/ui/page-placeholder";

export function OrdersPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      eyebrow={t("admin.nav.backOffice")}
      title={t("admin.pages.orders.title")}
      note={t("admin.pages.orders.note")}
      icon={<ShoppingBagIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
    />
  );
}
