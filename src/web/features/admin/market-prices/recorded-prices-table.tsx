import ExternalLinkIcon from "lucide-react/icons/external-link";
import Trash2Icon from "lucide-react/icons/trash";
import type { MarketObservationDto } from "../../../../shared/market-schemas";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import type { PagedTableState } from "../../../components/ui/paged-list";
import { type Column, DataTable } from "../../../components/ui/table";
import { useTranslation } from "../../../i18n/use-translation";
import { formatShopDate } from "../../../lib/format-date";
import { useFormatMoney } from "../../../lib/use-format-money";

/** "Rolex 126610LN": the watch a row or a dialog names, as typed. */
export const watchName = (row: Pick<MarketObservationDto, "brand" | "model" | "reference">) =>
  [row.brand, row.reference ?? row.model].filter(Boolean).join(" ");

/**
 * The recorded prices: the watch, the price as seen with whether it was asked or paid, and when and
 * where it was seen; on a phone the day and place fold under the price. Latin runs are isolated.
 */
export function RecordedPricesTable({
  rows,
  state,
  onDelete,
}: {
  rows: MarketObservationDto[];
  state: PagedTableState;
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
  const columns: Column<MarketObservationDto>[] = [
    {
      key: "watch",
      header: t("marketPrices.columns.watch"),
      cell: (row) => (
        <>
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
        </>
      ),
    },
    {
      key: "price",
      header: t("marketPrices.columns.price"),
      className: "w-32 sm:w-40",
      cell: (row) => (
        <>
          <bdi dir="ltr" className="block font-medium tabular-nums">
            {formatMoney(row.priceMinor, row.currency)}
          </bdi>
          <Badge variant={row.kind === "sold" ? "secondary" : "outline"} className="mt-1.5">
            {t(`marketPrices.kinds.${row.kind === "sold" ? "sold" : "asking"}`)}
          </Badge>
        </>
      ),
    },
    { key: "seen", header: t("marketPrices.columns.seen"), fold: "md", className: "w-[40%]", cell: seen },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowTestId="recorded-price-row"
      fixed
      state={state}
      actions={(row) => (
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
      )}
    />
  );
}
