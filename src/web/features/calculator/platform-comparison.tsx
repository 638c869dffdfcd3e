import TrophyIcon from "lucide-react/icons/trophy";
import { convert, type Rates, rateScale } from "../../../shared/money";
import { calculateProfit, platforms } from "../../../shared/profitability";
import { Badge } from "../../components/ui/badge";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { useFormatMoney } from "../../lib/use-format-money";
import { type CalculatorValues, profitInput } from "./calculator-params";
import { MarginBadge } from "./margin-badge";
import { Usd } from "./result-panel";

/**
 * Beyond the spec (issue 11): the same sale's net profit on all four platforms side by side, the
 * best one marked in words as well as colour, in USD and in KWD at the settings' rate.
 */
export function PlatformComparison({ values, rates }: { values: CalculatorValues; rates: Rates }) {
  const { t } = useTranslation("calculator");
  const formatMoney = useFormatMoney();
  const rows = platforms.flatMap((platform) => {
    const result = calculateProfit(profitInput(values, platform));
    return result ? [{ platform, result }] : [];
  });
  if (rows.length === 0) return null;
  const bestProfit = Math.max(...rows.map((row) => row.result.netProfitCents));
  const best = rows.filter((row) => row.result.netProfitCents === bestProfit).map((row) => row.platform);
  const bestNames = best.map((platform) => t(`platforms.${platform}`));

  return (
    <section
      aria-labelledby="calculator-compare-title"
      className="rounded-md border border-border bg-card p-5 shadow-xs"
    >
      <h2 id="calculator-compare-title" className="font-display text-xl font-medium">
        {t("compare.title")}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t("compare.intro")}</p>
      <p aria-live="polite" className="mt-3 text-sm font-medium">
        {best.length === 1
          ? t("compare.bestIs", { platform: bestNames[0] })
          : t("compare.bestAre", { platforms: bestNames.join(" · ") })}
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {rows.map(({ platform, result }) => {
          const isBest = best.includes(platform);
          return (
            <li
              key={platform}
              data-platform={platform}
              data-best={isBest || undefined}
              className={cn(
                "grid justify-items-start gap-1.5 rounded-sm border p-4",
                isBest ? "border-gold bg-gold/10 ring-1 ring-gold" : "border-border",
              )}
            >
              <div className="flex w-full items-center justify-between gap-2">
                <h3 className="font-medium">{t(`platforms.${platform}`)}</h3>
                {isBest && (
                  <Badge variant="gold">
                    <TrophyIcon aria-hidden="true" />
                    {t("compare.best")}
                  </Badge>
                )}
              </div>
              <Usd
                cents={result.netProfitCents}
                className={cn("font-display text-2xl", result.netProfitCents < 0 && "text-destructive")}
              />
              <bdi dir="ltr" className="text-sm whitespace-nowrap text-muted-foreground tabular-nums">
                {formatMoney(convert(result.netProfitCents, "USD", "KWD", rates, { decimals: 2 }), "KWD")}
              </bdi>
              <MarginBadge band={result.band} marginPercent={result.marginPercent} />
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-xs text-muted-foreground">
        {t("compare.rate")}:{" "}
        <span className="tabular-nums">
          {t("compare.rateValue", { rate: (rates.usdToKwd / rateScale).toString() })}
        </span>
      </p>
    </section>
  );
}
