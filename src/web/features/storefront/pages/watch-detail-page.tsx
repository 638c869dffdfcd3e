import { WatchIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PagePlaceholder } from "../../../components/layout/page-placeholder";
import { Button } from "../../../components/ui/button";

export function WatchDetailPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      title={t("pages.watchDetail.title")}
      note={t("pages.watchDetail.note")}
      icon={<WatchIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
    >
      <Button asChild variant="outline">
        <Link to="/watches">{t("pages.backToCollection")}</Link>
      </Button>
    </PagePlaceholder>
  );
}
