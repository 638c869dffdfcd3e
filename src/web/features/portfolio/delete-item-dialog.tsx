import type { PortfolioItemDto } from "../../../shared/portfolio-schemas";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { toast } from "../../components/ui/toast";
import { useTranslation } from "../../i18n/use-translation";
import { ApiError } from "../../lib/http-error";
import { useMessage } from "../../lib/use-message";
import { useDeletePortfolioItem } from "./api/delete-portfolio-item";
import { portfolioErrorMessage } from "./portfolio-messages";

/**
 * The sentence quotes "{brand} {model}" as one phrase: one Unicode isolate opens before the brand
 * and closes after the model, so a Latin name keeps its word order inside the Arabic sentence.
 */
const openIsolate = "\u2068";
const closeIsolate = "\u2069";

/**
 * spec: reseller-tools §8 Portfolio — "Are you sure you want to delete "{brand} {model}" from your
 * portfolio? This action cannot be undone."; a session lost on the way reads "Authentication
 * Required" / "Please log in to delete portfolio items".
 */
export function DeleteItemDialog({
  item,
  onOpenChange,
}: {
  item: PortfolioItemDto | undefined;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("portfolio");
  const say = useMessage();
  const remove = useDeletePortfolioItem();

  function confirm() {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        toast.success(t("messages.deleted"));
        onOpenChange(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) {
          toast.error(t("messages.authRequired"), { description: t("messages.loginToDelete") });
          return onOpenChange(false);
        }
        toast.error(t("messages.errorTitle"), {
          description: t("messages.deleteFailed", { message: say(portfolioErrorMessage(error)) }),
        });
      },
    });
  }

  return (
    <ConfirmDialog
      open={item !== undefined}
      onOpenChange={onOpenChange}
      onConfirm={confirm}
      pending={remove.isPending}
      words={{
        title: t("delete.title"),
        description: item
          ? t("delete.confirm", {
              brand: `${openIsolate}${item.brand}`,
              model: `${item.model}${closeIsolate}`,
            })
          : "",
        cancel: t("delete.cancel"),
        confirm: t("delete.delete"),
        working: t("delete.deleting"),
      }}
    />
  );
}
