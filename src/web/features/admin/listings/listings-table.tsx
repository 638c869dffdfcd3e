import ExternalLinkIcon from "lucide-react/icons/external-link";
import PencilIcon from "lucide-react/icons/pencil";
import Trash2Icon from "lucide-react/icons/trash";
import WatchIcon from "lucide-react/icons/watch";
import { Link } from "react-router";
import type { AdminListingRowDto } from "../../../../shared/listing-schemas";
import { watchPath } from "../../../../shared/paths";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { SocialIcon } from "../../../components/ui/social-icon";
import { BrandModel } from "../../../components/watch/brand-model";
import { ListingImage } from "../../../components/watch/listing-image";
import { Price } from "../../../components/watch/price";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";

export interface ListingRowActions {
  /** The ticked listings (issue 28, bulk actions), and ticking or unticking some. */
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  onEdit: (row: AdminListingRowDto) => void;
  onPost: (row: AdminListingRowDto) => void;
  onDelete: (row: AdminListingRowDto) => void;
}

const cell = "px-2 py-3 align-middle sm:px-3";
const checkbox = "size-4 accent-gold-dark";
const heading = "px-3 py-3 text-start text-xs font-medium uppercase tracking-[0.14em] text-muted-foreground";

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
 * spec: storefront §2 Listings — Watch (with its cover photo), Price, Year, Images count, Status
 * and Actions. On a phone, Year and Images fold under the watch's name so nothing scrolls sideways.
 */
export function ListingsTable({
  rows,
  selected,
  onSelect,
  onEdit,
  onPost,
  onDelete,
}: { rows: AdminListingRowDto[] } & ListingRowActions) {
  const { t } = useTranslation("admin");
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  return (
    <div className="overflow-x-auto rounded-md border border-border bg-card shadow-xs">
      <table className="w-full border-collapse text-sm">
        <thead className="border-b border-border bg-muted/40">
          <tr>
            <th scope="col" className={cn(heading, "w-10 pe-0")}>
              <input
                type="checkbox"
                className={checkbox}
                checked={allSelected}
                aria-label={t("listings.bulk.selectAll")}
                onChange={(event) =>
                  onSelect(
                    rows.map((row) => row.id),
                    event.target.checked,
                  )
                }
              />
            </th>
            <th scope="col" className={heading}>
              {t("listings.columns.watch")}
            </th>
            <th scope="col" className={cn(heading, "hidden sm:table-cell")}>
              {t("listings.columns.price")}
            </th>
            <th scope="col" className={cn(heading, "hidden md:table-cell")}>
              {t("listings.columns.year")}
            </th>
            <th scope="col" className={cn(heading, "hidden md:table-cell")}>
              {t("listings.columns.images")}
            </th>
            <th scope="col" className={cn(heading, "hidden sm:table-cell")}>
              {t("listings.columns.status")}
            </th>
            <th scope="col" className={cn(heading, "text-end")}>
              {t("listings.columns.actions")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-border/70 last:border-0" data-testid="listing-row">
              <td className={cn(cell, "w-10 pe-0")}>
                <input
                  type="checkbox"
                  className={checkbox}
                  checked={selected.has(row.id)}
                  aria-label={t("listings.bulk.select", { title: row.title })}
                  onChange={(event) => onSelect([row.id], event.target.checked)}
                />
              </td>
              <td className={cell}>
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
                    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground sm:hidden">
                      <Price cents={row.priceCents} className="font-medium text-foreground" />
                      <StatusBadge row={row} />
                    </div>
                    <p className="mt-1 text-xs text-muted-foreground md:hidden">
                      {[row.year, t("listings.imagesCount", { count: row.imagesCount })]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                  </div>
                </div>
              </td>
              <td className={cn(cell, "hidden sm:table-cell")}>
                <Price cents={row.priceCents} />
              </td>
              <td className={cn(cell, "hidden tabular-nums md:table-cell")}>
                {row.year ?? t("listings.noYear")}
              </td>
              <td className={cn(cell, "hidden md:table-cell")}>
                {t("listings.imagesCount", { count: row.imagesCount })}
              </td>
              <td className={cn(cell, "hidden sm:table-cell")}>
                <StatusBadge row={row} />
              </td>
              <td className={cn(cell, "text-end")}>
                <div className="flex justify-end gap-0.5 sm:gap-1">
                  {row.isActive && (
                    <Button asChild variant="ghost" size="icon" className="hidden size-9 lg:inline-flex">
                      <Link to={watchPath(row.slug)} target="_blank" rel="noopener">
                        <ExternalLinkIcon aria-hidden="true" />
                        <span className="sr-only">{t("listings.actions.view", { title: row.title })}</span>
                      </Link>
                    </Button>
                  )}
                  <Button variant="ghost" size="icon" className="size-9" onClick={() => onEdit(row)}>
                    <PencilIcon aria-hidden="true" />
                    <span className="sr-only">{t("listings.actions.edit", { title: row.title })}</span>
                  </Button>
                  <Button variant="ghost" size="icon" className="size-9" onClick={() => onPost(row)}>
                    <SocialIcon name="Instagram" className="size-4" />
                    <span className="sr-only">{t("listings.actions.post", { title: row.title })}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9 text-destructive hover:text-destructive"
                    onClick={() => onDelete(row)}
                  >
                    <Trash2Icon aria-hidden="true" />
                    <span className="sr-only">{t("listings.actions.delete", { title: row.title })}</span>
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
