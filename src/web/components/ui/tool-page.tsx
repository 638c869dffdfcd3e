import type { ComponentProps } from "react";
import { useTranslation } from "../../i18n/use-translation";
import { Page } from "./page";

/** A reseller tool's page (calculator, analysis, inventory, portfolio), under the "Tools" eyebrow. */
export function ToolPage(props: Omit<ComponentProps<typeof Page>, "eyebrow">) {
  const { t } = useTranslation();
  return <Page eyebrow={t("common:tools.eyebrow")} {...props} />;
}
