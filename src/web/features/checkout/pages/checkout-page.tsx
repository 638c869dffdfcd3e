import { LockIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { PagePlaceholder } from "../../../components/ui/page-placeholder";

export function CheckoutPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      title={t("pages.checkout.title")}
      note={t("pages.checkout.note")}
      icon={<LockIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
    >
      <Button asChild variant="outline">
        <Link to="/cart">{t("pages.returnToCart")}</Link>
      </Button>
    </PagePlaceholder>
  );
}
