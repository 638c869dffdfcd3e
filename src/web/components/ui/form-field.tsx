import type * as React from "react";
import { cloneElement } from "react";
import { cn } from "../../lib/cn";
import { Label } from "./label";

interface FormFieldProps {
  label: React.ReactNode;
  htmlFor: string;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
  children: React.ReactElement<React.ComponentProps<"input">>;
}

/**
 * A label, its control and the control's hint and error, linked by aria-describedby. The control
 * should carry `id={htmlFor}`; the field adds the description ids and aria-invalid when it is wrong.
 */
export function FormField({ label, htmlFor, error, hint, className, children }: FormFieldProps) {
  const hintId = hint ? `${htmlFor}-hint` : undefined;
  const errorId = error ? `${htmlFor}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {cloneElement(children, {
        "aria-describedby":
          [children.props["aria-describedby"], describedBy].filter(Boolean).join(" ") || undefined,
        "aria-invalid": error ? true : children.props["aria-invalid"],
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** A required field's mark after its label: a star to see, the word (translated) to hear. */
export function RequiredMark({ text }: { text: string }) {
  return (
    <>
      <span className="text-destructive" aria-hidden="true">
        {" *"}
      </span>
      <span className="sr-only"> ({text})</span>
    </>
  );
}
