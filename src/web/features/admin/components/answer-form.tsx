import type { FormEvent, ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";

/**
 * The frame of one staff answer to a shopper: its fields, the error when no field carries it,
 * the language the shopper will be mailed in, and send / back.
 */
export function AnswerForm({
  label,
  onSubmit,
  children,
  alert,
  mailedIn,
  pending,
  submitLabel,
  submitVariant = "luxury",
  backLabel,
  onBack,
  lockBackWhilePending = false,
}: {
  label: string;
  onSubmit: () => void;
  children?: ReactNode;
  /** An error for an answer with no field to show it under. */
  alert: string | undefined;
  mailedIn: string;
  pending: boolean;
  submitLabel: string;
  submitVariant?: "luxury" | "destructive";
  backLabel: string;
  onBack: () => void;
  lockBackWhilePending?: boolean;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-sm border border-border p-4"
      aria-label={label}
    >
      {children}
      {alert && (
        <p role="alert" className="text-sm text-destructive">
          {alert}
        </p>
      )}
      <p className="text-xs text-muted-foreground">{mailedIn}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={submitVariant} disabled={pending}>
          {pending && <Spinner className="size-4 text-current" aria-hidden="true" />}
          {submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onBack} disabled={lockBackWhilePending && pending}>
          {backLabel}
        </Button>
      </div>
    </form>
  );
}
