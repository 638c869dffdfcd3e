import { CircleXIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { PagePlaceholder } from "../../../components/ui/page-placeholder";

export function PaymentCanceledPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      title={t("pages.paymentCanceled.title")}
      note={t("pages.paymentCanceled.note")}
      icon={<CircleXIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
    >
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild variant="luxury">
          <Link to="/cart">{t("pages.returnToCart")}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/watches">{t("pages.continueShopping")}</Link>
        </Button>
      </div>
    </PagePlaceholder>
  );
}
