import ExternalLinkIcon from "lucide-react/icons/external-link";
import Trash2Icon from "lucide-react/icons/trash";
import type { MarketObservationDto } from "../../../../shared/market-schemas";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { formatShopDate } from "../../../lib/format-date";
import { useFormatMoney } from "../../../lib/use-format-money";

const cell = "px-3 py-3 align-top";
const heading = "px-3 py-3 text-start text-xs font-medium uppercase tracking-[0.14em] text-muted-foreground";

/** "Rolex 126610LN": the watch a row or a dialog names, as typed. */
export const watchName = (row: Pick<MarketObservationDto, "brand" | "model" | "reference">) =>
  [row.brand, row.reference ?? row.model].filter(Boolean).join(" ");

/**
 * The recorded prices: the watch, the price as seen with whether it was asked or paid, and when and
 * where it was seen; on a phone the day and place fold under the price. Latin runs are isolated.
 */
export function RecordedPricesTable({
  rows,
  onDelete,
}: {
  rows: MarketObservationDto[];
  onDelete: (row: MarketObservationDto) => void;
}) {
  const { t, i18n } = useTranslation("admin");
  const formatMoney = useFormatMoney();
  const seen = (row: MarketObservationDto) => (
    <>
      <time dateTime={row.observedAt}>{formatShopDate(row.observedAt, i18n.language)}</time>
      {row.whereSeen && (
        <>
          {" · "}
          <bdi dir="auto">{row.whereSeen}</bdi>
        </>
      )}
      {row.url && (
        <a
          href={row.url}
          target="_blank"
          rel="noopener noreferrer"
          className="ms-2 inline-flex items-center gap-1 text-gold-dark underline-offset-2 hover:underline"
        >
          {t("marketPrices.openLink")}
          <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{t("marketPrices.opensInNewTab")}</span>
        </a>
      )}
    </>
  );
  return (
    <div className="overflow-hidden rounded-md border border-border bg-card shadow-xs">
      <table className="w-full table-fixed border-collapse text-sm">
        <thead className="border-b border-border bg-muted/40">
          <tr>
            <th scope="col" className={heading}>
              {t("marketPrices.columns.watch")}
            </th>
            <th scope="col" className={cn(heading, "w-32 sm:w-40")}>
              {t("marketPrices.columns.price")}
            </th>
            <th scope="col" className={cn(heading, "hidden w-[40%] md:table-cell")}>
              {t("marketPrices.columns.seen")}
            </th>
            <th scope="col" className={cn(heading, "w-14 sm:w-24")}>
              <span className="sr-only">{t("marketPrices.columns.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              className="border-b border-border/70 last:border-0"
              data-testid="recorded-price-row"
            >
              <td className={cell}>
                <p className="font-medium break-words">
                  <bdi dir="ltr">{row.brand}</bdi>
                </p>
                {row.model && (
                  <p className="text-muted-foreground break-words">
                    <bdi dir="ltr">{row.model}</bdi>
                  </p>
                )}
                {row.reference && (
                  <p className="break-all font-mono text-[0.8rem]">
                    <bdi dir="ltr">{row.reference}</bdi>
                  </p>
                )}
                {row.condition && (
                  <p className="mt-1 text-xs text-muted-foreground">
                    <bdi dir="auto">{row.condition}</bdi>
                  </p>
                )}
              </td>
              <td className={cell}>
                <bdi dir="ltr" className="block font-medium tabular-nums">
                  {formatMoney(row.priceMinor, row.currency)}
                </bdi>
                <Badge variant={row.kind === "sold" ? "secondary" : "outline"} className="mt-1.5">
                  {t(`marketPrices.kinds.${row.kind === "sold" ? "sold" : "asking"}`)}
                </Badge>
                <p className="mt-1.5 text-xs text-muted-foreground md:hidden">{seen(row)}</p>
              </td>
              <td className={cn(cell, "hidden md:table-cell")}>{seen(row)}</td>
              <td className={cn(cell, "text-end")}>
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-destructive hover:text-destructive"
                  onClick={() => onDelete(row)}
                  aria-label={t("marketPrices.deleteOne", { watch: watchName(row) })}
                >
                  <Trash2Icon aria-hidden="true" />
                  <span className="hidden sm:inline">{t("marketPrices.delete.action")}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
