import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "./dialog";
import { Spinner } from "./spinner";

/** A confirm dialog's words, in its page's words (translated already). */
export interface ConfirmDialogWords {
  title: string;
  description: string;
  cancel: string;
  confirm: string;
  /** The confirm button's words while the change is under way. */
  working: string;
}

/**
 * Asks before a change that cannot be taken back (a delete, a ban): what it does, what it acts on
 * (`children`), and the buttons. It stays open, and both buttons wait, while the change runs.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  pending,
  words,
  confirmVariant = "destructive",
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
  words: ConfirmDialogWords;
  confirmVariant?: "destructive" | "luxury";
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>{words.description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            {words.cancel}
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm} disabled={pending}>
            {pending && <Spinner />}
            {pending ? words.working : words.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The watch a delete acts on, boxed under the question. */
export function ConfirmSubject({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-sm border border-border bg-muted/40 px-4 py-3 text-sm font-medium">{children}</p>
  );
}
