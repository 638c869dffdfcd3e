import { WatchIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PagePlaceholder } from "../../../components/layout/page-placeholder";
import { Button } from "../../../components/ui/button";

export function CollectionPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      eyebrow={t("pages.collection.eyebrow")}
      title={t("pages.collection.title")}
      note={t("pages.collection.note")}
      icon={<WatchIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
    >
      <Button asChild variant="outline">
        <Link to="/">{t("pages.backHome")}</Link>
      </Button>
    </PagePlaceholder>
  );
}
