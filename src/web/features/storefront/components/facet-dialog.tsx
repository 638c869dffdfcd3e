import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTitle } from "../../../components/ui/dialog";
import { useTranslation } from "../../../i18n/use-translation";
import { cn } from "../../../lib/cn";
import { type FacetDrawerProps, FacetGroups } from "./facets";

/** The phone's facets dialog (facets.tsx, FacetDrawer), a chunk of its own. */
export function FacetDialog({
  facets,
  query,
  onToggle,
  onClear,
  chosenCount,
  status,
  isOpen,
  onOpenChange,
  returnFocusTo,
}: FacetDrawerProps & {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  const { t } = useTranslation("storefront");
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        // The button that opened it is not the dialog's own trigger: focus goes back to it by hand.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo()?.focus();
        }}
        className={cn(
          "top-0 left-0 flex h-dvh max-h-none w-full max-w-none translate-x-0 translate-y-0 flex-col gap-0",
          "rounded-none border-0 p-0 sm:p-0",
        )}
      >
        <DialogTitle className="border-b border-border px-5 py-4 pe-14 text-xl">
          {t("facets.filtersTitle")}
        </DialogTitle>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5">
          <FacetGroups facets={facets} query={query} onToggle={onToggle} />
        </div>
        <div className="grid gap-3 border-t border-border px-5 py-4">
          <p role="status" className="text-sm text-muted-foreground">
            {status}
          </p>
          <div className="grid grid-cols-2 gap-3">
            <Button variant="outline" onClick={onClear} disabled={chosenCount === 0}>
              {t("facets.clear")}
            </Button>
            <DialogClose asChild>
              <Button variant="luxury">{t("facets.apply")}</Button>
            </DialogClose>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
