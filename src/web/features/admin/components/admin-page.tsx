import type { ComponentProps } from "react";
import { Page } from "../../../components/ui/page";
import { useTranslation } from "../../../i18n/use-translation";

/** Every back-office page, under the "Back office" eyebrow. */
export function AdminPage(props: Omit<ComponentProps<typeof Page>, "eyebrow">) {
  const { t } = useTranslation("admin");
  return <Page eyebrow={t("common:admin.nav.backOffice")} {...props} />;
}
