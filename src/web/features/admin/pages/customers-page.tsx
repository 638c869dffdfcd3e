import { UsersIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "../../../components/ui/page-placeholder";

export function CustomersPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      eyebrow={t("admin.nav.backOffice")}
      title={t("admin.pages.customers.title")}
      note={t("admin.pages.customers.note")}
      icon={<UsersIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
    />
  );
}
