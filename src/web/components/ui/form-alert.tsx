import CircleAlertIcon from "lucide-react/icons/circle-exclamation-point";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** A form-level error, announced when it appears; fields point at it with aria-describedby. */
export function FormAlert({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      id={id}
      role="alert"
      className={cn(
        "flex gap-3 rounded-sm border border-destructive/25 bg-destructive/5 px-4 py-3",
        "text-sm text-destructive",
        className,
      )}
    >
      <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid gap-2">{children}</div>
    </div>
  );
}
