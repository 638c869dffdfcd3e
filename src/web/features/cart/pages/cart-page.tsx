import { ShoppingBagIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PagePlaceholder } from "../../../components/layout/page-placeholder";
import { Button } from "../../../components/ui/button";

export function CartPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      title={t("pages.cart.title")}
      note={t("pages.cart.note")}
      icon={<ShoppingBagIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
    >
      <Button asChild variant="luxury">
        <Link to="/watches">{t("pages.browseWatches")}</Link>
      </Button>
    </PagePlaceholder>
  );
}
