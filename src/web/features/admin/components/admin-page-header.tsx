import type * as React from "react";
import { PageHeader } from "../../../components/ui/page-header";
import { useTranslation } from "../../../i18n/use-translation";

/** The head of every back-office page, under the "Back office" eyebrow. */
export function AdminPageHeader(props: { title: string; intro?: string; actions?: React.ReactNode }) {
  const { t } = useTranslation("admin");
  return <PageHeader eyebrow={t("common:admin.nav.backOffice")} {...props} />;
}
