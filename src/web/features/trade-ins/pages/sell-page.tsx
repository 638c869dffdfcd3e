import "../sell-i18n";
import { useState } from "react";
import type { TradeInReceiptDto } from "../../../../shared/trade-in-schemas";
import { SitePageLayout } from "../../../components/site-page/site-page-layout";
import { useTranslation } from "../../../i18n/use-translation";
import { SellForm } from "../components/sell-form";
import { TradeInResult } from "../components/trade-in-result";

/**
 * Issue 31: /sell — a seller describes a watch to sell or trade in and is answered at once with the
 * indicative offer (or told the shop will come back to them); staff take it from the trade-in queue.
 */
export function SellPage() {
  const { t } = useTranslation("sell");
  const [sent, setSent] = useState<{ receipt: TradeInReceiptDto; email: string }>();
  return (
    <SitePageLayout eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")}>
      <title>{t("meta.pageTitle", { ns: "common", page: t("title") })}</title>
      <meta name="description" content={t("description")} />
      <div className="max-w-3xl">
        {sent ? (
          <TradeInResult receipt={sent.receipt} email={sent.email} onAgain={() => setSent(undefined)} />
        ) : (
          <SellForm onSent={(receipt, email) => setSent({ receipt, email })} />
        )}
      </div>
    </SitePageLayout>
  );
}
