import ExternalLinkIcon from "lucide-react/icons/external-link";
import { Link } from "react-router";
import type { StoreItemChoiceDto } from "../../../../shared/listing-schemas";
import { ItemName } from "../../../components/watch/item-name";
import { useTranslation } from "../../../i18n/use-translation";
import { Kwd } from "../components/kwd";

/**
 * Issue 10, "a listing shows its linked item": what the stock record says of the watch this listing
 * sells (what it is, its status and what the shop paid), and the way to it in the inventory.
 */
export function LinkedStoreItem({ item }: { item: StoreItemChoiceDto }) {
  const { t } = useTranslation("admin");
  return (
    <section
      aria-label={t("inventory.linked.title")}
      className="grid gap-1.5 rounded-sm border border-border bg-muted/40 px-4 py-3 text-sm"
      data-testid="linked-store-item"
    >
      <p className="font-medium">
        <ItemName make={item.make} model={item.model} reference={item.reference} />
      </p>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-xs">
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">{t("inventory.linked.status")}</dt>
          <dd>{t(`inventory.status.${item.status}`, { defaultValue: item.status })}</dd>
        </div>
        {item.buyingPriceFils !== undefined && (
          <div className="flex gap-1.5">
            <dt className="text-muted-foreground">{t("inventory.linked.buyingPrice")}</dt>
            <dd>
              <Kwd fils={item.buyingPriceFils} />
            </dd>
          </div>
        )}
      </dl>
      <Link
        to={`/admin/inventory?q=${item.id}`}
        target="_blank"
        rel="noopener"
        className="inline-flex w-fit items-center gap-1 text-xs font-medium text-gold-dark underline-offset-4 hover:underline"
      >
        {t("inventory.linked.open")}
        <ExternalLinkIcon className="size-3.5" aria-hidden="true" />
      </Link>
    </section>
  );
}
