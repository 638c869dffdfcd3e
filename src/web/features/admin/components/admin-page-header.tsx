import type * as React from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";

/** The head of every back-office page, under the "Back office" eyebrow. */
export function AdminPageHeader(props: { title: string; intro?: string; actions?: React.ReactNode }) {
  const { t } = useTranslation("admin");
  return <PageHeader eyebrow={t("common:admin.nav.backOffice")} {...props} />;
}
