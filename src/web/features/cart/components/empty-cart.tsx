import ShoppingBagIcon from "lucide-react/icons/shopping-bag";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { useTranslation } from "../../../i18n/use-translation";
import { useFreeShipping } from "../../../lib/site";

/** spec: storefront §2 Cart — "Your cart is empty" with Browse Watches (also /checkout's empty state). */
export function EmptyCart() {
  const { t } = useTranslation("storefront");
  // "Ships free" only while the shop charges no shipping (issue 24: a claim is true or not made).
  const freeShipping = useFreeShipping();
  return (
    <EmptyPanel
      frame="none"
      className="mx-auto mt-12 max-w-lg md:mt-20"
      icon={<ShoppingBagIcon strokeWidth={1.3} aria-hidden="true" />}
      iconSize="xl"
      titleAs="h1"
      title={t("cart.emptyTitle")}
      text={t("cart.emptyText", { context: freeShipping ? undefined : "paid" })}
      action={
        <Button asChild variant="luxury" size="lg">
          <Link to="/watches">{t("actions.browseWatches")}</Link>
        </Button>
      }
    />
  );
}
