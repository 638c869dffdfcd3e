import { Button } from "../../../components/ui/button";
import { EmptyPanel } from "../../../components/ui/empty-panel";
import { useTranslation } from "../../../i18n/use-translation";
import { errorMessage } from "../../../lib/error-messages";

/**
 * A read that failed after its retries (issue 15: a busy shop answers 503 rather than making the
 * shopper wait): says why in the shopper's language and offers to try again, never an endless
 * spinner and never "not found" for a watch that may well exist.
 */
export function LoadFailed({
  error,
  onRetry,
  className,
}: {
  error: unknown;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation("storefront");
  return (
    <EmptyPanel
      frame="card"
      className={className ?? "py-16"}
      role="alert"
      text={errorMessage(error, t, "storefront:collection.loadFailed")}
      action={
        <Button variant="outline" onClick={onRetry}>
          {t("collection.retry")}
        </Button>
      }
    />
  );
}
