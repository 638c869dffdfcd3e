import PencilIcon from "lucide-react/icons/pencil";
import Trash2Icon from "lucide-react/icons/trash";
import WatchIcon from "lucide-react/icons/watch";
import type { InventoryItemDto } from "../../../shared/inventory-schemas";
import { Button } from "../../components/ui/button";
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

function Actions<Item extends InventoryItemDto>({
  item,
  onEdit,
  onDelete,
  extraActions,
}: { item: Item } & InventoryRowActions<Item>) {
  const { t } = useTranslation("inventory");
  const name = itemName(item);
  return (
    <div className="flex justify-end gap-0.5">
      {extraActions?.(item).map((action) => (
        <Button
          key={action.label}
          variant="ghost"
          size="icon"
          className="size-9"
          onClick={action.onSelect}
          disabled={action.disabled}
          title={action.label}
        >
          {action.icon}
          <span className="sr-only">
            {action.label}: {name}
          </span>
        </Button>
      ))}
      <Button variant="ghost" size="icon" className="size-9" onClick={() => onEdit(item)}>
        <PencilIcon aria-hidden="true" />
        <span className="sr-only">{t("actions.edit", { name })}</span>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 text-destructive hover:text-destructive"
        onClick={() => onDelete(item)}
      >
        <Trash2Icon aria-hidden="true" />
        <span className="sr-only">{t("actions.delete", { name })}</span>
      </Button>
    </div>
  );
}

const cell = "px-3 py-3 align-middle";
const heading = "px-3 py-3 text-start text-xs font-medium uppercase tracking-[0.12em] text-muted-foreground";

/**
 * spec: reseller-tools §2 Inventory page — the items with their amounts (KWD, the USD equivalent
 * in brackets) and status badges. From 1024 px a table; below it each item folds into a card, so
 * a phone never scrolls sideways.
 */
export function InventoryTable<Item extends InventoryItemDto>({
  items,
  ...actions
}: { items: Item[] } & InventoryRowActions<Item>) {
  const { t } = useTranslation("inventory");
  return (
    <>
      <div className="hidden rounded-md border border-border bg-card shadow-xs lg:block">
        <table className="w-full border-collapse text-sm">
          <thead className="border-b border-border bg-muted/40">
            <tr>
              <th scope="col" className={heading}>
                {t("columns.watch")}
              </th>
              <th scope="col" className={heading}>
                {t("columns.status")}
              </th>
              <th scope="col" className={heading}>
                {t("columns.buyingPrice")}
              </th>
              <th scope="col" className={heading}>
                {t("columns.expectedSellingPrice")}
              </th>
              <th scope="col" className={heading}>
                {t("columns.soldPrice")}
              </th>
              <th scope="col" className={heading}>
                {t("columns.netProfit")}
              </th>
              <th scope="col" className={heading}>
                {t("columns.dates")}
              </th>
              <th scope="col" className={cn(heading, "text-end")}>
                {t("columns.actions")}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr
                key={item.id}
                className="border-b border-border/70 last:border-0"
                data-testid="inventory-row"
              >
                <td className={cn(cell, "max-w-72")}>
                  <WatchCell item={item} />
                </td>
                <td className={cell}>
                  <InventoryStatusBadge status={item.status} />
                </td>
                <td className={cell}>
                  <Amount fils={item.buyingPriceFils} />
                </td>
                <td className={cell}>
                  <Amount fils={item.expectedSellingPriceFils} />
                </td>
                <td className={cell}>
                  <Amount fils={item.soldPriceFils} />
                </td>
                <td className={cell}>
                  <Amount fils={item.netProfitFils} signed />
                </td>
                <td className={cell}>
                  <Dates item={item} />
                </td>
                <td className={cn(cell, "text-end")}>
                  <Actions item={item} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:grid-cols-2 lg:hidden">
        {items.map((item) => (
          <li
            key={item.id}
            className="grid min-w-0 gap-3 rounded-md border border-border bg-card p-4 shadow-xs"
            data-testid="inventory-card"
          >
            <div className="flex items-start justify-between gap-2">
              <WatchCell item={item} />
              <InventoryStatusBadge status={item.status} />
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
              {(
                [
                  ["columns.buyingPrice", item.buyingPriceFils, false],
                  ["columns.expectedSellingPrice", item.expectedSellingPriceFils, false],
                  ["columns.soldPrice", item.soldPriceFils, false],
                  ["columns.netProfit", item.netProfitFils, true],
                ] as const
              ).map(([label, fils, signed]) => (
                <div key={label} className="grid min-w-0 content-start gap-0.5">
                  <dt className="text-xs text-muted-foreground">{t(label)}</dt>
                  <dd className="min-w-0">
                    <Amount fils={fils} signed={signed} />
                  </dd>
                </div>
              ))}
            </dl>
            <div className="flex items-end justify-between gap-2 border-t border-border/70 pt-2">
              <Dates item={item} />
              <Actions item={item} {...actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
