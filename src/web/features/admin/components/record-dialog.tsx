import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "../../../components/ui/dialog";

/** A scrolling dialog showing one record; closing it also drops any half-made answer. */
export function RecordDialog({
  open,
  onOpenChange,
  onClose,
  testId,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClose: () => void;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
        onOpenChange(next);
      }}
    >
      <DialogContent
        className="max-h-[90dvh] max-w-2xl gap-5 overflow-y-auto p-5 sm:p-8"
        data-testid={testId}
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** The answers staff may give a record now, one button each; nothing when there are none. */
export function AnswerChoices<T extends string>({
  choices,
  label,
  variant,
  onChoose,
}: {
  choices: readonly T[];
  label: (choice: T) => string;
  variant: (choice: T) => "luxury" | "destructive" | "outline";
  onChoose: (choice: T) => void;
}) {
  if (choices.length === 0) return null;
  return (
    <DialogFooter className="flex-wrap gap-2 sm:justify-start">
      {choices.map((choice) => (
        <Button key={choice} variant={variant(choice)} onClick={() => onChoose(choice)}>
          {label(choice)}
        </Button>
      ))}
    </DialogFooter>
  );
}
