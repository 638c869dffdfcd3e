import type { ReactNode } from "react";
import type { ListingDetailDto } from "../../../../shared/catalog-api";
import { Dialog, DialogContent } from "../../../components/ui/dialog";
import type { UsePrefill } from "../lib/prefill";

/** What the watch page hands each hold dialog. */
export interface HoldDialogProps {
  watch: ListingDetailDto;
  usePrefill: UsePrefill;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The frame of a shopper's hold dialog. It stays open while its request is on the way, and a
 * click outside never closes it, so nothing typed is lost by a stray tap.
 */
export function HoldFormDialog({
  open,
  onOpenChange,
  busy,
  testId,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent
        className="max-w-xl gap-5 p-5 sm:p-8"
        onInteractOutside={(event) => event.preventDefault()}
        data-testid={testId}
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}
