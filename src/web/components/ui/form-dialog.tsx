import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "./dialog";
import { Spinner } from "./spinner";

/**
 * A dialog around one form: its title and description, and no closing on a click outside, so
 * nothing typed is lost to a stray tap.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={cn("max-w-2xl gap-6 p-5 sm:p-8", className)}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <DialogHeader className="pe-6">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** A form dialog's Cancel and submit buttons; while `pending` the submit button says `working`. */
export function FormDialogActions({
  cancel,
  submit,
  working,
  pending,
  disabled = false,
  onCancel,
}: {
  cancel: string;
  submit: string;
  working: string;
  pending: boolean;
  disabled?: boolean;
  onCancel: () => void;
}) {
  return (
    <DialogFooter className="gap-2 pt-2">
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        {cancel}
      </Button>
      <Button type="submit" variant="luxury" disabled={pending || disabled}>
        {pending && <Spinner className="size-4 text-ivory" />}
        {pending ? working : submit}
      </Button>
    </DialogFooter>
  );
}
