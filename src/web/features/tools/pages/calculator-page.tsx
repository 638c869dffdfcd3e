import { CalculatorIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "../../../components/ui/page-placeholder";

export function CalculatorPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      id="profitability"
      eyebrow={t("tools.eyebrow")}
      title={t("tools.pages.calculator.title")}
      note={t("tools.pages.calculator.note")}
      icon={<CalculatorIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
    />
  );
}
