import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

/** One step of the checkout form (contact, address, payment): a fieldset named by its legend. */
export function CheckoutSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset
      className={cn("min-w-0 rounded-md border border-border/80 bg-card p-5 shadow-xs sm:p-7", className)}
    >
      <legend className="float-start mb-5 w-full font-display text-xl font-medium">{title}</legend>
      <div className="clear-both grid gap-5">{children}</div>
    </fieldset>
  );
}
