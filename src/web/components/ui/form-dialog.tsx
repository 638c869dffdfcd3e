import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "./dialog";
import { Spinner } from "./spinner";

const sizes = { default: "max-w-2xl", large: "max-w-4xl" } as const;

/**
 * A dialog around one form: its title and description, and no closing on a click outside, so
 * nothing typed is lost to a stray tap. A `large` one holds a long form in sections (a listing, a
 * stock item), its actions kept in view by FormDialogActions' `sticky`.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  size = "default",
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  size?: keyof typeof sizes;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className={cn(sizes[size], "gap-6 p-5 sm:p-8", className)}
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

/**
 * A form dialog's Cancel and submit buttons; while `pending` the submit button says `working`.
 * `sticky` pins them to the bottom of a long dialog as it scrolls, with `note` beside them.
 */
export function FormDialogActions({
  cancel,
  submit,
  working,
  pending,
  disabled = false,
  onCancel,
  sticky = false,
  note,
}: {
  cancel: string;
  submit: string;
  working: string;
  pending: boolean;
  disabled?: boolean;
  onCancel: () => void;
  sticky?: boolean;
  note?: ReactNode;
}) {
  return (
    <DialogFooter
      className={cn(
        "gap-2 pt-2",
        sticky &&
          "sticky -bottom-5 -mx-5 border-t border-border bg-background px-5 py-4 sm:-bottom-8 sm:-mx-8 sm:px-8",
      )}
    >
      {note && <p className="me-auto self-center text-xs text-muted-foreground">{note}</p>}
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

/** One titled part of a long form dialog: a fieldset whose legend names it. */
export function FormSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4 border-t border-border pt-5 first:border-0 first:pt-0">
      <legend id={id} className="mb-1 font-display text-lg font-medium">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}
