import PencilIcon from "lucide-react/icons/pencil";
import Trash2Icon from "lucide-react/icons/trash";
import WatchIcon from "lucide-react/icons/watch";
import { Link } from "react-router";
import type { InventoryItemDto, StoreInventoryItemDto } from "../../../shared/inventory-schemas";
import type { PagedTableState } from "../../components/ui/paged-list";
import { RowAction } from "../../components/ui/row-actions";
import { type Column, DataTable } from "../../components/ui/table";
import { ListingImage } from "../../components/watch/listing-image";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { formatShopDate } from "../../lib/format-date";
import type { InventoryItemAction } from "./inventory-adapter";
import { Money } from "./money";
import { InventoryStatusBadge } from "./status-badge";

export interface InventoryRowActions<Item extends InventoryItemDto> {
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
  /** The inventory's own buttons for an item (the store's "Create listing from this item"). */
  extraActions?: (item: Item) => InventoryItemAction[];
}

const itemName = (item: InventoryItemDto) =>
  [item.make, item.model, item.reference].filter(Boolean).join(" ");
const saleDateOf = (item: InventoryItemDto) =>
  "saleDate" in item && typeof item.saleDate === "string" ? item.saleDate : null;

function Thumbnail({ item }: { item: InventoryItemDto }) {
  const { t } = useTranslation("inventory");
  return (
    <div className="size-14 shrink-0 overflow-hidden rounded-sm bg-muted">
      {item.image ? (
        <ListingImage media={item.image} alt="" sizes="56px" className="size-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center text-muted-foreground">
          <WatchIcon className="size-5" aria-hidden="true" />
          <span className="sr-only">{t("noImage")}</span>
        </span>
      )}
    </div>
  );
}

function WatchCell({ item }: { item: InventoryItemDto }) {
  const { t } = useTranslation(["inventory", "storefront"]);
  const condition = "condition" in item && typeof item.condition === "string" ? item.condition : null;
  // A store item the shop bought through a trade-in request names it (issue 31).
  const tradeIn = "tradeIn" in item ? (item as StoreInventoryItemDto).tradeIn : null;
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Thumbnail item={item} />
      <div className="min-w-0">
        <p className="font-medium break-words">
          <bdi>{`${item.make} ${item.model}`}</bdi>
        </p>
        {(item.reference || condition) && (
          <p className="text-xs text-muted-foreground">
            {item.reference && (
              <bdi dir="ltr" className="break-all">
                {item.reference}
              </bdi>
            )}
            {item.reference && condition && " · "}
            {condition && t(`storefront:conditions.${condition}`)}
          </p>
        )}
        {tradeIn && (
          <Link
            to={`/admin/trade-ins?request=${tradeIn.requestId}`}
            className="mt-0.5 block text-xs text-gold-dark underline-offset-4 hover:underline"
          >
            {t("fromTradeIn", { seller: tradeIn.seller })}
          </Link>
        )}
        {item.notes && <p className="mt-0.5 line-clamp-1 text-xs text-muted-foreground">{item.notes}</p>}
      </div>
    </div>
  );
}

function Dates({ item }: { item: InventoryItemDto }) {
  const { t, i18n } = useTranslation("inventory");
  const saleDate = saleDateOf(item);
  return (
    <div className="grid gap-0.5 text-xs text-muted-foreground">
      <span>{t("added", { date: formatShopDate(item.dateAdded, i18n.language) })}</span>
      {saleDate && <span>{t("soldOn", { date: formatShopDate(saleDate, i18n.language) })}</span>}
    </div>
  );
}

function Amount({ fils, signed }: { fils: number | null; signed?: boolean }) {
  const { t } = useTranslation("inventory");
  if (fils === null) return <span className="text-muted-foreground">{t("none")}</span>;
  return (
    <Money
      fils={fils}
      stacked
      className={cn(signed && fils < 0 && "text-destructive", signed && fils > 0 && "text-emerald-800")}
    />
  );
}

/**
 * spec: reseller-tools §2 — the watch (photo, name, reference, condition, notes), the four amounts
 * (each in the chosen currency with the other in brackets), status and dates. On a phone each item
 * folds into a card under the watch, every amount under its name, so nothing scrolls sideways.
 */
export function InventoryTable<Item extends InventoryItemDto>({
  items,
  state,
  onEdit,
  onDelete,
  extraActions,
}: { items: Item[]; state: PagedTableState } & InventoryRowActions<Item>) {
  const { t } = useTranslation("inventory");
  const amount = (key: string, header: string, fils: (item: Item) => number | null, signed = false) =>
    ({
      key,
      header,
      fold: "lg",
      foldLabel: true,
      cell: (item: Item) => <Amount fils={fils(item)} signed={signed} />,
    }) satisfies Column<Item>;
  const columns: Column<Item>[] = [
    {
      key: "watch",
      header: t("columns.watch"),
      className: "max-w-72",
      cell: (item) => <WatchCell item={item} />,
    },
    {
      key: "status",
      header: t("columns.status"),
      fold: "sm",
      cell: (item) => <InventoryStatusBadge status={item.status} />,
    },
    amount("buying", t("columns.buyingPrice"), (item) => item.buyingPriceFils),
    amount("expected", t("columns.expectedSellingPrice"), (item) => item.expectedSellingPriceFils),
    amount("sold", t("columns.soldPrice"), (item) => item.soldPriceFils),
    amount("net", t("columns.netProfit"), (item) => item.netProfitFils, true),
    { key: "dates", header: t("columns.dates"), fold: "lg", cell: (item) => <Dates item={item} /> },
  ];
  return (
    <DataTable
      rows={items}
      columns={columns}
      rowTestId="inventory-row"
      state={state}
      actions={(item) => {
        const name = itemName(item);
        return (
          <>
            {extraActions?.(item).map((action) => (
              <RowAction
                key={action.label}
                onClick={action.onSelect}
                disabled={action.disabled}
                title={action.label}
                icon={action.icon}
                label={`${action.label}: ${name}`}
              />
            ))}
            <RowAction
              onClick={() => onEdit(item)}
              icon={<PencilIcon aria-hidden="true" />}
              label={t("actions.edit", { name })}
            />
            <RowAction
              onClick={() => onDelete(item)}
              destructive
              icon={<Trash2Icon aria-hidden="true" />}
              label={t("actions.delete", { name })}
            />
          </>
        );
      }}
    />
  );
}
