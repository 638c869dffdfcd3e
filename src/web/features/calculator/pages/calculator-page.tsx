import { useTranslation } from "react-i18next";
import { ProfitCalculator } from "../profit-calculator";

/** spec: reseller-tools §3 — /calculator, "Profitability Calculator", section id profitability. */
export function CalculatorPage() {
  const { t } = useTranslation("calculator");
  const title = t("common:tools.pages.calculator.title");
  return (
    <section id="profitability" className="container-page py-10 md:py-14" aria-labelledby="page-title">
      <title>{t("common:meta.pageTitle", { page: title })}</title>
      <p className="text-xs font-medium uppercase tracking-[0.28em] text-gold-dark">
        {t("common:tools.eyebrow")}
      </p>
      <h1 id="page-title" className="mt-2 font-display text-3xl font-medium tracking-tight md:text-4xl">
        {title}
      </h1>
      <p className="mt-2 mb-8 max-w-xl text-sm text-muted-foreground">{t("intro")}</p>
      <ProfitCalculator />
    </section>
  );
}
