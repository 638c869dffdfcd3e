import { CircleCheckIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { PagePlaceholder } from "../../../components/ui/page-placeholder";

export function PaymentSuccessPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      title={t("pages.paymentSuccess.title")}
      note={t("pages.paymentSuccess.note")}
      icon={<CircleCheckIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
    >
      <Button asChild variant="luxury">
        <Link to="/watches">{t("pages.browseWatches")}</Link>
      </Button>
    </PagePlaceholder>
  );
}
