import WatchIcon from "lucide-react/icons/watch";
import { PagePlaceholder } from "../../../components/ui/page-placeholder";
import { useTranslation } from "../../../i18n/use-translation";

export function WatchwisePage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      eyebrow={t("tools.eyebrow")}
      title={t("tools.pages.watchwise.title")}
      note={t("tools.pages.watchwise.note")}
      icon={<WatchIcon className="size-5" strokeWidth={1.5} aria-hidden="true" />}
    />
  );
}
