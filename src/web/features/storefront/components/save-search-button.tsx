import BellIcon from "lucide-react/icons/bell";
import { lazy, Suspense, useState } from "react";
import type { ListingQuery } from "../../../../shared/catalog-api";
import { Button } from "../../../components/ui/button";
import { useTranslation } from "../../../i18n/use-translation";

/** The dialog, its words and its form arrive on the first press: the collection's first load holds the button alone. */
const SaveSearchDialog = lazy(async () => ({
  default: (await import("./save-search-dialog")).SaveSearchDialog,
}));

/** Issue 30: "Save search" on the collection, for the search on the page, words and filters alike. */
export function SaveSearchButton({ query, className }: { query: ListingQuery; className?: string }) {
  const { t } = useTranslation("storefront");
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className={className}
        aria-haspopup="dialog"
        onClick={() => {
          setWasOpened(true);
          setOpen(true);
        }}
        data-testid="save-search"
      >
        <BellIcon aria-hidden="true" />
        {t("collection.saveSearch")}
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <SaveSearchDialog query={query} open={isOpen} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
