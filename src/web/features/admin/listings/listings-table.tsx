import ExternalLinkIcon from "lucide-react/icons/external-link";
import PencilIcon from "lucide-react/icons/pencil";
import ShieldCheckIcon from "lucide-react/icons/shield-check";
import Trash2Icon from "lucide-react/icons/trash";
import WatchIcon from "lucide-react/icons/watch";
import type { AdminListingRowDto } from "../../../../shared/listing-schemas";
import type { ListingMarketSummaryDto } from "../../../../shared/market-position";
import { watchPath } from "../../../../shared/paths";
import { Badge } from "../../../components/ui/badge";
import type { PagedTableState } from "../../../components/ui/paged-list";
import { RowAction } from "../../../components/ui/row-actions";
import { SocialIcon } from "../../../components/ui/social-icon";
import { type Column, DataTable } from "../../../components/ui/table";
import { BrandModel } from "../../../components/watch/brand-model";
import { ListingImage } from "../../../components/watch/listing-image";
import { bandSourcesText, verdictText } from "../../../components/watch/market-position-text";
import { Price } from "../../../components/watch/price";
import { useTranslation } from "../../../i18n/use-translation";

export interface ListingRowActions {
  /** The ticked listings (issue 28, bulk actions), and ticking or unticking some. */
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  onEdit: (row: AdminListingRowDto) => void;
  onPost: (row: AdminListingRowDto) => void;
  /** Issue 31: the watch's inspection and certificates. */
  onAuthenticity: (row: AdminListingRowDto) => void;
  onDelete: (row: AdminListingRowDto) => void;
}

function StatusBadge({ row }: { row: AdminListingRowDto }) {
  const { t } = useTranslation("admin");
  return (
    <div className="flex flex-wrap gap-1.5">
      <Badge
        variant="outline"
        data-status={row.isActive ? "active" : "inactive"}
        className={
          row.isActive
            ? "border-emerald-700/25 bg-emerald-50 text-emerald-900"
            : "border-border bg-muted text-muted-foreground"
        }
      >
        {t(row.isActive ? "listings.status.active" : "listings.status.inactive")}
      </Badge>
      {row.soldAt && (
        <Badge variant="outline" className="border-sky-700/25 bg-sky-50 text-sky-900">
          {t("listings.status.sold")}
        </Badge>
      )}
      {row.isFeatured && (
        <Badge variant="outline" className="border-gold/50 bg-gold/10 text-ink">
          {t("listings.status.featured")}
        </Badge>
      )}
    </div>
  );
}

/**
 * Issue 31: the row's price against its reference's market, as the watch page says it, with the
 * sources of the band it was compared with; "Not enough data" when neither band has enough.
 */
function MarketCell({ market }: { market: ListingMarketSummaryDto | undefined }) {
  const { t, i18n } = useTranslation("admin");
  if (!market) return <span className="text-muted-foreground">{t("common:marketPosition.notEnough")}</span>;
  const band = market.position ? market[market.position.basis] : null;
  return (
    <div
      className="min-w-48"
      data-testid="listing-market-cell"
      data-direction={market.position?.direction ?? "none"}
    >
      <p className={market.position ? "text-foreground" : "text-muted-foreground"}>
        {verdictText(t, i18n.language, market, market.position)}
      </p>
      {band && <p className="text-xs text-muted-foreground">{bandSourcesText(t, i18n.language, band)}</p>}
    </div>
  );
}

/**
 * spec: storefront §2 Listings — Watch (with its cover photo), Price, Year, Images count, Status
 * and Actions; issue 31 adds each price's market position. On a phone, the other columns fold
 * under the watch's name.
 */
export function ListingsTable({
  rows,
  markets,
  state,
  selected,
  onSelect,
  onEdit,
  onPost,
  onAuthenticity,
  onDelete,
}: {
  rows: AdminListingRowDto[];
  /** Each row's market position, by listing id. */
  markets: Record<string, ListingMarketSummaryDto>;
  state: PagedTableState;
} & ListingRowActions) {
  const { t } = useTranslation("admin");
  const columns: Column<AdminListingRowDto>[] = [
    {
      key: "watch",
      header: t("listings.columns.watch"),
      cell: (row) => (
        <div className="flex items-center gap-3">
          <div className="size-14 shrink-0 overflow-hidden rounded-sm bg-muted">
            {row.image ? (
              <ListingImage media={row.image} alt="" sizes="56px" />
            ) : (
              <span className="flex size-full items-center justify-center text-muted-foreground">
                <WatchIcon className="size-5" aria-hidden="true" />
                <span className="sr-only">{t("listings.noImage")}</span>
              </span>
            )}
          </div>
          <div className="min-w-0">
            <p className="font-medium break-words sm:truncate">
              <BrandModel brand={row.brand} model={row.model} />
            </p>
            {row.reference && (
              <p className="text-xs break-all text-muted-foreground sm:truncate">
                <bdi>{row.reference}</bdi>
              </p>
            )}
          </div>
        </div>
      ),
    },
    {
      key: "price",
      header: t("listings.columns.price"),
      fold: "sm",
      cell: (row) => <Price cents={row.priceCents} />,
      folded: (row) => <Price cents={row.priceCents} className="font-medium text-foreground" />,
    },
    {
      key: "market",
      header: t("common:marketPosition.title"),
      fold: "md",
      cell: (row) => <MarketCell market={markets[row.id]} />,
    },
    {
      key: "year",
      header: t("listings.columns.year"),
      fold: "md",
      className: "tabular-nums",
      cell: (row) => row.year ?? t("listings.noYear"),
      folded: (row) => row.year,
    },
    {
      key: "images",
      header: t("listings.columns.images"),
      fold: "md",
      cell: (row) => t("listings.imagesCount", { count: row.imagesCount }),
    },
    {
      key: "status",
      header: t("listings.columns.status"),
      fold: "sm",
      cell: (row) => <StatusBadge row={row} />,
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowTestId="listing-row"
      state={state}
      selection={{
        selected,
        onSelect,
        label: (row) => t("listings.bulk.select", { title: row.title }),
        allLabel: t("listings.bulk.selectAll"),
      }}
      actions={(row) => (
        <>
          {row.isActive && (
            <RowAction
              to={watchPath(row.slug)}
              newTab
              className="hidden lg:inline-flex"
              icon={<ExternalLinkIcon aria-hidden="true" />}
              label={t("listings.actions.view", { title: row.title })}
            />
          )}
          <RowAction
            onClick={() => onEdit(row)}
            icon={<PencilIcon aria-hidden="true" />}
            label={t("listings.actions.edit", { title: row.title })}
          />
          <RowAction
            onClick={() => onPost(row)}
            icon={<SocialIcon name="Instagram" className="size-4" />}
            label={t("listings.actions.post", { title: row.title })}
          />
          <RowAction
            onClick={() => onAuthenticity(row)}
            icon={<ShieldCheckIcon aria-hidden="true" />}
            label={t("listings.actions.authenticity", { title: row.title })}
          />
          <RowAction
            onClick={() => onDelete(row)}
            destructive
            icon={<Trash2Icon aria-hidden="true" />}
            label={t("listings.actions.delete", { title: row.title })}
          />
        </>
      )}
    />
  );
}
