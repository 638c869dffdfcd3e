import CheckCircle2Icon from "lucide-react/icons/circle-check";
import { useEffect, useRef } from "react";
import { formatMoneyRange, fromUsd } from "../../../../shared/money";
import type { TradeInReceiptDto } from "../../../../shared/trade-in-schemas";
import { Button } from "../../../components/ui/button";
import { useLanguage } from "../../../i18n/use-language";
import { useTranslation } from "../../../i18n/use-translation";
import { useFormatPrice } from "../../../lib/use-format-money";

/** An observation's day as the reader writes dates, in Latin digits. */
function formatDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === "ar" ? "ar-u-nu-latn" : "en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(iso));
}

/**
 * Issue 31: what the seller is told at once. A range in the shopper's currency with every figure's
 * evidence (how many prices, from which sources, between which dates, how the range is worked out),
 * or, without enough data, why there is none and that the shop will come back to them.
 */
export function TradeInResult({
  receipt,
  email,
  onAgain,
}: {
  receipt: TradeInReceiptDto;
  email: string;
  onAgain: () => void;
}) {
  const { t } = useTranslation("sell");
  const language = useLanguage();
  const { shown, format } = useFormatPrice();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { estimate } = receipt;
  const isolatedEmail = `\u2068${email}\u2069`;
  return (
    <section
      aria-labelledby="trade-in-result-title"
      className="grid justify-items-start gap-5 rounded-md border border-gold/40 bg-gold/8 p-6 sm:p-8"
    >
      <CheckCircle2Icon className="size-8 text-gold-dark" strokeWidth={1.5} aria-hidden="true" />
      <h2
        id="trade-in-result-title"
        ref={heading}
        tabIndex={-1}
        className="font-display text-2xl font-medium outline-none"
      >
        {t("result.title")}
      </h2>
      {estimate.kind === "range" ? (
        <div className="grid gap-3">
          <h3 className="text-xs font-semibold uppercase tracking-[0.16em] text-gold-dark">
            {t("result.rangeTitle")}
          </h3>
          <p className="font-display text-3xl font-medium" dir="ltr" data-testid="trade-in-range">
            {formatMoneyRange(
              fromUsd(estimate.lowUsdCents, shown.currency, shown.rate),
              fromUsd(estimate.highUsdCents, shown.currency, shown.rate),
              shown.currency,
              { decimals: 0, symbol: t(`common:currencySymbol.${shown.currency}`) },
            )}
          </p>
          {shown.currency !== "USD" && (
            <p className="text-sm text-muted-foreground">
              {t("result.converted", {
                range: `\u2066${formatMoneyRange(estimate.lowUsdCents, estimate.highUsdCents, "USD", { decimals: 0 })}\u2069`,
              })}
            </p>
          )}
          <p className="text-sm">
            {t("result.evidence", {
              count: estimate.provenance.sampleSize,
              sources: estimate.provenance.sources
                .map(({ source }) => t(`sources.${source}`))
                .join(language === "ar" ? "، " : ", "),
              from: formatDay(estimate.oldestAt, language),
              to: formatDay(estimate.provenance.asOf, language),
            })}
          </p>
          <p className="text-sm text-muted-foreground">
            {t("result.basis", {
              median: `\u2066${format(estimate.marketUsdCents)}\u2069`,
              discount: `${estimate.buyingDiscountBasisPoints / 100}%`,
            })}
          </p>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {t("result.notFirm", { email: isolatedEmail })}
          </p>
        </div>
      ) : (
        <div className="grid gap-3">
          <h3 className="font-display text-xl font-medium">{t("result.noDataTitle")}</h3>
          <p className="text-sm [overflow-wrap:anywhere]">
            {t(`result.noData.${estimate.reason}`, { count: estimate.sampleSize, email: isolatedEmail })}
          </p>
        </div>
      )}
      <p className="text-sm text-muted-foreground">{t("result.mailed")}</p>
      <Button variant="outline" onClick={onAgain}>
        {t("result.another")}
      </Button>
    </section>
  );
}
